import { and, eq } from "drizzle-orm";
import { startUtc } from "~/features/events/ical.server";
import type { EventRecord } from "~/features/events/record";
import type { Database } from "~/lib/db/client.server";
import { dayIn } from "~/lib/time-zone";
import { doorCodeOf } from "./door-code.server";
import type { RegistrationRecord } from "./record";
import { registrationWithEvent } from "./register.server";
import { eventRegistrations } from "./table";
import { type TokenPurpose, tokenRegistrationId, tokenSigned } from "./tokens.server";

/**
 * What a registration's personal code (a cancel link, a door code) leads to, and why it cannot be
 * used when it cannot: changed or never ours ('invalid'), for another event than the page's
 * ('other-event'), cancelled already ('used'), or past its time ('expired': a cancel link once
 * the event has started, a door code after the day after the event, either once the registrants'
 * data was removed).
 */
export type CodeReading =
  | { kind: "valid"; registration: RegistrationRecord; event: EventRecord }
  | { kind: "invalid" }
  | { kind: "other-event"; event: EventRecord }
  | { kind: "used"; registration: RegistrationRecord; event: EventRecord }
  | { kind: "expired"; registration: RegistrationRecord; event: EventRecord };

/** The day after `day` (yyyy-MM-dd). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

interface ReadingOptions {
  timeZone: string;
  /** The event whose page reads the code. */
  eventId?: string;
  now?: Date;
}

export async function readCode(
  database: Database,
  purpose: TokenPurpose,
  code: string | null,
  options: ReadingOptions,
): Promise<CodeReading> {
  const id = code ? tokenRegistrationId(code) : null;
  if (!code || !id) return { kind: "invalid" };
  const found = await registrationWithEvent(database, id);
  if (!found || !tokenSigned(purpose, code, found.registration)) return { kind: "invalid" };
  return readingOf(purpose, found.registration, found.event, options);
}

/**
 * What a code typed or scanned at `event`'s door leads to: the short door code (unique within the
 * event), or the QR code's signed code.
 */
export async function readDoorCode(
  database: Database,
  event: EventRecord,
  typed: string,
  options: Omit<ReadingOptions, "eventId">,
): Promise<CodeReading> {
  const short = doorCodeOf(typed);
  if (!short) return readCode(database, "check-in", typed, { ...options, eventId: event.id });
  const [registration] = await database
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.doorCode, short)));
  return registration ? readingOf("check-in", registration, event, options) : { kind: "invalid" };
}

/** Whether a genuine code of `registration` can be used now, on the page of `options.eventId`. */
function readingOf(
  purpose: TokenPurpose,
  registration: RegistrationRecord,
  event: EventRecord,
  options: ReadingOptions,
): CodeReading {
  if (options.eventId && options.eventId !== event.id) return { kind: "other-event", event };
  const now = options.now ?? new Date();
  if (registration.name === null) return { kind: "expired", registration, event };
  if (registration.status === "cancelled") return { kind: "used", registration, event };
  const over =
    purpose === "cancel"
      ? startUtc(event, options.timeZone) <= now
      : dayIn(options.timeZone, now) > nextDay(event.date);
  return over ? { kind: "expired", registration, event } : { kind: "valid", registration, event };
}
