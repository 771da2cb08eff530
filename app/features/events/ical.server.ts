import { localized } from "~/i18n/content";
import { type Language, pathIn } from "~/i18n/language";
import { fill } from "~/i18n/words";
import { mailWords } from "~/i18n/words.server";
import { safeHref } from "~/lib/club";
import { markdownText } from "~/lib/markdown-render.server";
import { absoluteUrl } from "~/lib/seo";
import type { SiteSettings } from "~/lib/site-settings";
import { zonedStart } from "~/lib/time-zone";
import { type EventRecord, eventPath } from "./record";
import { eventStatuses } from "./vocabulary";

/** Text as an iCalendar TEXT value (RFC 5545 3.3.11). */
export function icalText(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/**
 * Text as a quoted iCalendar parameter value (RFC 5545 3.2, with RFC 6868's ^ escapes): a name
 * with ':', ';' or ',' stays one value, a double quote or a line break is written as ^' or ^n.
 */
export function icalParam(value: string): string {
  return `"${value.replace(/\^/g, "^^").replace(/\r?\n/g, "^n").replace(/"/g, "^'")}"`;
}

/** Folds a content line at 75 octets, continuing with CRLF and a space (RFC 5545 3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A UTC date-time as iCalendar writes it: 20261203T140000Z. */
export function utcStamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** The event's start, from its date and time in the site's time zone. */
export function startUtc(event: Pick<EventRecord, "date" | "time">, timeZone: string): Date {
  return new Date(zonedStart(event.date, event.time, timeZone));
}

/**
 * An iCalendar (RFC 5545) calendar of the club's events, in `language`: each event's texts in it
 * where written (else in English), its links to the pages in it.
 */
export async function eventsCalendar(
  records: EventRecord[],
  publicUrl: string,
  site: Pick<SiteSettings, "clubName" | "timeZone">,
  now = new Date(),
  language: Language = "en",
): Promise<string> {
  const words = mailWords(language).calendar;
  const events = records.map((record) => localized(record, language));
  const descriptions = await Promise.all(events.map((event) => markdownText(event.description, { lines: true })));
  const host = new URL(publicUrl).hostname;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${icalText(site.clubName)}//Events//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${icalText(fill(words.name, { club: site.clubName }))}`,
  ];
  for (const [n, event] of events.entries()) {
    const cancelled = eventStatuses.find(event.status)?.value === "cancelled";
    const page = absoluteUrl(publicUrl, pathIn(language, eventPath(event)));
    const link = event.linkEnabled ? safeHref(event.registrationLink) : null;
    const about = [descriptions[n], link ? `${words.registration}: ${absoluteUrl(publicUrl, link)}` : null]
      .filter(Boolean)
      .join("\n\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${event.id}@${host}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(startUtc(event, site.timeZone))}`,
      `SUMMARY:${icalText(event.title)}`,
      `DESCRIPTION:${icalText(about)}`,
      `LOCATION:${icalText(event.location)}`,
      `STATUS:${cancelled ? "CANCELLED" : "CONFIRMED"}`,
      `URL:${page}`,
      `LAST-MODIFIED:${utcStamp(event.updatedAt)}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/**
 * A link that opens Google Calendar's new-event page filled in with this event (a plain link: no
 * script of Google's runs on the site). An event has a start but no end, so it ends as it starts.
 * The event is given in the page's language, whose page it links to.
 */
export async function googleCalendarLink(
  event: Pick<EventRecord, "title" | "description" | "location" | "date" | "time" | "slug">,
  publicUrl: string,
  timeZone: string,
  language: Language = "en",
): Promise<string> {
  const start = utcStamp(startUtc(event, timeZone));
  const details = `${absoluteUrl(publicUrl, pathIn(language, eventPath(event)))}\n\n${await markdownText(event.description, { lines: true })}`;
  const query = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${start}/${start}`,
    details: details.length > 1000 ? `${details.slice(0, 1000)}…` : details,
    location: event.location,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}
