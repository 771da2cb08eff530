import { formatLocalDate, formatLocalTime } from "~/lib/format";
import { zonedStart } from "~/lib/time-zone";
import type { EventRecord } from "./record";

/** An event's date and time as the visitor reads them ("11/27/2026", "5:00 PM" in en-US). */
export interface EventWhen {
  date: string;
  time: string;
  /** The start as an ISO date-time with the site's offset, for feeds and structured data. */
  start: string;
}

/**
 * The event with its date and time written out in the visitor's locale. The server writes them
 * with the page's data, so that the browser builds no date formatter while it hydrates the page.
 */
export function withWhen<E extends Pick<EventRecord, "date" | "time">>(
  event: E,
  locale: string,
  timeZone: string,
): E & { when: EventWhen } {
  return {
    ...event,
    when: {
      date: formatLocalDate(event.date, locale),
      time: formatLocalTime(event.time, locale),
      start: zonedStart(event.date, event.time, timeZone),
    },
  };
}

/** When registration opens (a wall-clock time of the site, as stored), written for the visitor; null for none. */
export function opensText(registrationOpens: string | null, locale: string): string | null {
  const [date, time] = registrationOpens?.split(" ") ?? [];
  return date && time ? `${formatLocalDate(date, locale)}, ${formatLocalTime(time, locale)}` : null;
}
