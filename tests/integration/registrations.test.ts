import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { contentStore } from "~/features/admin/store.server";
import { eventsServer } from "~/features/events/collection.server";
import { events } from "~/features/events/table";
import { newsletterSubscriptions } from "~/features/newsletter/table";
import { mailContext } from "~/features/registrations/mail.server";
import {
  cancelRegistration,
  type RegisterOutcome,
  type RegistrationInput,
  register,
} from "~/features/registrations/register.server";
import { eventRegistrations } from "~/features/registrations/table";
import { registrationToken, tokenRegistrationId, tokenSigned } from "~/features/registrations/tokens.server";
import { type Database, openDatabase } from "~/lib/db/client.server";
import { outboxMessages } from "~/lib/db/schema";
import { testEngine, withTestDatabase } from "./support/database";

const database = withTestDatabase();
const context = () => mailContext({ clubName: "KFUPM Aerospace Club", timeZone: "Asia/Riyadh" });
const store = contentStore([eventsServer]);
const chair = { admin: { email: "chair@example.org" } } as const;

const quiet = vi
  .spyOn(console, "error")
  .mockImplementation((...args) => process.env.SHOW_ERRORS && process.stderr.write(`${args.join(" ")}\n`));
afterAll(() => quiet.mockRestore());

beforeEach(async () => {
  await database().db.delete(outboxMessages);
  await database().db.delete(events);
});

/** A day `days` from now, as events store their dates. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

let made = 0;
async function siteEvent(values: Partial<typeof events.$inferInsert> = {}) {
  made += 1;
  const [event] = await database()
    .db.insert(events)
    .values({
      title: `Rocket workshop ${made}`,
      slug: `rocket-workshop-${made}`,
      description: "Build and fly a water rocket.",
      date: dayFromNow(10),
      time: "17:00",
      location: "Building 22",
      registrationMode: "site",
      maxAttendees: 40,
      ...values,
    })
    .returning();
  if (!event) throw new Error("no event");
  return event;
}

const person = (n: number, extra: Partial<RegistrationInput> = {}): RegistrationInput => ({
  name: `Student ${n}`,
  email: `student${n}@example.org`,
  answers: [],
  newsletter: false,
  ...extra,
});

async function registrationsOf(eventId: string) {
  return database()
    .db.select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(asc(eventRegistrations.seq));
}

async function attendeesOf(eventId: string) {
  const [row] = await database()
    .db.select({ current: events.currentAttendees })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.current;
}

async function mailTo(address: string) {
  return database().db.select().from(outboxMessages).where(eq(outboxMessages.toAddress, address));
}

describe(`registration on ${testEngine === "postgres" ? "two instances of one PostgreSQL" : "the embedded database"}`, () => {
  for (const waitlist of [true, false]) {
    it(`confirms exactly 40 of 200 people at once for 40 seats, the rest ${waitlist ? "waitlisted" : "refused"}`, async () => {
      const event = await siteEvent({ waitlist });
      // A second instance has its own connections to the same database.
      const second: { db: Database; close(): Promise<void> } =
        testEngine === "postgres" ? openDatabase(database().target) : { db: database().db, close: async () => {} };
      try {
        const outcomes = await Promise.all(
          Array.from({ length: 200 }, (_, n) =>
            register(n % 2 === 0 ? database().db : second.db, event.id, person(n), context()),
          ),
        );
        const kinds = outcomes.map((outcome) => outcome.kind);
        expect(kinds.filter((kind) => kind === "confirmed")).toHaveLength(40);
        expect(kinds.filter((kind) => kind === (waitlist ? "waitlisted" : "full"))).toHaveLength(160);
        const stored = await registrationsOf(event.id);
        // Every success answer is stored, as answered; nothing refused is.
        const answered = outcomes.flatMap((outcome) =>
          outcome.kind === "confirmed" || outcome.kind === "waitlisted"
            ? [{ id: outcome.registration.id, status: outcome.kind }]
            : [],
        );
        expect(
          stored.map((row) => ({ id: row.id, status: row.status })).sort((a, b) => a.id.localeCompare(b.id)),
        ).toEqual(answered.sort((a, b) => a.id.localeCompare(b.id)));
        expect(await attendeesOf(event.id)).toBe(40);
        if (waitlist) {
          // First come, first served: the positions answered are 1…160, each once.
          const positions = outcomes.flatMap((outcome) => (outcome.kind === "waitlisted" ? [outcome.position] : []));
          expect(positions.sort((a, b) => a - b)).toEqual(Array.from({ length: 160 }, (_, i) => i + 1));
        }
        // One email for each registration stored, queued with it.
        const [mails] = await database().db.select({ n: sql<number>`count(*)::int` }).from(outboxMessages);
        expect(mails?.n).toBe(stored.length);
      } finally {
        await second.close();
      }
    });
  }

  it("gives a freed seat to the first in line, and the next to the next", async () => {
    const event = await siteEvent({ maxAttendees: 2, waitlist: true });
    const outcomes: RegisterOutcome[] = [];
    for (let n = 0; n < 5; n++) outcomes.push(await register(database().db, event.id, person(n), context()));
    expect(outcomes.map((o) => o.kind)).toEqual(["confirmed", "confirmed", "waitlisted", "waitlisted", "waitlisted"]);
    const first = outcomes[0];
    if (first?.kind !== "confirmed") throw new Error("not confirmed");
    const cancelled = await cancelRegistration(database().db, first.registration.id, context(), { visitor: true });
    expect(cancelled).toMatchObject({ kind: "cancelled", promoted: 1 });
    let rows = await registrationsOf(event.id);
    expect(rows.map((row) => [row.name, row.status])).toEqual([
      ["Student 0", "cancelled"],
      ["Student 1", "confirmed"],
      ["Student 2", "confirmed"],
      ["Student 3", "waitlisted"],
      ["Student 4", "waitlisted"],
    ]);
    expect(await attendeesOf(event.id)).toBe(2);
    const promotion = await mailTo("student2@example.org");
    expect(promotion.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^On the waitlist: /),
      expect.stringMatching(/^A seat is yours: /),
    ]);
    // Cancelling again changes nothing.
    expect(await cancelRegistration(database().db, first.registration.id, context(), { visitor: true })).toMatchObject({
      kind: "already",
    });
    // A waitlisted person leaving frees no seat.
    const fifth = outcomes[4];
    if (fifth?.kind !== "waitlisted") throw new Error("not waitlisted");
    expect(await cancelRegistration(database().db, fifth.registration.id, context(), chair)).toMatchObject({
      promoted: 0,
    });
    // The admin raises the limit by one: the next in line (Student 3) gets the seat.
    const [stored] = await database().db.select().from(events).where(eq(events.id, event.id));
    if (!stored) throw new Error("no event");
    const saved = await store.updateRecord(
      database().db,
      eventsServer,
      event.id,
      stored.version,
      { maxAttendees: 3 },
      chair.admin,
    );
    expect(saved.status).toBe("saved");
    rows = await registrationsOf(event.id);
    expect(rows.filter((row) => row.status === "confirmed").map((row) => row.name)).toEqual([
      "Student 1",
      "Student 2",
      "Student 3",
    ]);
    expect(await attendeesOf(event.id)).toBe(3);
  });

  it("answers the same address again with 'already' and sends the confirmation again, counted once", async () => {
    const event = await siteEvent();
    const first = await register(database().db, event.id, person(1, { newsletter: true }), context());
    expect(first.kind).toBe("confirmed");
    const again = await register(
      database().db,
      event.id,
      person(1, { email: " STUDENT1@Example.org ", name: "Someone else" }),
      context(),
    );
    expect(again).toMatchObject({ kind: "already", position: null });
    expect(await registrationsOf(event.id)).toHaveLength(1);
    expect(await attendeesOf(event.id)).toBe(1);
    const mails = await mailTo("student1@example.org");
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Registration confirmed: /),
      expect.stringMatching(/^Registration confirmed: /),
    ]);
    expect(mails[1]?.text).toMatch(/already registered/);
    // The newsletter box subscribed the address.
    const subscribed = await database()
      .db.select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "student1@example.org"));
    expect(subscribed).toHaveLength(1);
  });

  it("sends a confirmation with a calendar invitation that calendars accept and a QR code for the door", async () => {
    const event = await siteEvent();
    const outcome = await register(database().db, event.id, person(7), context());
    if (outcome.kind !== "confirmed") throw new Error("not confirmed");
    const [mail] = await mailTo("student7@example.org");
    const invite = mail?.attachments?.find((file) => file.calendarMethod === "REQUEST");
    const ics = Buffer.from(invite?.base64 ?? "", "base64").toString("utf8");
    expect(ics).toMatch(/^METHOD:REQUEST\r$/m);
    expect(ics).toMatch(new RegExp(`^UID:registration-${outcome.registration.id}@`, "m"));
    expect(ics).toMatch(/^SEQUENCE:0\r$/m);
    expect(ics).toMatch(/^DTSTART:\d{8}T140000Z\r$/m);
    const qr = mail?.attachments?.find((file) => file.contentType === "image/png");
    expect(
      Buffer.from(qr?.base64 ?? "", "base64")
        .subarray(1, 4)
        .toString("ascii"),
    ).toBe("PNG");
    expect(mail?.html).toContain(`cid:${qr?.cid}`);
    expect(mail?.text).toMatch(/Cancel my registration: https?:\/\/\S+\/registrations\/cancel\?token=/);
  });

  it("holds visitors to the registration window and the event's state; an admin may add at the door", async () => {
    const later = await siteEvent({ registrationOpens: `${dayFromNow(3)} 09:00:00` });
    expect(await register(database().db, later.id, person(1), context())).toMatchObject({ kind: "not-yet" });
    const over = await siteEvent({ registrationCloses: `${dayFromNow(-1)} 09:00:00` });
    expect(await register(database().db, over.id, person(1), context())).toEqual({ kind: "closed", reason: "Closed" });
    expect(await register(database().db, over.id, person(1), context(), chair)).toMatchObject({ kind: "confirmed" });
    const cancelled = await siteEvent({ status: "cancelled" });
    expect(await register(database().db, cancelled.id, person(1), context(), chair)).toEqual({
      kind: "closed",
      reason: "Cancelled",
    });
    const external = await siteEvent({ registrationMode: "external" });
    expect(await register(database().db, external.id, person(1), context())).toEqual({ kind: "off-site" });
    const full = await siteEvent({ maxAttendees: 0 });
    expect(await register(database().db, full.id, person(1), context(), chair)).toEqual({ kind: "full" });
    // Nothing refused was stored.
    for (const event of [later, cancelled, external, full]) expect(await registrationsOf(event.id)).toEqual([]);
  });

  it("tells each registered person of a new time, with the invitation's SEQUENCE raised, and of a cancellation", async () => {
    const event = await siteEvent({ maxAttendees: 1, waitlist: true });
    await register(database().db, event.id, person(1), context());
    await register(database().db, event.id, person(2), context());
    const [stored] = await database().db.select().from(events).where(eq(events.id, event.id));
    if (!stored) throw new Error("no event");
    const moved = await store.updateRecord(
      database().db,
      eventsServer,
      event.id,
      stored.version,
      { time: "18:30" },
      chair.admin,
    );
    expect(moved.status).toBe("saved");
    const [update] = (await mailTo("student1@example.org")).filter((mail) => mail.subject.startsWith("Changed"));
    const ics = Buffer.from(update?.attachments?.[0]?.base64 ?? "", "base64").toString("utf8");
    expect(ics).toMatch(/^SEQUENCE:1\r$/m);
    expect(ics).toMatch(/^DTSTART:\d{8}T153000Z\r$/m);
    // The waitlisted person holds no invitation: no update.
    expect((await mailTo("student2@example.org")).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^On the waitlist/),
    ]);
    const [again] = await database().db.select().from(events).where(eq(events.id, event.id));
    if (!again) throw new Error("no event");
    await store.updateRecord(
      database().db,
      eventsServer,
      event.id,
      again.version,
      { status: "cancelled" },
      chair.admin,
    );
    for (const address of ["student1@example.org", "student2@example.org"]) {
      const cancel = (await mailTo(address)).find((mail) => mail.subject.startsWith("Cancelled"));
      const file = cancel?.attachments?.find((attachment) => attachment.calendarMethod === "CANCEL");
      expect(Buffer.from(file?.base64 ?? "", "base64").toString("utf8")).toMatch(/^SEQUENCE:2\r$/m);
    }
  });
});

describe("a registration's codes", () => {
  it("are refused altered, and told apart when used for another event", async () => {
    const event = await siteEvent();
    const other = await siteEvent();
    const outcome = await register(database().db, event.id, person(1), context());
    if (outcome.kind !== "confirmed") throw new Error("not confirmed");
    const registration = outcome.registration;
    const cancel = registrationToken("cancel", registration);
    expect(tokenRegistrationId(cancel)).toBe(registration.id);
    expect(tokenSigned("cancel", cancel, registration)).toBe(true);
    // One purpose each: the cancel link is no door code, and the other way round.
    expect(tokenSigned("check-in", cancel, registration)).toBe(false);
    expect(tokenSigned("cancel", registrationToken("check-in", registration), registration)).toBe(false);
    // Signed for this event only.
    expect(tokenSigned("cancel", cancel, { id: registration.id, eventId: other.id })).toBe(false);
    // Any letter changed.
    for (let i = 0; i < cancel.length; i++) {
      if (cancel[i] === ".") continue;
      const altered = `${cancel.slice(0, i)}${cancel[i] === "A" ? "B" : "A"}${cancel.slice(i + 1)}`;
      const id = tokenRegistrationId(altered);
      expect(id === registration.id && tokenSigned("cancel", altered, registration)).toBe(false);
    }
    expect(tokenRegistrationId("not a code")).toBeNull();
    const [row] = await database()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(eventRegistrations)
      .where(and(eq(eventRegistrations.eventId, other.id)));
    expect(row?.n).toBe(0);
  });
});
