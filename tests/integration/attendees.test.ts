import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { events } from "~/features/events/table";
import { mailContext, messageToAttendeeMail } from "~/features/registrations/mail.server";
import type { AttendeeReply } from "~/features/registrations/record";
import { register, registrantOf } from "~/features/registrations/register.server";
import { eventRegistrations } from "~/features/registrations/table";
import { registrationToken } from "~/features/registrations/tokens.server";
import { activityLog, outboxMessages } from "~/lib/db/schema";
import { action as attendeesAction, loader as attendeesLoader } from "~/routes/admin/attendees";
import { loader as csvLoader } from "~/routes/admin/attendees-csv";
import { action as checkInAction, loader as checkInLoader } from "~/routes/admin/check-in";
import { answerOf } from "../support/answers";
import { personaCookies } from "./support/accounts";
import { postTo } from "./support/admin-actions";
import { whileRefusingUpdates, withTestDatabase } from "./support/database";

/** The admin's side of an event's registrations: the list, add, remove, email, CSV and the door. */
const database = withTestDatabase();
const context = () => mailContext({ clubName: "KFUPM Aerospace Club", timeZone: "Asia/Riyadh" });

let cookie = "";
let eventId = "";
const quiet = vi.spyOn(console, "info").mockImplementation(() => {});
afterAll(() => quiet.mockRestore());

beforeAll(async () => {
  const { db } = database();
  cookie = (await personaCookies(db)).admin;
  const [event] = await db
    .insert(events)
    .values({
      title: "Avionics night",
      slug: "avionics-night",
      description: "Solder a flight computer.",
      date: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      time: "18:00",
      location: "Lab 3",
      registrationMode: "site",
      maxAttendees: 2,
      waitlist: true,
      questions: [{ label: "Student ID", choices: null, required: true }],
    })
    .returning();
  eventId = event?.id ?? "";
});

const path = () => `/admin-kfupm-aero/events/${eventId}/attendees`;
const post = (fields: Record<string, string>) =>
  postTo<AttendeeReply>(attendeesAction, path(), fields, cookie, { id: eventId });
const door = (fields: Record<string, string>) =>
  postTo<AttendeeReply>(checkInAction, path().replace("attendees", "check-in"), fields, cookie, { id: eventId });

async function rows() {
  return database()
    .db.select()
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, eventId))
    .orderBy(eventRegistrations.seq);
}

async function lastActivity() {
  const [entry] = await database()
    .db.select()
    .from(activityLog)
    .orderBy(desc(activityLog.at), desc(activityLog.id))
    .limit(1);
  return entry;
}

describe("an event's attendees, for an admin", () => {
  it("adds someone by hand, refuses what is wrong next to its field, and logs who did it", async () => {
    const refused = await post({ intent: "add", name: "", email: "nope" });
    expect(refused.status).toBe(400);
    expect(refused.reply?.errors).toEqual({
      name: ["Full Name is required"],
      email: ["Please enter a valid email address"],
    });
    // Said by the form that sent it, with what was typed (a page without JavaScript shows them).
    expect(refused.reply).toMatchObject({ form: "add", values: { email: "nope" } });
    expect(await rows()).toEqual([]);

    // The answers are the admin's to give or not.
    const added = await post({ intent: "add", name: "Sami Al-Otaibi", email: "sami@example.org" });
    expect(added.reply?.toast?.description).toBe("Sami Al-Otaibi is registered");
    expect((await rows()).map((row) => [row.name, row.status, row.addedBy])).toEqual([
      ["Sami Al-Otaibi", "confirmed", "admin@example.org"],
    ]);
    expect(await lastActivity()).toMatchObject({
      actorEmail: "admin@example.org",
      kind: "attendees",
      action: "added",
      subjectType: "registration",
      subjectTitle: "Avionics night",
    });
    // Who registered is not kept in the log, which outlives the registrants' data.
    expect(JSON.stringify(await lastActivity())).not.toMatch(/sami/i);
  });

  it("lists by status and search, and exports CSV that a spreadsheet cannot run", async () => {
    await register(
      database().db,
      eventId,
      {
        name: '=HYPERLINK("http://evil.example")',
        email: "formula@example.org",
        answers: [{ question: "Student ID", answer: "+123" }],
        newsletter: false,
      },
      context(),
    );
    await register(
      database().db,
      eventId,
      {
        name: "Maha",
        email: "maha@example.org",
        answers: [{ question: "Student ID", answer: "202200002" }],
        newsletter: false,
      },
      context(),
    );
    const page = async (query: string) =>
      (
        await answerOf<{ items: { name: string }[]; counts: Record<string, number> }>(
          attendeesLoader({
            request: new Request(`http://localhost:3000${path()}${query}`, { headers: { cookie } }),
            params: { id: eventId },
            context: {},
          } as never),
        )
      ).reply;
    const all = await page("");
    expect(all?.items.map((item) => item.name)).toEqual([
      "Sami Al-Otaibi",
      '=HYPERLINK("http://evil.example")',
      "Maha",
    ]);
    expect(all?.counts).toEqual({ confirmed: 2, waitlisted: 1, cancelled: 0, checkedIn: 0 });
    expect((await page("?status=waitlisted"))?.items.map((item) => item.name)).toEqual(["Maha"]);
    expect((await page("?q=SAMI"))?.items.map((item) => item.name)).toEqual(["Sami Al-Otaibi"]);
    expect((await page("?q=%25"))?.items).toEqual([]);

    const csv = await csvLoader({
      request: new Request(`http://localhost:3000${path()}.csv`, { headers: { cookie } }),
      params: { id: eventId },
      context: {},
    } as never);
    expect(csv.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe("name,email,status,registered_at,checked_in_at,added_by,cancelled_at,Student ID");
    expect(lines[2]).toMatch(/^"'=HYPERLINK\(""http:\/\/evil\.example""\)",formula@example\.org,confirmed,.*,'\+123$/);
  });

  it("removes someone, tells them, and gives the seat to the first on the waitlist", async () => {
    const [sami] = await rows();
    const removed = await post({ intent: "remove", id: sami?.id ?? "" });
    expect(removed.reply?.toast?.description).toBe("Registration cancelled; 1 from the waitlist now has a seat");
    expect((await rows()).map((row) => [row.name, row.status])).toEqual([
      ["Sami Al-Otaibi", "cancelled"],
      ['=HYPERLINK("http://evil.example")', "confirmed"],
      ["Maha", "confirmed"],
    ]);
    const told = await database()
      .db.select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, "sami@example.org"));
    expect(told.map((mail) => mail.subject)).toContain("Registration cancelled: Avionics night");
    expect(await post({ intent: "remove", id: sami?.id ?? "" })).toMatchObject({
      status: 409,
      reply: { toast: { description: "This registration is already cancelled." } },
    });
  });

  it("removes from an event's page only that event's registrations", async () => {
    const [other] = await database()
      .db.insert(events)
      .values({
        title: "Other night",
        slug: "other-night",
        description: "Another event.",
        date: new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10),
        time: "18:00",
        location: "Lab 4",
        registrationMode: "site",
      })
      .returning();
    if (!other) throw new Error("no event");
    const elsewhere = await register(
      database().db,
      other.id,
      {
        name: "Elsewhere",
        email: "else@example.org",
        answers: [],
        newsletter: false,
      },
      context(),
    );
    if (elsewhere.kind !== "confirmed") throw new Error("not confirmed");
    const refused = await post({ intent: "remove", id: elsewhere.registration.id });
    expect(refused).toMatchObject({ status: 404, reply: { toast: { title: "Not found" } } });
    const [kept] = await database()
      .db.select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.id, elsewhere.registration.id));
    expect(kept?.status).toBe("confirmed");
    await database().db.delete(events).where(eq(events.id, other.id));
  });

  it("emails everyone confirmed, one message each, and logs it", async () => {
    const refused = await post({ intent: "email", subject: "", message: "" });
    expect(refused.reply?.errors).toEqual({ subject: ["Subject is required"], message: ["Message is required"] });
    expect(refused.reply?.form).toBe("email");
    const sent = await post({ intent: "email", subject: "Bring a laptop", message: "And a **USB** cable." });
    expect(sent.reply?.toast?.description).toBe("2 emails queued, one to each confirmed attendee");
    const mail = await database()
      .db.select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, "Bring a laptop · Avionics night"));
    expect(mail.map((message) => message.toAddress).sort()).toEqual(["formula@example.org", "maha@example.org"]);
    // The club's Markdown, as the site shows it: no raw marks in either part.
    expect(mail[0]?.text).toContain("And a USB cable.");
    expect(mail[0]?.html).toContain('<p dir="auto">And a <strong>USB</strong> cable.</p>');
    expect(await lastActivity()).toMatchObject({ kind: "attendees", action: "emailed 2 attendees of" });
    // A reply goes to the club's address, not to the sender nobody reads.
    const [registrant] = (await rows()).flatMap((row) => registrantOf(row) ?? []);
    if (!registrant) throw new Error("no registrant");
    const [event] = await database().db.select().from(events).where(eq(events.id, eventId));
    if (!event) throw new Error("no event");
    const withClubAddress = mailContext({
      clubName: "Aero",
      timeZone: "Asia/Riyadh",
      contactEmail: "club@example.org",
    });
    expect(
      messageToAttendeeMail(event, registrant, withClubAddress, { subject: "s", body: { html: "<p>b</p>", text: "b" } })
        .replyTo,
    ).toEqual({
      name: "Aero",
      address: "club@example.org",
    });
  });

  it("checks people in at the door, by code and from the list, once, and takes it back", async () => {
    const maha = (await rows()).find((row) => row.name === "Maha");
    if (!maha) throw new Error("no Maha");
    const code = registrationToken("check-in", maha);
    // Opened from a phone's camera app: who it is, nothing changed yet.
    const opened = await answerOf<{ opened: { reading: { kind: string } } }>(
      checkInLoader({
        request: new Request(`http://localhost:3000${path().replace("attendees", "check-in")}?code=${code}`, {
          headers: { cookie },
        }),
        params: { id: eventId },
        context: {},
      } as never),
    );
    expect(opened.reply?.opened.reading.kind).toBe("ready");
    expect((await rows()).find((row) => row.id === maha.id)?.checkedInAt).toBeNull();

    const first = await door({ intent: "check-in", code: `https://aero.example.org/x?code=${code}` });
    expect(first.reply?.checkIn).toMatchObject({ kind: "checked-in", person: { name: "Maha" } });
    const again = await door({ intent: "check-in", code });
    expect(again.reply?.checkIn).toMatchObject({
      kind: "already",
      person: { name: "Maha", checkedInBy: "admin@example.org" },
    });
    expect(
      (await door({ intent: "check-in", code: `${code.slice(0, -1)}${code.endsWith("A") ? "B" : "A"}` })).reply
        ?.checkIn,
    ).toEqual({ kind: "invalid" });
    // A database that refuses the change: said, and nothing taken back.
    const refused = await whileRefusingUpdates(database().db, "event_registrations", () =>
      door({ intent: "undo", id: maha.id }),
    );
    expect(refused).toMatchObject({
      status: 500,
      reply: { toast: { description: "Failed to update the attendees. Please try again." } },
    });
    expect((await rows()).find((row) => row.id === maha.id)?.checkedInAt).not.toBeNull();
    expect((await door({ intent: "undo", id: maha.id })).status).toBe(200);
    expect((await door({ intent: "undo", id: maha.id })).status).toBe(404);
    const byName = await door({ intent: "check-in", id: maha.id });
    expect(byName.reply?.checkIn?.kind).toBe("checked-in");
    // A code for another event is told apart.
    const [other] = await database()
      .db.insert(events)
      .values({
        title: "Other night",
        slug: "other-night",
        description: "x",
        date: "2099-01-01",
        time: "10:00",
        location: "y",
        registrationMode: "site",
      })
      .returning();
    const stranger = await register(
      database().db,
      other?.id ?? "",
      {
        name: "Stranger",
        email: "stranger@example.org",
        answers: [],
        newsletter: false,
      },
      context(),
    );
    if (stranger.kind !== "confirmed") throw new Error("not confirmed");
    expect(
      (await door({ intent: "check-in", code: registrationToken("check-in", stranger.registration) })).reply?.checkIn,
    ).toEqual({ kind: "other-event", title: "Other night" });
    // The cancel link is no door code.
    expect((await door({ intent: "check-in", code: registrationToken("cancel", maha) })).reply?.checkIn).toEqual({
      kind: "invalid",
    });
  });

  it("checks people in by the short door code of their email, typed however a volunteer types it", async () => {
    const people = await rows();
    // Every registration has one, all different within the event.
    expect(people.every((row) => /^[0-9A-HJKMNP-TV-Z]{6}$/.test(row.doorCode ?? ""))).toBe(true);
    expect(new Set(people.map((row) => row.doorCode)).size).toBe(people.length);
    const walkIn = people.find((row) => row.status === "confirmed" && row.checkedInAt === null);
    if (!walkIn?.doorCode) throw new Error("no one confirmed and not checked in, with a door code");
    // Printed under the QR code of the confirmation, as the door reads it.
    const [confirmation] = await database()
      .db.select()
      .from(outboxMessages)
      .where(eq(outboxMessages.sourceId, walkIn.id))
      .orderBy(outboxMessages.createdAt)
      .limit(1);
    const printed = `${walkIn.doorCode.slice(0, 3)}-${walkIn.doorCode.slice(3)}`;
    expect(confirmation?.text).toContain(`Door code: ${printed}`);
    expect(confirmation?.html).toContain(printed);
    // Lower case, with a space, an O for a 0 and an l for a 1, in Arabic-Indic digits: the same code.
    const typed = ` ${printed.toLowerCase().replace("-", " ").replace(/0/g, "o").replace(/1/g, "l")}`.replace(
      /[2-9]/g,
      (digit) => String.fromCharCode(0x0660 + Number(digit)),
    );
    expect((await door({ intent: "check-in", code: typed })).reply?.checkIn).toMatchObject({
      kind: "checked-in",
      person: { id: walkIn.id },
    });
    expect((await door({ intent: "check-in", code: printed })).reply?.checkIn).toMatchObject({ kind: "already" });
    // A code of the right shape that no one of this event holds, and one of the wrong shape.
    const free = ["000000", "ZZZZZZ"].find((code) => !people.some((row) => row.doorCode === code));
    expect((await door({ intent: "check-in", code: free ?? "" })).reply?.checkIn).toEqual({ kind: "invalid" });
    expect((await door({ intent: "check-in", code: "ABCDEU" })).reply?.checkIn).toEqual({ kind: "invalid" });
  });
});
