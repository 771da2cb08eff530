import { and, asc, eq, inArray, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { collectionServers } from "~/collections.server";
import { contentStore } from "~/content/store.server";
import { events } from "~/features/events/table";
import { newsletterSubscriptions } from "~/features/newsletter/table";
import { questionsMark } from "~/features/registrations/asked";
import { mailContext, registrationMailKinds } from "~/features/registrations/mail.server";
import {
  cancelRegistration,
  lineOf,
  type RegisterOutcome,
  type RegistrationInput,
  register,
} from "~/features/registrations/register.server";
import type { RegistrationReply } from "~/features/registrations/registration-form";
import { eventRegistrations } from "~/features/registrations/table";
import { registrationToken, tokenRegistrationId, tokenSigned } from "~/features/registrations/tokens.server";
import { eraseOldRegistrants, queueReminders } from "~/features/registrations/upkeep.server";
import { type Database, openDatabase } from "~/lib/db/client.server";
import { outboxMessages } from "~/lib/db/schema";
import * as cancelPage from "~/routes/public/cancel-registration";
import * as eventPage from "~/routes/public/event";
import { answerOf } from "../support/answers";
import { testEngine, whileRefusingUpdates, withTestDatabase } from "./support/database";

const database = withTestDatabase();
const context = () => mailContext({ clubName: "KFUPM Aerospace Club", timeZone: "Asia/Riyadh" });
// The events as the registry has them: with the registrations that follow their changes.
const eventsServer = collectionServers.events;
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

/** The emails a registration sent `address` (the newsletter box's confirmation is the newsletter's). */
async function mailTo(address: string) {
  return database()
    .db.select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.toAddress, address), inArray(outboxMessages.kind, [...registrationMailKinds])))
    .orderBy(asc(outboxMessages.createdAt));
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
    // The person's calendar entry is cancelled by a newer version of it.
    const [cancelMail] = (await mailTo("student0@example.org")).filter(
      (mail) => mail.kind === "registration-cancelled",
    );
    const cancelFile = cancelMail?.attachments?.find((file) => file.calendarMethod === "CANCEL");
    const cancelIcs = Buffer.from(cancelFile?.base64 ?? "", "base64").toString("utf8");
    expect(cancelIcs).toMatch(/^METHOD:CANCEL\r$/m);
    expect(cancelIcs).toMatch(/^SEQUENCE:1\r$/m);
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
    expect(again).toMatchObject({ kind: "already", position: null, resent: true });
    expect(await registrationsOf(event.id)).toHaveLength(1);
    expect(await attendeesOf(event.id)).toBe(1);
    const mails = await mailTo("student1@example.org");
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Registration confirmed: /),
      expect.stringMatching(/^Registration confirmed: /),
    ]);
    expect(mails[1]?.text).toMatch(/already registered/);
    // Typed again and again, the address is sent no more than three emails in an hour.
    expect(await register(database().db, event.id, person(1), context())).toMatchObject({ resent: true });
    expect(await register(database().db, event.id, person(1), context())).toMatchObject({
      kind: "already",
      resent: false,
    });
    expect(await mailTo("student1@example.org")).toHaveLength(3);
    // The newsletter box subscribed the address.
    const subscribed = await database()
      .db.select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "student1@example.org"));
    expect(subscribed).toHaveLength(1);
  });

  it("places a new registration by the seats taken, the line, the last number, the door codes given and the addresses known", async () => {
    const event = await siteEvent({ maxAttendees: 1, waitlist: true });
    expect(await lineOf(database().db, event.id, "K7M4Q2", "student1@example.org")).toEqual({
      confirmed: 0,
      waiting: 0,
      lastSeq: 0,
      codeTaken: false,
      known: false,
    });
    await register(database().db, event.id, person(1), context());
    await register(database().db, event.id, person(2), context());
    const [first, second] = await registrationsOf(event.id);
    const given = [first?.doorCode, second?.doorCode];
    expect(given[0]).not.toBe(given[1]);
    // A code no registration of the event holds.
    const unused = ["ZZZZZZ", "YYYYYY", "XXXXXX"].find((code) => !given.includes(code)) ?? "";
    for (const code of given) {
      expect(await lineOf(database().db, event.id, code ?? "", "student3@example.org")).toMatchObject({
        codeTaken: true,
        known: false,
      });
    }
    expect(await lineOf(database().db, event.id, unused, "student2@example.org")).toEqual({
      confirmed: 1,
      waiting: 1,
      lastSeq: 2,
      codeTaken: false,
      known: true,
    });
  });

  it("takes a registration again after a cancellation as a new one, keeping the cancelled one; refused, it changes nothing", async () => {
    const event = await siteEvent({ maxAttendees: 1 });
    const first = await register(database().db, event.id, person(1), context());
    if (first.kind !== "confirmed") throw new Error("not confirmed");
    await cancelRegistration(database().db, first.registration.id, context(), { visitor: true });
    expect((await register(database().db, event.id, person(2), context())).kind).toBe("confirmed");
    const before = await registrationsOf(event.id);
    // Full, without a waitlist: refused, and the cancelled registration is as it was.
    expect(await register(database().db, event.id, person(1), context())).toEqual({ kind: "full" });
    expect(await registrationsOf(event.id)).toEqual(before);

    const second = before.find((row) => row.name === "Student 2");
    await cancelRegistration(database().db, second?.id ?? "", context(), { visitor: true });
    const again = await register(database().db, event.id, person(1, { newsletter: true }), context());
    expect(again.kind).toBe("confirmed");
    const rows = await registrationsOf(event.id);
    expect(rows.map((row) => [row.name, row.status, row.emailKey])).toEqual([
      ["Student 1", "cancelled", null],
      ["Student 2", "cancelled", "student2@example.org"],
      ["Student 1", "confirmed", "student1@example.org"],
    ]);
    expect(await attendeesOf(event.id)).toBe(1);
    // The first registration's emails are still its own, to go with the registrants' data.
    const mails = await mailTo("student1@example.org");
    expect(new Set(mails.map((mail) => mail.sourceId))).toEqual(
      new Set([first.registration.id, again.kind === "confirmed" ? again.registration.id : ""]),
    );
  });

  it("subscribes a registered person who ticks the newsletter box when registering again", async () => {
    const event = await siteEvent();
    await register(database().db, event.id, person(3), context());
    expect(await register(database().db, event.id, person(3, { newsletter: true }), context())).toMatchObject({
      kind: "already",
    });
    const subscribed = await database()
      .db.select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "student3@example.org"));
    expect(subscribed).toHaveLength(1);
    // As the newsletter's own form does, the box asks the address to confirm before any issue is sent.
    expect(subscribed[0]?.confirmedAt).toBeNull();
    const asked = await database()
      .db.select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.toAddress, "student3@example.org"), eq(outboxMessages.kind, "newsletter-confirmation")),
      );
    expect(asked).toHaveLength(1);
    expect(asked[0]?.text).toContain("/newsletter/confirm?token=");
  });

  it("sends a confirmation with a calendar invitation that calendars accept and a QR code for the door", async () => {
    const event = await siteEvent();
    const outcome = await register(
      database().db,
      event.id,
      person(7, { name: 'Ali: "Team" Lead, Jr.; ^ROLE' }),
      context(),
    );
    if (outcome.kind !== "confirmed") throw new Error("not confirmed");
    const [mail] = await mailTo("student7@example.org");
    const invite = mail?.attachments?.find((file) => file.calendarMethod === "REQUEST");
    const ics = Buffer.from(invite?.base64 ?? "", "base64").toString("utf8");
    expect(ics).toMatch(/^METHOD:REQUEST\r$/m);
    expect(ics).toMatch(new RegExp(`^UID:registration-${outcome.registration.id}@`, "m"));
    expect(ics).toMatch(/^SEQUENCE:0\r$/m);
    expect(ics).toMatch(/^DTSTART:\d{8}T140000Z\r$/m);
    // A calendar reads the person's name whole, whatever it holds.
    const vevent = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent("vevent");
    const attendee = vevent?.getFirstProperty("attendee");
    expect(attendee?.getParameter("cn")).toBe('Ali: "Team" Lead, Jr.; ^ROLE');
    expect(attendee?.getParameter("role")).toBe("REQ-PARTICIPANT");
    expect(attendee?.getFirstValue()).toBe("mailto:student7@example.org");
    expect(vevent?.getFirstProperty("organizer")?.getParameter("cn")).toBe("KFUPM Aerospace Club");
    const qr = mail?.attachments?.find((file) => file.contentType === "image/png");
    expect(
      Buffer.from(qr?.base64 ?? "", "base64")
        .subarray(1, 4)
        .toString("ascii"),
    ).toBe("PNG");
    expect(mail?.html).toContain(`cid:${qr?.cid}`);
    expect(mail?.text).toMatch(/Cancel my registration: https?:\/\/\S+\/registrations\/cancel\?token=/);
  });

  it("writes what a person wrote in Arabic right to left in the email, each answer in its own direction", async () => {
    const event = await siteEvent();
    await register(
      database().db,
      event.id,
      person(8, {
        name: "ريم العتيبي",
        answers: [
          { question: "التخصص", answer: "هندسة الطيران" },
          { question: "Major", answer: "Aerospace" },
        ],
      }),
      context(),
    );
    const [mail] = await mailTo("student8@example.org");
    expect(mail?.html).toContain('<div dir="auto">Name: ريم العتيبي</div>');
    expect(mail?.html).toContain('<div dir="auto">التخصص: هندسة الطيران</div>');
    expect(mail?.html).toContain('<div dir="auto">Major: Aerospace</div>');
    expect(mail?.text).toContain(
      "As typed in the registration form:\n> Name: ريم العتيبي\n> التخصص: هندسة الطيران\n> Major: Aerospace",
    );
  });

  it("shows what a stranger typed short and set apart, never as the club's words", async () => {
    const event = await siteEvent();
    const pitch = "URGENT: your student account is suspended. Call +1 555 0100 and give your password to the club";
    await register(
      database().db,
      event.id,
      person(9, { name: pitch.slice(0, 200), answers: [{ question: "Major", answer: "x".repeat(500) }] }),
      context(),
    );
    const [mail] = await mailTo("student9@example.org");
    // The greeting names no one: the name is only in the box of what was typed.
    expect(mail?.text?.startsWith("Hello,\n")).toBe(true);
    expect(mail?.html).toContain('<p style="margin:0 0 16px">Hello,</p>');
    expect(mail?.text).not.toContain(pitch);
    expect(mail?.text).toContain(`> Name: ${pitch.slice(0, 79)}…`);
    expect(mail?.text).toContain(`> Major: ${"x".repeat(79)}…`);
    expect(mail?.html).toContain("As typed in the registration form:");
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
  });
});

describe("the event page's registration form", () => {
  const post = (slug: string, fields: Record<string, string>, clientIp?: string) =>
    answerOf<RegistrationReply>(
      eventPage.action({
        request: new Request(`http://localhost:3000/events/${slug}`, {
          method: "POST",
          body: new URLSearchParams(fields),
        }),
        params: { slug },
        context: clientIp ? { clientIp } : {},
      } as never),
    );
  const valid = { name: "Laila Al-Amri", email: "laila@example.org", q0: "202100001", q1: "M" };

  it("refuses what is wrong next to its field, writing nothing; then registers, saying no email will come", async () => {
    const event = await siteEvent({
      questions: [
        { label: "Student ID", choices: null, required: true },
        { label: "T-shirt size", choices: ["S", "M", "L"], required: true },
        { label: "Diet", choices: null, required: false },
      ],
    });
    const refused = await post(event.slug, {
      name: " ",
      email: "not an address",
      q0: "",
      q1: "XXL",
      q2: "x".repeat(501),
    });
    expect(refused.status).toBe(400);
    expect(refused.reply?.errors).toEqual({
      name: ["Full Name is required"],
      email: ["Please enter a valid email address"],
      q0: ["Student ID is required"],
      q1: ["Choose one of: S, M, L"],
      q2: ["Diet must be at most 500 characters"],
    });
    expect(refused.reply?.values).toMatchObject({ email: "not an address", q1: "XXL" });
    expect(await registrationsOf(event.id)).toEqual([]);

    const trap = await post(event.slug, { ...valid, leave_empty: "spam" });
    expect(trap.status).toBe(400);
    expect(await registrationsOf(event.id)).toEqual([]);

    // No mail server is configured in the tests: the page says no email will come.
    const accepted = await post(event.slug, { ...valid, newsletter: "on" });
    expect(accepted.status).toBe(200);
    expect(accepted.reply?.message).toEqual({
      title: "You're registered!",
      description: "No email will come: this site sends no mail at the moment. At the door, give your name.",
      variant: "success",
    });
    const [stored] = await registrationsOf(event.id);
    expect(stored).toMatchObject({
      name: "Laila Al-Amri",
      email: "laila@example.org",
      status: "confirmed",
      answers: [
        { question: "Student ID", answer: "202100001" },
        { question: "T-shirt size", answer: "M" },
        { question: "Diet", answer: "" },
      ],
    });
  });

  it("asks again, storing nothing, when the questions changed while the form was being filled in", async () => {
    const before = [
      { label: "T-shirt size", choices: ["S", "M", "L"], required: true },
      { label: "Student ID", choices: null, required: true },
    ];
    const event = await siteEvent({ questions: before });
    // The admin puts the questions the other way round: a form filled in before would store a size
    // as a student ID.
    const now = [...before].reverse();
    await database().db.update(events).set({ questions: now }).where(eq(events.id, event.id));
    const stale = await post(event.slug, { ...valid, q0: "M", q1: "202100001", asked: questionsMark(before) });
    expect(stale.status).toBe(409);
    expect(stale.reply).toMatchObject({
      outcome: "questions-changed",
      message: { title: "The questions have changed" },
      values: { name: valid.name, email: valid.email },
    });
    expect(stale.reply?.values).not.toHaveProperty("q0");
    expect(await registrationsOf(event.id)).toEqual([]);

    const fresh = await post(event.slug, { ...valid, q0: "202100001", q1: "M", asked: questionsMark(now) });
    expect(fresh.status).toBe(200);
    expect((await registrationsOf(event.id))[0]?.answers).toEqual([
      { question: "Student ID", answer: "202100001" },
      { question: "T-shirt size", answer: "M" },
    ]);
  });

  it("takes as many posts from one address as the contact form does, then 429", async () => {
    const event = await siteEvent({ maxAttendees: null });
    const ip = "198.51.100.77";
    const limit = Number(process.env.FORM_RATE_LIMIT ?? 10);
    for (let n = 0; n < limit; n++) {
      expect((await post(event.slug, { ...valid, email: `p${n}@example.org` }, ip)).status).toBe(200);
    }
    const over = await post(event.slug, { ...valid, email: "one-more@example.org" }, ip);
    expect(over.status).toBe(429);
    expect(await registrationsOf(event.id)).toHaveLength(limit);
  });

  it("answers an address already registered as a first registration, telling no one who is registered", async () => {
    const event = await siteEvent({ maxAttendees: 2, waitlist: true });
    const first = await post(event.slug, valid);
    const repeat = await post(event.slug, { ...valid, name: "Someone Else", email: " LAILA@example.org " });
    // The same status, outcome and message as a first registration's; nothing says 'already'.
    expect(repeat.status).toBe(first.status);
    expect(repeat.reply).toMatchObject({ outcome: "confirmed", message: first.reply?.message, reset: true });
    expect(JSON.stringify(repeat.reply)).not.toMatch(/already/i);
    expect(await registrationsOf(event.id)).toHaveLength(1);
    // The event full, a first registration joins the waitlist: so is a repeat answered.
    await post(event.slug, { ...valid, email: "second@example.org" });
    const newcomer = await post(event.slug, { ...valid, email: "third@example.org" });
    const again = await post(event.slug, valid);
    expect(newcomer.reply?.outcome).toBe("waitlisted");
    expect(again.status).toBe(newcomer.status);
    expect(again.reply).toMatchObject({ outcome: "waitlisted", message: newcomer.reply?.message });
    // The address's owner is told the truth, by email.
    const told = await mailTo("laila@example.org");
    expect(told.at(-1)?.text).toMatch(/Someone, probably you, entered this address on the registration form/);
    expect(told.at(-1)?.text).toMatch(/You are already registered/);
  });

  it("answers with the seats and the attendees as the registration left them", async () => {
    const event = await siteEvent({ maxAttendees: 2, waitlist: true });
    const first = await post(event.slug, valid);
    expect(first.reply).toMatchObject({
      outcome: "confirmed",
      registration: { kind: "open", seatsLeft: 1 },
      attendees: 1,
    });
    const last = await post(event.slug, { ...valid, email: "second@example.org" });
    expect(last.reply).toMatchObject({ outcome: "confirmed", registration: { kind: "waitlist" }, attendees: 2 });
    const waiting = await post(event.slug, { ...valid, email: "third@example.org" });
    expect(waiting.reply).toMatchObject({ outcome: "waitlisted", registration: { kind: "waitlist" }, attendees: 2 });
    const [stored] = await database().db.select().from(events).where(eq(events.id, event.id));
    expect(stored?.currentAttendees).toBe(2);
  });

  it("answers a full event, a closed one and one that registers elsewhere without storing anything", async () => {
    const full = await siteEvent({ maxAttendees: 0 });
    expect((await post(full.slug, valid)).reply?.message.title).toBe("This event is full");
    const closed = await siteEvent({ registrationCloses: `${dayFromNow(-1)} 10:00:00` });
    expect((await post(closed.slug, valid)).reply?.message.title).toBe("Registration is closed");
    const external = await siteEvent({ registrationMode: "external" });
    expect((await post(external.slug, valid)).reply?.message).toMatchObject({ title: "Registration Unavailable" });
    for (const event of [full, closed, external]) expect(await registrationsOf(event.id)).toEqual([]);
  });
});

describe("the cancel link's page", () => {
  const open = (token: string) =>
    answerOf<{ state: string }>(
      cancelPage.loader({
        request: new Request(`http://localhost:3000/registrations/cancel?token=${encodeURIComponent(token)}`),
        params: {},
        context: {},
      } as never),
    );
  const confirm = (token: string) =>
    answerOf<{ state: string }>(
      cancelPage.action({
        request: new Request("http://localhost:3000/registrations/cancel", {
          method: "POST",
          body: new URLSearchParams({ token }),
        }),
        params: {},
        context: {},
      } as never),
    );

  it("asks first, cancels once, then says so; refuses a changed link and one whose event has started", async () => {
    const event = await siteEvent();
    const outcome = await register(database().db, event.id, person(1), context());
    if (outcome.kind !== "confirmed") throw new Error("not confirmed");
    const token = registrationToken("cancel", outcome.registration);
    // Opening the link (or a mail scanner fetching it) cancels nothing.
    expect((await open(token)).reply?.state).toBe("confirm");
    expect((await registrationsOf(event.id))[0]?.status).toBe("confirmed");
    expect((await confirm(token)).reply?.state).toBe("cancelled");
    expect((await registrationsOf(event.id))[0]?.status).toBe("cancelled");
    expect(await open(token)).toMatchObject({ status: 410, reply: { state: "used" } });
    expect((await confirm(token)).reply?.state).toBe("used");
    // The door code is no cancel link.
    expect(await open(registrationToken("check-in", outcome.registration))).toMatchObject({
      status: 404,
      reply: { state: "invalid" },
    });

    const started = await siteEvent({ date: dayFromNow(0), time: "00:00" });
    const late = await register(database().db, started.id, person(2), context(), chair);
    if (late.kind !== "confirmed") throw new Error("not confirmed");
    const lateToken = registrationToken("cancel", late.registration);
    expect(await open(lateToken)).toMatchObject({ status: 410, reply: { state: "expired" } });
    expect((await confirm(lateToken)).reply?.state).toBe("expired");
    expect((await registrationsOf(started.id))[0]?.status).toBe("confirmed");
  });

  it("asks again, saying so, when the cancellation cannot be made", async () => {
    const event = await siteEvent();
    const outcome = await register(database().db, event.id, person(3), context());
    if (outcome.kind !== "confirmed") throw new Error("not confirmed");
    const token = registrationToken("cancel", outcome.registration);
    const refused = await whileRefusingUpdates(database().db, "event_registrations", () => confirm(token));
    expect(refused).toMatchObject({ status: 500, reply: { state: "confirm", failed: true } });
    expect((await registrationsOf(event.id))[0]?.status).toBe("confirmed");
    // Once the database takes it again, the same link cancels.
    expect((await confirm(token)).reply?.state).toBe("cancelled");
  });
});

describe("over time", () => {
  it("reminds everyone confirmed the day before, once, however many instances look", async () => {
    const now = new Date();
    const soon = new Date(now.getTime() + 20 * 3_600_000);
    const riyadh = new Date(soon.getTime() + 3 * 3_600_000).toISOString();
    const event = await siteEvent({ date: riyadh.slice(0, 10), time: riyadh.slice(11, 16) });
    const early = await register(
      database().db,
      event.id,
      person(1),
      context(),
      chair,
      new Date(now.getTime() - 3 * 86_400_000),
    );
    const late = await register(database().db, event.id, person(2), context());
    expect([early.kind, late.kind]).toEqual(["confirmed", "confirmed"]);
    const later = await siteEvent({ date: dayFromNow(5) });
    await register(database().db, later.id, person(3), context());
    const counts = await Promise.all([
      queueReminders(database().db, context(), now),
      queueReminders(database().db, context(), now),
    ]);
    expect(counts.sort()).toEqual([0, 1]);
    expect((await mailTo("student1@example.org")).map((mail) => mail.subject)).toContain(`Tomorrow: ${event.title}`);
    // Confirmed within the last day: the confirmation was the reminder.
    expect((await mailTo("student2@example.org")).map((mail) => mail.subject)).not.toContain(
      `Tomorrow: ${event.title}`,
    );
    // An event further off is not reminded yet.
    expect((await mailTo("student3@example.org")).map((mail) => mail.subject)).not.toContain(
      `Tomorrow: ${later.title}`,
    );
  });

  it("removes the registrants' data the set number of days after the event, keeping the counts", async () => {
    const old = await siteEvent({ date: dayFromNow(-200), maxAttendees: 1, waitlist: true });
    const recent = await siteEvent({ date: dayFromNow(-10) });
    for (const event of [old, recent]) {
      await register(database().db, event.id, person(1), context(), chair);
      await register(database().db, event.id, person(2), context(), chair);
    }
    const mailOf = async (eventId: string) => {
      const ids = (await registrationsOf(eventId)).map((row) => row.id);
      return database().db.select().from(outboxMessages).where(inArray(outboxMessages.sourceId, ids));
    };
    expect(await mailOf(old.id)).toHaveLength(2);
    expect(await eraseOldRegistrants(database().db, 180, "Asia/Riyadh")).toBe(1);
    const erased = await registrationsOf(old.id);
    expect(erased.map((row) => [row.status, row.name, row.email, row.answers])).toEqual([
      ["confirmed", null, null, null],
      ["waitlisted", null, null, null],
    ]);
    expect(await attendeesOf(old.id)).toBe(1);
    // The emails the site kept of them go too.
    expect(await mailOf(old.id)).toEqual([]);
    expect((await registrationsOf(recent.id)).map((row) => row.name)).toEqual(["Student 1", "Student 2"]);
    expect(await mailOf(recent.id)).toHaveLength(2);
    // Once only.
    expect(await eraseOldRegistrants(database().db, 180, "Asia/Riyadh")).toBe(0);
  });

  it("removes the emails of a deleted event's registrants once sent, and those that were being sent", async () => {
    const { db } = database();
    const deleted = await siteEvent();
    await register(db, deleted.id, person(1), context());
    await register(db, deleted.id, person(2), context());
    const old = await siteEvent({ date: dayFromNow(-200) });
    await register(db, old.id, person(3), context(), chair);
    await db.insert(outboxMessages).values({ kind: "contact", subject: "Hello", text: "A contact message." });
    expect((await store.deleteRecord(db, eventsServer, deleted.id, chair.admin)).status).toBe("saved");
    // Those registered were told, and the emails wait to be sent.
    expect((await mailTo("student1@example.org")).map((mail) => mail.subject)).toContain(`Cancelled: ${deleted.title}`);
    // One of the old event's emails is being sent as its registrants are removed.
    await db
      .update(outboxMessages)
      .set({ status: "sending" })
      .where(eq(outboxMessages.toAddress, "student3@example.org"));
    expect(await eraseOldRegistrants(db, 180, "Asia/Riyadh")).toBe(1);
    const waiting = await db
      .select({ to: outboxMessages.toAddress, status: outboxMessages.status })
      .from(outboxMessages);
    expect(waiting.map((mail) => mail.to).sort()).toEqual(
      [
        null,
        "student1@example.org",
        "student1@example.org",
        "student2@example.org",
        "student2@example.org",
        "student3@example.org",
      ].sort(),
    );

    // Sent: at the next look they go, the contact message stays.
    await db
      .update(outboxMessages)
      .set({ status: "sent" })
      .where(inArray(outboxMessages.status, ["queued", "sending"]));
    expect(await eraseOldRegistrants(db, 180, "Asia/Riyadh")).toBe(0);
    expect((await db.select().from(outboxMessages)).map((mail) => mail.kind)).toEqual(["contact"]);
  });
});
