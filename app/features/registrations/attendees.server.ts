import { and, asc, count, eq, ilike, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { type Actor, recordActivity } from "~/features/activity/service/activity.server";
import type { EventRecord } from "~/features/events/record";
import { events } from "~/features/events/table";
import { queueMail } from "~/features/mail/service/outbox.server";
import type { Answer } from "~/features/registrations/asked";
import { toCsv } from "~/lib/csv";
import type { Database } from "~/lib/db/client.server";
import { containing } from "~/lib/db/like";
import { markdownForMail } from "~/lib/markdown-render.server";
import { type Paged, pageWindow } from "~/lib/paging";
import { isRecordId } from "~/lib/record-id";
import { eventMoment, type MailContext, messageToAttendeeMail } from "./mail.server";
import { type RegistrationRecord, type RegistrationStatus, registrationStatuses } from "./record";
import { attendeeActivity, registrantOf } from "./register.server";
import { eventRegistrations } from "./table";

/** The admin's view of an event's registrations: counts, the list by status and search, the CSV. */

export const ATTENDEES_PER_PAGE = 50;

export interface AttendeeCounts {
  confirmed: number;
  waitlisted: number;
  cancelled: number;
  checkedIn: number;
}

export async function eventById(database: Database, id: string): Promise<EventRecord | null> {
  if (!isRecordId(id)) return null;
  const [event] = await database.select().from(events).where(eq(events.id, id));
  return event ?? null;
}

export async function attendeeCounts(database: Database, eventId: string): Promise<AttendeeCounts> {
  const rows = await database
    .select({
      status: eventRegistrations.status,
      n: count(),
      checkedIn: sql<number>`count(${eventRegistrations.checkedInAt})::int`,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .groupBy(eventRegistrations.status);
  const counts: AttendeeCounts = { confirmed: 0, waitlisted: 0, cancelled: 0, checkedIn: 0 };
  for (const row of rows) {
    counts[row.status] = row.n;
    if (row.status === "confirmed") counts.checkedIn = row.checkedIn;
  }
  return counts;
}

/** Registrations matching `search` in their name or email (all of them when it is empty). */
function matching(eventId: string, search: string, status: RegistrationStatus | null): SQL | undefined {
  return and(
    eq(eventRegistrations.eventId, eventId),
    status ? eq(eventRegistrations.status, status) : undefined,
    search
      ? or(ilike(eventRegistrations.name, containing(search)), ilike(eventRegistrations.email, containing(search)))
      : undefined,
  );
}

export function statusParam(value: string | null): RegistrationStatus | null {
  return registrationStatuses.find((status) => status === value) ?? null;
}

/** One page of an event's registrations, first registered first (the waitlist in its order). */
export async function attendeesPage(
  database: Database,
  eventId: string,
  { search, status, page: requested }: { search: string; status: RegistrationStatus | null; page: number },
): Promise<Paged<RegistrationRecord>> {
  const where = matching(eventId, search, status);
  const [counted] = await database.select({ n: count() }).from(eventRegistrations).where(where);
  const total = counted?.n ?? 0;
  const { page, pages, offset } = pageWindow(requested, total, ATTENDEES_PER_PAGE);
  const items = await database
    .select()
    .from(eventRegistrations)
    .where(where)
    .orderBy(asc(eventRegistrations.seq))
    .limit(ATTENDEES_PER_PAGE)
    .offset(offset);
  return { items, page, pages, total };
}

/** The confirmed people whose name or email holds `search`, for the door: at most `limit`. */
export async function confirmedMatching(
  database: Database,
  eventId: string,
  search: string,
  limit = 20,
): Promise<RegistrationRecord[]> {
  if (!search.trim()) return [];
  return database
    .select()
    .from(eventRegistrations)
    .where(and(matching(eventId, search.trim(), "confirmed"), isNotNull(eventRegistrations.name)))
    .orderBy(asc(eventRegistrations.name))
    .limit(limit);
}

/** An answer to a question, as the list and the CSV show it. */
export function answerTo(answers: Answer[] | null, question: string): string {
  return answers?.find((answer) => answer.question === question)?.answer ?? "";
}

/**
 * Every registration of the event as CSV that is safe to open in a spreadsheet: who, their status,
 * when they registered and came, and a column for each question asked.
 */
export async function attendeesCsv(database: Database, event: EventRecord, timeZone: string): Promise<string> {
  const rows = await database
    .select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, event.id))
    .orderBy(asc(eventRegistrations.seq));
  const questions = [
    ...new Set([
      ...event.questions.map((question) => question.label),
      ...rows.flatMap((row) => (row.answers ?? []).map((answer) => answer.question)),
    ]),
  ];
  return toCsv(
    ["name", "email", "status", "registered_at", "checked_in_at", "added_by", "cancelled_at", ...questions],
    rows.map((row) => [
      row.name,
      row.email,
      row.status,
      row.createdAt,
      row.checkedInAt,
      row.addedBy,
      row.cancelledAt,
      ...questions.map((question) => answerTo(row.answers, question)),
    ]),
    timeZone,
  );
}

/**
 * A message from the club to everyone confirmed for the event, one email each through the outbox,
 * queued together with its line in the activity log. Returns how many were queued.
 */
export async function emailAttendees(
  database: Database,
  event: EventRecord,
  written: { subject: string; body: string },
  context: MailContext,
  actor: Actor,
): Promise<number> {
  // Read before the transaction: the message is the same for everyone.
  const body = await markdownForMail(written.body);
  return database.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, "confirmed")));
    let queued = 0;
    for (const row of rows) {
      const registrant = registrantOf(row);
      if (!registrant) continue;
      await queueMail(tx, messageToAttendeeMail(event, registrant, context, { subject: written.subject, body }));
      queued++;
    }
    await recordActivity(
      tx,
      attendeeActivity(actor, `emailed ${queued} ${queued === 1 ? "attendee" : "attendees"} of`, event, undefined, {
        subject: { from: null, to: written.subject },
      }),
    );
    return queued;
  });
}

/** The event an attendee page is about, with its time written out; a 404 answer when there is none. */
export async function eventOfPage(database: Database, id: string | undefined, timeZone: string) {
  const event = await eventById(database, id ?? "");
  if (!event) throw new Response("No such event", { status: 404 });
  return { event, when: `${eventMoment(event, timeZone)} · ${event.location}` };
}
