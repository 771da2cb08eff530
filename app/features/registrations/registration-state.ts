import type { EventRecord } from "~/features/events/record";
import {
  eventStatuses,
  eventTerms,
  type RegistrationClosedReason,
  registrationClosedReason,
} from "~/features/events/vocabulary";
import { withWhen } from "~/features/events/written";
import { zonedStart } from "~/lib/time-zone";

type RegistrationFacts = Pick<
  EventRecord,
  | "registrationMode"
  | "status"
  | "date"
  | "time"
  | "maxAttendees"
  | "currentAttendees"
  | "waitlist"
  | "registrationOpens"
  | "registrationCloses"
>;

/**
 * Where an event's registration stands at a moment: with the spec's external link, whether it is
 * closed and why (Full, Cancelled, or Closed for a closed or past event); on the site, open
 * (with the seats left, null for no limit); full with a waitlist that takes names; full; not open
 * yet; or closed, with the reason its button gives.
 */
export type RegistrationState =
  | { kind: "external"; closed: RegistrationClosedReason | null }
  | { kind: "open"; seatsLeft: number | null }
  | { kind: "waitlist" }
  | { kind: "full" }
  | { kind: "not-yet"; opensAt: string }
  | { kind: "closed"; reason: Exclude<RegistrationClosedReason, "Full"> };

/** A wall-clock date-time of the site (`2026-12-01 18:00:00`, as stored) as an instant. */
export function zonedInstant(wallClock: string, timeZone: string): Date {
  const [date = "", time = "00:00"] = wallClock.replace("T", " ").split(" ");
  return new Date(zonedStart(date, time, timeZone));
}

/** When the site's form closes: the admin's time, else the event's start. */
export function registrationClosesAt(event: RegistrationFacts, timeZone: string): Date {
  return event.registrationCloses
    ? zonedInstant(event.registrationCloses, timeZone)
    : new Date(zonedStart(event.date, event.time, timeZone));
}

export function registrationState(
  event: RegistrationFacts,
  now: Date,
  timeZone: string,
  past = false,
): RegistrationState {
  if (event.registrationMode !== "site") {
    return { kind: "external", closed: registrationClosedReason(event.status, past) };
  }
  const status = eventStatuses.find(event.status)?.value;
  if (status === "cancelled") return { kind: "closed", reason: "Cancelled" };
  if (status === "closed" || now >= registrationClosesAt(event, timeZone)) return { kind: "closed", reason: "Closed" };
  if (event.registrationOpens) {
    const opens = zonedInstant(event.registrationOpens, timeZone);
    if (now < opens) return { kind: "not-yet", opensAt: opens.toISOString() };
  }
  const seatsLeft = event.maxAttendees === null ? null : Math.max(0, event.maxAttendees - event.currentAttendees);
  if (status === "full" || seatsLeft === 0) return event.waitlist ? { kind: "waitlist" } : { kind: "full" };
  return { kind: "open", seatsLeft };
}

/**
 * The event as a visitor's page shows it: its date and time written out, its badges, and where its
 * registration stands at `now` (see registrationState; an event marked `past` is closed).
 */
export function forVisitors<E extends RegistrationFacts & Pick<EventRecord, "type"> & { past?: boolean }>(
  event: E,
  locale: string,
  timeZone: string,
  now = new Date(),
) {
  return {
    ...withWhen(event, locale, timeZone),
    terms: eventTerms(event),
    registration: registrationState(event, now, timeZone, event.past),
  };
}
