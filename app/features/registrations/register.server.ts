import { and, asc, count, eq, lte, sql } from "drizzle-orm";
import { type ActivityEntry, type Actor, recordActivity } from "~/features/activity/service/activity.server";
import type { EventRecord } from "~/features/events/record";
import { events } from "~/features/events/table";
import { eventStatuses } from "~/features/events/vocabulary";
import { mailCountSince, queueMail } from "~/features/mail/service/outbox.server";
import { addSubscriber } from "~/features/newsletter/subscribe.server";
import { writeAttendance } from "~/features/public-pages/service/content-version.server";
import type { Answer } from "~/features/registrations/asked";
import { registrationClosesAt, registrationState } from "~/features/registrations/registration-state";
import type { Language } from "~/i18n/language";
import type { Database } from "~/lib/db/client.server";
import { normalizeEmail } from "~/lib/email-address";
import { isRecordId } from "~/lib/record-id";
import { terminalSafe } from "~/lib/terminal-text";
import { Turns } from "~/lib/turns.server";
import { freeDoorCode, randomDoorCode } from "./door-code.server";
import { confirmationMail, type MailContext, registrationCancelledMail, waitlistMail } from "./mail.server";
import type { RegistrationRecord } from "./record";
import { eventRegistrations } from "./table";

/**
 * Registration on the site: a seat is confirmed only while one is free, whatever the concurrency.
 * Every change to an event's registrations takes the event's row lock first (`SELECT … FOR
 * UPDATE`), so the registrations of one event are made one after another, on the embedded
 * database and across instances of one PostgreSQL; `current_attendees` is set from the count of
 * confirmed registrations in the same transaction, and the email each change causes is queued
 * with it. A change shows on the public pages within a moment: it raises the attendance version
 * (features/public-pages/service/content-version.server.ts).
 */

/**
 * In this process, an event's registration changes take turns before they take a connection: a
 * burst for one event waits in memory, not holding the database's connections while it waits for
 * the row lock, and the registrations of four events go on at once.
 */
const eventTurns = new Turns(4, 1);

/** Runs a change to the registrations of `eventId` in its turn (see eventTurns). */
const inEventTurn = <T>(eventId: string, change: () => Promise<T>) => eventTurns.run(change, eventId);

export interface RegistrationInput {
  name: string;
  email: string;
  answers: Answer[];
  /** Also subscribe the address to the newsletter. */
  newsletter: boolean;
  /** The language of the page registered on, which the person's emails are written in (English when none). */
  language?: Language;
}

/** Who makes a change: the person (through the site), or an admin. */
export type ChangedBy = { admin: Actor } | { visitor: true };

export type RegisterOutcome =
  | { kind: "confirmed"; registration: RegistrationRecord }
  | { kind: "waitlisted"; registration: RegistrationRecord; position: number }
  | { kind: "already"; registration: RegistrationRecord; position: number | null; resent: boolean }
  | { kind: "full" }
  | { kind: "not-yet"; opensAt: string }
  | { kind: "closed"; reason: "Cancelled" | "Closed" }
  | { kind: "off-site" }
  | { kind: "missing" }
  | { kind: "failed" };

/** An outcome, with the event as the change left it; null when the change did not get as far as reading it. */
export interface Registered {
  outcome: RegisterOutcome;
  event: EventRecord | null;
}

/** The event, locked for this transaction: the one gate every registration change goes through. */
async function lockEvent(tx: Database, eventId: string): Promise<EventRecord | undefined> {
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
  return event;
}

/** How many of the event's registrations hold a seat. */
async function confirmedCount(tx: Database, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "confirmed")));
  return row?.n ?? 0;
}

/** Sets the event's `current_attendees`, the count of its confirmed registrations. */
async function setAttendance(tx: Database, eventId: string, confirmed: number): Promise<void> {
  // The record's version and last change stay: an admin editing the event is not refused for it.
  await tx
    .update(events)
    .set({ currentAttendees: confirmed, updatedAt: sql`${events.updatedAt}` })
    .where(eq(events.id, eventId));
}

/** Sets the event's `current_attendees` to its confirmed registrations, counted; returns the count. */
async function syncAttendance(tx: Database, eventId: string): Promise<number> {
  const confirmed = await confirmedCount(tx, eventId);
  await setAttendance(tx, eventId, confirmed);
  return confirmed;
}

/** A waitlisted registration's place in line, from 1. */
async function waitlistPosition(tx: Database, registration: Pick<RegistrationRecord, "eventId" | "seq">) {
  const [row] = await tx
    .select({ n: count() })
    .from(eventRegistrations)
    .where(
      and(
        eq(eventRegistrations.eventId, registration.eventId),
        eq(eventRegistrations.status, "waitlisted"),
        lte(eventRegistrations.seq, registration.seq),
      ),
    );
  return row?.n ?? 1;
}

/**
 * What a new registration of the event is placed by, read in one query with the event locked: the
 * seats taken, how many wait, the last number given, whether the door code `code` is taken, and
 * whether a registration of the event (cancelled or not) holds the address `emailKey`.
 */
export async function lineOf(tx: Database, eventId: string, code: string, emailKey: string) {
  const { status, seq, doorCode } = eventRegistrations;
  const [row] = await tx
    .select({
      confirmed: sql<number>`(count(*) filter (where ${status} = 'confirmed'))::int`,
      waiting: sql<number>`(count(*) filter (where ${status} = 'waitlisted'))::int`,
      lastSeq: sql<number>`coalesce(max(${seq}), 0)::int`,
      codeTaken: sql<boolean>`coalesce(bool_or(${doorCode} = ${code}), false)`,
      known: sql<boolean>`coalesce(bool_or(${eventRegistrations.emailKey} = ${emailKey}), false)`,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId));
  return row ?? { confirmed: 0, waiting: 0, lastSeq: 0, codeTaken: false, known: false };
}

/** The person a registration names, for its emails; null once their data was removed. */
export function registrantOf(registration: RegistrationRecord) {
  const { id, eventId, name, email, answers, doorCode, language } = registration;
  return name !== null && email !== null ? { id, eventId, name, email, answers, doorCode, language } : null;
}

/** Whether a waitlisted person can be given a seat now: the event takes registrations and has one. */
function seatsToGive(event: EventRecord, confirmed: number, now: Date, timeZone: string): number {
  if (event.registrationMode !== "site") return 0;
  const status = eventStatuses.find(event.status)?.value;
  if (status === "cancelled" || status === "closed" || status === "full") return 0;
  if (now >= registrationClosesAt(event, timeZone)) return 0;
  return event.maxAttendees === null ? Number.POSITIVE_INFINITY : Math.max(0, event.maxAttendees - confirmed);
}

/**
 * Gives free seats to the waitlist, first come first served, each person emailed; in the
 * transaction that freed them (a cancellation, a raised limit), with the event locked. Returns how
 * many were confirmed. The waitlist closes with registration.
 */
export async function promoteWaitlist(
  tx: Database,
  event: EventRecord,
  context: MailContext,
  now = new Date(),
): Promise<number> {
  const confirmed = await syncAttendance(tx, event.id);
  const seats = seatsToGive(event, confirmed, now, context.timeZone);
  if (seats === 0) return 0;
  const waiting = tx
    .select({ id: eventRegistrations.id })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, "waitlisted")))
    .orderBy(asc(eventRegistrations.seq))
    .for("update");
  const next = await (Number.isFinite(seats) ? waiting.limit(seats) : waiting);
  let promoted = 0;
  for (const { id } of next) {
    const [registration] = await tx
      .update(eventRegistrations)
      .set({ status: "confirmed", confirmedAt: now })
      .where(eq(eventRegistrations.id, id))
      .returning();
    if (!registration) continue;
    promoted++;
    const registrant = registrantOf(registration);
    if (registrant) await queueMail(tx, confirmationMail(event, registrant, context, "promoted"));
  }
  if (promoted > 0) await syncAttendance(tx, event.id);
  return promoted;
}

/**
 * An admin's change to an event's registrations, as the activity log keeps it: the registration
 * (or the event) and the event's title, never the person, as the log outlives the registrants' data.
 */
export function attendeeActivity(
  actor: Actor,
  action: string,
  event: { id: string; title: string },
  registrationId?: string,
  changes?: ActivityEntry["changes"],
): ActivityEntry {
  return {
    actor,
    kind: "attendees",
    action,
    subject: registrationId
      ? { type: "registration", id: registrationId, title: event.title }
      : { type: "event", id: event.id, title: event.title },
    ...(changes ? { changes } : {}),
  };
}

/**
 * Registers a person for an event, and says what became of the event: a visitor is held to the
 * registration window; an admin adding someone by hand is not (a walk-in at the door), but neither
 * can confirm a seat that is not free. The same address again answers 'already' and sends the
 * confirmation (or the waitlist's answer) again, counted once. The event comes as the registration
 * left it (its seats, for the answer), or null when the registration did not get as far as it.
 */
export async function registerSeeing(
  database: Database,
  eventId: string,
  input: RegistrationInput,
  context: MailContext,
  actor: ChangedBy = { visitor: true },
  now = new Date(),
): Promise<Registered> {
  if (!isRecordId(eventId)) return { outcome: { kind: "missing" }, event: null };
  const emailKey = normalizeEmail(input.email);
  try {
    return await inEventTurn(eventId, () => writeRegistration(database, eventId, emailKey, input, context, actor, now));
  } catch (error) {
    console.error(
      `[registrations] a registration for event ${eventId} failed: ${terminalSafe((error as Error).message)}`,
    );
    return { outcome: { kind: "failed" }, event: null };
  }
}

/** Registers a person for an event (see registerSeeing): what became of the registration. */
export async function register(...args: Parameters<typeof registerSeeing>): Promise<RegisterOutcome> {
  return (await registerSeeing(...args)).outcome;
}

/** The most emails one registration is sent in an hour (its confirmation included) by registering again. */
export const RESEND_LIMIT = 3;

/** The registration form's newsletter box: the address subscribed once, and asked to confirm as the newsletter's form asks. */
async function subscribeIfAsked(
  tx: Database,
  input: RegistrationInput,
  emailKey: string,
  context: MailContext,
): Promise<void> {
  if (input.newsletter) await addSubscriber(tx, emailKey, context, input.language);
}

function writeRegistration(
  database: Database,
  eventId: string,
  emailKey: string,
  input: RegistrationInput,
  context: MailContext,
  actor: ChangedBy,
  now: Date,
): Promise<Registered> {
  return writeAttendance(database, async (tx, changed): Promise<Registered> => {
    const event = await lockEvent(tx, eventId);
    if (!event) return { outcome: { kind: "missing" }, event: null };
    const seen = (outcome: RegisterOutcome, after: EventRecord = event): Registered => ({ outcome, event: after });
    if (event.registrationMode !== "site") return seen({ kind: "off-site" });
    const state = registrationState(event, now, context.timeZone);
    const byAdmin = "admin" in actor;
    if (state.kind === "closed" && (state.reason === "Cancelled" || !byAdmin)) return seen(state);
    if (state.kind === "not-yet" && !byAdmin) return seen(state);

    // The place a new registration would take, and whether the address registered before: only
    // then is its registration read (a new address, the most common, asks one query less).
    const code = randomDoorCode();
    const line = await lineOf(tx, eventId, code, emailKey);
    const [existing] = line.known
      ? await tx
          .select()
          .from(eventRegistrations)
          .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.emailKey, emailKey)))
          .for("update")
      : [];
    if (existing && existing.status !== "cancelled") {
      await subscribeIfAsked(tx, input, emailKey, context);
      const registrant = registrantOf(existing);
      const position = existing.status === "waitlisted" ? await waitlistPosition(tx, existing) : null;
      // Sent again, but never more than RESEND_LIMIT emails to one registration in an hour,
      // however often someone types the address.
      const lastHour = new Date(now.getTime() - 60 * 60 * 1000);
      const resent = registrant !== null && (await mailCountSince(tx, existing.id, lastHour)) < RESEND_LIMIT;
      if (registrant && resent) {
        await queueMail(
          tx,
          position === null
            ? confirmationMail(event, registrant, context, "again")
            : waitlistMail(event, registrant, position, context, true),
        );
      }
      return seen({ kind: "already", registration: existing, position, resent });
    }
    const free = event.maxAttendees === null || line.confirmed < event.maxAttendees;
    const status = eventStatuses.find(event.status)?.value;
    const confirm = free && status !== "full";
    if (!confirm && !event.waitlist) return seen({ kind: "full" });

    // Registering again after cancelling is a new registration, at the end of any line; the
    // cancelled one stays in the list (and its emails with it, removed with the event's registrants).
    if (existing) {
      await tx.update(eventRegistrations).set({ emailKey: null }).where(eq(eventRegistrations.id, existing.id));
    }

    const [registration] = await tx
      .insert(eventRegistrations)
      .values({
        seq: line.lastSeq + 1,
        eventId,
        name: input.name,
        email: input.email.trim(),
        emailKey,
        answers: input.answers,
        language: input.language ?? "en",
        status: confirm ? "confirmed" : "waitlisted",
        addedBy: byAdmin ? actor.admin.email : "visitor",
        confirmedAt: confirm ? now : null,
        createdAt: now,
        doorCode: line.codeTaken ? await freeDoorCode(tx, eventId) : code,
      })
      .returning();
    if (!registration) throw new Error("the registration was not stored");
    await subscribeIfAsked(tx, input, emailKey, context);
    const registrant = { ...registration, name: input.name, email: registration.email ?? input.email };
    // The seats counted above, with the event locked, and this one; last in line, everyone waiting
    // is ahead.
    const after = confirm ? { ...event, currentAttendees: line.confirmed + 1 } : event;
    const position = line.waiting + 1;
    if (confirm) {
      await setAttendance(tx, eventId, after.currentAttendees);
      await queueMail(tx, confirmationMail(event, registrant, context, "registered"));
    } else {
      await queueMail(tx, waitlistMail(event, registrant, position, context));
    }
    if ("admin" in actor) await recordActivity(tx, attendeeActivity(actor.admin, "added", event, registration.id));
    await changed();
    return confirm
      ? seen({ kind: "confirmed", registration }, after)
      : seen({ kind: "waitlisted", registration, position }, after);
  });
}

export type CancelOutcome =
  | { kind: "cancelled"; registration: RegistrationRecord; event: EventRecord; promoted: number }
  | { kind: "already"; registration: RegistrationRecord; event: EventRecord }
  | { kind: "missing" }
  | { kind: "failed" };

/**
 * Cancels a registration: by the person (their link) or by an admin (removed by hand, on the page
 * of `within`, the event it must belong to). A seat it frees goes to the first on the waitlist, in
 * the same transaction.
 */
export async function cancelRegistration(
  database: Database,
  registrationId: string,
  context: MailContext,
  actor: ChangedBy,
  { within, now = new Date() }: { within?: string; now?: Date } = {},
): Promise<CancelOutcome> {
  if (!isRecordId(registrationId)) return { kind: "missing" };
  try {
    const [found] = await database
      .select({ eventId: eventRegistrations.eventId })
      .from(eventRegistrations)
      .where(
        and(
          eq(eventRegistrations.id, registrationId),
          within === undefined ? undefined : eq(eventRegistrations.eventId, within),
        ),
      );
    if (!found) return { kind: "missing" };
    return await inEventTurn(found.eventId, () =>
      writeAttendance(database, async (tx, changed): Promise<CancelOutcome> => {
        // The event first, as every registration change takes it: no two wait on each other.
        const event = await lockEvent(tx, found.eventId);
        const [registration] = await tx
          .select()
          .from(eventRegistrations)
          .where(eq(eventRegistrations.id, registrationId))
          .for("update");
        if (!event || !registration) return { kind: "missing" };
        if (registration.status === "cancelled") return { kind: "already", registration, event };
        const [cancelled] = await tx
          .update(eventRegistrations)
          .set({
            status: "cancelled",
            cancelledAt: now,
            cancelledBy: "admin" in actor ? actor.admin.email : "attendee",
          })
          .where(eq(eventRegistrations.id, registrationId))
          .returning();
        if (!cancelled) throw new Error("the registration was not cancelled");
        const registrant = registrantOf(registration);
        if (registrant) {
          await queueMail(
            tx,
            registrationCancelledMail(
              event,
              registrant,
              context,
              "admin" in actor ? "club" : "attendee",
              registration.status === "waitlisted",
            ),
          );
        }
        const promoted = registration.status === "confirmed" ? await promoteWaitlist(tx, event, context, now) : 0;
        if ("admin" in actor) {
          await recordActivity(tx, attendeeActivity(actor.admin, "removed", event, registration.id));
        }
        await changed();
        return { kind: "cancelled", registration: cancelled, event, promoted };
      }),
    );
  } catch (error) {
    console.error(
      `[registrations] registration ${registrationId} could not be cancelled: ${terminalSafe((error as Error).message)}`,
    );
    return { kind: "failed" };
  }
}

/** A registration and its event, unlocked, as a page reads them. */
export async function registrationWithEvent(
  database: Database,
  registrationId: string,
): Promise<{ registration: RegistrationRecord; event: EventRecord } | null> {
  if (!isRecordId(registrationId)) return null;
  const [row] = await database
    .select({ registration: eventRegistrations, event: events })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(eq(eventRegistrations.id, registrationId));
  return row ?? null;
}
