import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { type Actor, recordActivity } from "~/features/activity/service/activity.server";
import type { EventRecord } from "~/features/events/record";
import type { Database } from "~/lib/db/client.server";
import { isRecordId } from "~/lib/record-id";
import { terminalSafe } from "~/lib/terminal-text";
import { readDoorCode } from "./links.server";
import type { CheckInOutcome, CheckInPerson, RegistrationRecord } from "./record";
import { attendeeActivity } from "./register.server";
import { eventRegistrations } from "./table";

/**
 * Check-in at the door: by the QR code's content, by the short door code printed under it, or by a
 * name found in the list. A code is checked as a cancel link is (changed, for another event, past
 * its time); a person checked in twice is told who checked them in and when, the first time.
 */

export type CheckInTarget = { code: string } | { registrationId: string };

export const personOf = ({ id, name, checkedInAt, checkedInBy, cancelledAt }: RegistrationRecord): CheckInPerson => ({
  id,
  name,
  checkedInAt,
  checkedInBy,
  cancelledAt,
});

/** The registration a door code or a list's row names, or why the door cannot take it. */
async function targetOf(
  database: Database,
  event: EventRecord,
  target: CheckInTarget,
  timeZone: string,
  now: Date,
): Promise<RegistrationRecord | CheckInOutcome> {
  if ("code" in target) {
    const reading = await readDoorCode(database, event, target.code, { timeZone, now });
    switch (reading.kind) {
      case "valid":
        return reading.registration;
      case "used":
        return { kind: "cancelled", person: personOf(reading.registration) };
      case "other-event":
        return { kind: "other-event", title: reading.event.title };
      case "expired":
        return { kind: "expired" };
      default:
        return { kind: "invalid" };
    }
  }
  if (!isRecordId(target.registrationId)) return { kind: "invalid" };
  const [row] = await database
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.id, target.registrationId), eq(eventRegistrations.eventId, event.id)));
  return row ?? { kind: "invalid" };
}

/** Why a registration cannot be checked in now, or null when it can. */
function notAtTheDoor(found: RegistrationRecord): CheckInOutcome | null {
  if (found.status === "cancelled") return { kind: "cancelled", person: personOf(found) };
  if (found.status === "waitlisted") return { kind: "waitlisted", person: personOf(found) };
  if (found.name === null) return { kind: "expired" };
  if (found.checkedInAt) return { kind: "already", person: personOf(found) };
  return null;
}

/** Who a door code names and whether they can be checked in ('ready'), changing nothing. */
export async function lookUpCode(
  database: Database,
  event: EventRecord,
  code: string,
  timeZone: string,
  now = new Date(),
): Promise<CheckInOutcome> {
  const found = await targetOf(database, event, { code }, timeZone, now);
  if ("kind" in found) return found;
  return notAtTheDoor(found) ?? { kind: "ready", person: personOf(found) };
}

export async function checkIn(
  database: Database,
  event: EventRecord,
  target: CheckInTarget,
  actor: Actor,
  timeZone: string,
  now = new Date(),
): Promise<CheckInOutcome> {
  try {
    const found = await targetOf(database, event, target, timeZone, now);
    if ("kind" in found) return found;
    const refused = notAtTheDoor(found);
    if (refused) return refused;
    // Only the first of two phones scanning one code at once checks the person in.
    const checkedIn = await database.transaction(async (tx) => {
      const [row] = await tx
        .update(eventRegistrations)
        .set({ checkedInAt: now, checkedInBy: actor.email })
        .where(
          and(
            eq(eventRegistrations.id, found.id),
            eq(eventRegistrations.status, "confirmed"),
            isNull(eventRegistrations.checkedInAt),
          ),
        )
        .returning();
      if (row) {
        await recordActivity(tx, attendeeActivity(actor, "checked in an attendee of", event));
      }
      return row;
    });
    if (checkedIn) return { kind: "checked-in", person: personOf(checkedIn) };
    const [current] = await database.select().from(eventRegistrations).where(eq(eventRegistrations.id, found.id));
    if (!current) return { kind: "invalid" };
    if (current.status === "cancelled") return { kind: "cancelled", person: personOf(current) };
    return { kind: "already", person: personOf(current) };
  } catch (error) {
    console.error(`[registrations] check-in at event ${event.id} failed: ${terminalSafe((error as Error).message)}`);
    return { kind: "failed" };
  }
}

/** Takes a check-in back (a wrong person tapped). False when there was none to take back. */
export async function undoCheckIn(
  database: Database,
  event: EventRecord,
  registrationId: string,
  actor: Actor,
): Promise<boolean> {
  if (!isRecordId(registrationId)) return false;
  return database.transaction(async (tx) => {
    const [row] = await tx
      .update(eventRegistrations)
      .set({ checkedInAt: null, checkedInBy: null })
      .where(
        and(
          eq(eventRegistrations.id, registrationId),
          eq(eventRegistrations.eventId, event.id),
          isNotNull(eventRegistrations.checkedInAt),
        ),
      )
      .returning({ id: eventRegistrations.id });
    if (!row) return false;
    await recordActivity(tx, attendeeActivity(actor, "took back the check-in of an attendee of", event));
    return true;
  });
}
