import { and, eq, gte, inArray, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import { startUtc } from "~/features/events/ical.server";
import { events } from "~/features/events/table";
import { isCancelled } from "~/features/events/vocabulary";
import { forgetMailOf, queueMail } from "~/features/mail/service/outbox.server";
import type { Database } from "~/lib/db/client.server";
import { outboxMessages } from "~/lib/db/schema";
import { dayIn } from "~/lib/time-zone";
import { confirmationMail, type MailContext, registrationMailKinds } from "./mail.server";
import { registrantOf } from "./register.server";
import { eventRegistrations } from "./table";

/** What keeps registrations in order over time: the day-before reminder, and forgetting who registered. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day `days` from `day` (yyyy-MM-dd). */
const shifted = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * Queues the reminder of each event on the site that starts within a day: to everyone confirmed
 * before that day began (those confirmed later have just had their confirmation). The event is
 * claimed in the database first (`reminded_at`), so that several instances send it once; a new
 * date or time clears the claim. Returns how many reminders were queued.
 */
export async function queueReminders(database: Database, context: MailContext, now = new Date()): Promise<number> {
  const today = dayIn(context.timeZone, now);
  const candidates = await database
    .select()
    .from(events)
    .where(
      and(
        eq(events.registrationMode, "site"),
        isNull(events.remindedAt),
        gte(events.date, today),
        lte(events.date, shifted(today, 2)),
      ),
    );
  let queued = 0;
  for (const candidate of candidates) {
    const start = startUtc(candidate, context.timeZone);
    if (start.getTime() - now.getTime() > DAY_MS || start <= now) continue;
    queued += await database.transaction(async (tx) => {
      const [event] = await tx
        .update(events)
        .set({ remindedAt: now, updatedAt: sql`${events.updatedAt}` })
        .where(and(eq(events.id, candidate.id), isNull(events.remindedAt)))
        .returning();
      if (!event || isCancelled(event.status)) return 0;
      const dayBefore = new Date(start.getTime() - DAY_MS);
      const people = await tx
        .select()
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.eventId, event.id),
            eq(eventRegistrations.status, "confirmed"),
            lte(eventRegistrations.confirmedAt, dayBefore),
          ),
        );
      let sent = 0;
      for (const row of people) {
        const registrant = registrantOf(row);
        if (!registrant) continue;
        await queueMail(tx, confirmationMail(event, registrant, context, "reminder"));
        sent++;
      }
      return sent;
    });
  }
  return queued;
}

/**
 * Removes the registrants' names, addresses and answers `days` days after their event, and the
 * emails the site kept of them; the registrations stay, so the counts of who registered and who
 * came are kept. Returns how many events' registrants were removed.
 */
export async function eraseOldRegistrants(
  database: Database,
  days: number,
  timeZone: string,
  now = new Date(),
): Promise<number> {
  const before = shifted(dayIn(timeZone, now), -days);
  const due = await database
    .select({ id: events.id })
    .from(events)
    .where(and(isNull(events.registrantsErasedAt), sql`${events.date} < ${before}`));
  for (const { id } of due) {
    await database.transaction(async (tx) => {
      // The event first, as every registration change takes it: no two wait on each other.
      await tx.select({ id: events.id }).from(events).where(eq(events.id, id)).for("update");
      const rows = await tx
        .update(eventRegistrations)
        .set({ name: null, email: null, emailKey: null, answers: null })
        .where(eq(eventRegistrations.eventId, id))
        .returning({ id: eventRegistrations.id });
      await forgetMailOf(
        tx,
        rows.map((row) => row.id),
      );
      await tx
        .update(events)
        .set({ registrantsErasedAt: now, updatedAt: sql`${events.updatedAt}` })
        .where(eq(events.id, id));
    });
  }
  if (due.length > 0) console.info(`[registrations] removed the registrants of ${due.length} past event(s)`);
  await forgetOrphanedMail(database, days, now);
  return due.length;
}

/**
 * Removes the emails of registrations that are gone (their event deleted) or whose registrants were
 * removed (an email still being sent then): once sent, or `days` days after they were queued if
 * they never were.
 */
async function forgetOrphanedMail(database: Database, days: number, now: Date): Promise<void> {
  const queuedBefore = new Date(now.getTime() - days * DAY_MS);
  const removed = await database
    .delete(outboxMessages)
    .where(
      and(
        inArray(outboxMessages.kind, [...registrationMailKinds]),
        ne(outboxMessages.status, "sending"),
        or(eq(outboxMessages.status, "sent"), lt(outboxMessages.createdAt, queuedBefore)),
        sql`not exists (select 1 from ${eventRegistrations} where ${eventRegistrations.id}::text = ${outboxMessages.sourceId} and ${eventRegistrations.email} is not null)`,
      ),
    )
    .returning({ id: outboxMessages.id });
  if (removed.length > 0) {
    console.info(`[registrations] removed ${removed.length} email(s) of registrations no longer kept`);
  }
}
