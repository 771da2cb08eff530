import { and, eq, inArray, sql } from "drizzle-orm";
import { startUtc } from "~/features/events/ical.server";
import type { EventRecord } from "~/features/events/record";
import { events } from "~/features/events/table";
import { isCancelled } from "~/features/events/vocabulary";
import { queueMail } from "~/features/mail/service/outbox.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import type { Database } from "~/lib/db/client.server";
import { eventCancelledMail, eventChangedMail, type MailContext, mailContext } from "./mail.server";
import { promoteWaitlist, registrantOf } from "./register.server";
import { eventRegistrations } from "./table";

/**
 * What an admin's change to an event means for the people registered: a new date, time or place
 * sends everyone confirmed the invitation again with its SEQUENCE raised (and a reminder is due
 * again); a cancelled event sends its cancellation to everyone confirmed or waiting; a higher limit
 * gives its seats to the waitlist, and switching registration to the site counts the confirmed. All
 * of it in the event's own write transaction.
 */

/** The people an event's mail goes to: its registrations of `statuses`, with their data still kept. */
async function registrantsOf(tx: Database, eventId: string, statuses: ("confirmed" | "waitlisted")[]) {
  const rows = await tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), inArray(eventRegistrations.status, statuses)));
  return rows.flatMap((row) => registrantOf(row) ?? []);
}

/** The settings' parts mail needs, read before the hook's transaction takes the only connection. */
async function contextFor(tx: Database): Promise<MailContext> {
  return mailContext(await currentSettings(tx));
}

export async function afterEventChange(change: {
  operation: "create" | "update" | "delete";
  record: EventRecord;
  previous?: EventRecord;
  transaction: Database;
}): Promise<void> {
  const { operation, record, previous, transaction: tx } = change;
  if (operation !== "update" || !previous) return;
  const context = await contextFor(tx);
  const now = new Date();
  const upcoming = startUtc(record, context.timeZone) > now;

  let event = record;
  // A new place in either language is news to the attendees who read it.
  const moved =
    record.date !== previous.date ||
    record.time !== previous.time ||
    record.location !== previous.location ||
    (record.locationAr ?? "") !== (previous.locationAr ?? "");
  const cancelledNow = isCancelled(record.status) && !isCancelled(previous.status);
  const reopened = !isCancelled(record.status) && isCancelled(previous.status);
  if (moved || cancelledNow || reopened) {
    const sequence = record.calendarSequence + 1;
    const rescheduled = record.date !== previous.date || record.time !== previous.time;
    event = { ...event, calendarSequence: sequence, ...(rescheduled ? { remindedAt: null } : {}) };
    await tx
      .update(events)
      .set({
        calendarSequence: sequence,
        ...(rescheduled ? { remindedAt: null } : {}),
        updatedAt: sql`${events.updatedAt}`,
      })
      .where(eq(events.id, record.id));
    if (upcoming) {
      if (cancelledNow) {
        for (const person of await registrantsOf(tx, record.id, ["confirmed", "waitlisted"])) {
          await queueMail(tx, eventCancelledMail(event, person, context));
        }
      } else if (!isCancelled(record.status)) {
        for (const person of await registrantsOf(tx, record.id, ["confirmed"])) {
          await queueMail(tx, eventChangedMail(event, person, context));
        }
      }
    }
  }

  // A higher limit, a reopened event, or registration just switched to the site: the confirmed are
  // counted and free seats go to the waitlist.
  if (record.registrationMode === "site") await promoteWaitlist(tx, event, context, now);
}

/**
 * Before an event is deleted (its registrations go with it): the people confirmed or waiting for an
 * event still to come are told it is cancelled, unless they were already.
 */
export async function beforeEventDelete(change: { record: EventRecord; transaction: Database }): Promise<void> {
  const { record, transaction: tx } = change;
  if (isCancelled(record.status)) return;
  const context = await contextFor(tx);
  if (startUtc(record, context.timeZone) <= new Date()) return;
  const event = { ...record, calendarSequence: record.calendarSequence + 1 };
  for (const person of await registrantsOf(tx, record.id, ["confirmed", "waitlisted"])) {
    await queueMail(tx, eventCancelledMail(event, person, context));
  }
}
