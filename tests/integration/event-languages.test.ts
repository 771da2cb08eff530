import { and, eq, inArray } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ManageReply } from "~/features/admin/replies";
import { events } from "~/features/events/table";
import { registrationMailKinds } from "~/features/registrations/mail.server";
import type { RegistrationReply } from "~/features/registrations/registration-form";
import { eventRegistrations } from "~/features/registrations/table";
import { outboxMessages } from "~/lib/db/schema";
import * as cancelPage from "~/routes/public/cancel-registration";
import * as eventPage from "~/routes/public/event";
import * as eventsPage from "~/routes/public/events";
import { loader as eventIcs } from "~/routes/resources/event-ics";
import { loader as eventsIcs } from "~/routes/resources/events-ics";
import { answerOf } from "../support/answers";
import { personaCookies } from "./support/accounts";
import { postCollection } from "./support/admin-actions";
import { withTestDatabase } from "./support/database";

/** Events in two languages: the Arabic pages, the Arabic registration and its emails, the Arabic feeds. */
const database = withTestDatabase();
let admin = "";

beforeAll(async () => {
  admin = (await personaCookies(database().db)).admin;
});

beforeEach(async () => {
  await database().db.delete(outboxMessages);
  await database().db.delete(events);
});

const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let made = 0;
/** An event registering on the site, its title, place and questions written in Arabic, its description not. */
async function arabicEvent(values: Partial<typeof events.$inferInsert> = {}) {
  made += 1;
  const [event] = await database()
    .db.insert(events)
    .values({
      title: `Flight Simulator Night ${made}`,
      titleAr: `ليلة محاكي الطيران ${made}`,
      slug: `flight-simulator-night-${made}`,
      description: "Land at Dammam in crosswind.",
      date: dayFromNow(10),
      time: "19:30",
      location: "Building 63",
      locationAr: "المبنى 63",
      registrationMode: "site",
      maxAttendees: 20,
      questions: [
        { label: "Student ID", choices: null, required: true },
        { label: "Simulator experience", choices: ["None", "Some", "A lot"], required: false },
      ],
      questionsAr: [
        { label: "الرقم الجامعي", choices: null, required: true },
        { label: "خبرتك في المحاكي", choices: ["لا خبرة", "بعض الخبرة", "خبرة كبيرة"], required: false },
      ],
      ...values,
    })
    .returning();
  if (!event) throw new Error("no event");
  return event;
}

const pageArgs = (path: string, slug?: string) =>
  ({ request: new Request(`http://localhost:3000${path}`), params: slug ? { slug } : {}, context: {} }) as never;

describe("an event on the Arabic pages", () => {
  it("reads in Arabic where written, in English where not, and names the English texts", async () => {
    const event = await arabicEvent();
    const arabic = await eventPage.loader(pageArgs(`/ar/events/${event.slug}`, event.slug));
    expect(arabic.event).toMatchObject({ title: event.titleAr, location: "المبنى 63" });
    expect(arabic.event.description).toBe("Land at Dammam in crosswind.");
    expect(arabic.event.englishOnly).toEqual(expect.arrayContaining(["description", "buttonText"]));
    expect(arabic.event.englishOnly).not.toContain("title");
    // The Arabic columns never reach the browser; the form still posts the English questions' answers.
    expect(Object.keys(arabic.event).filter((key) => key.endsWith("Ar"))).toEqual([]);
    expect(arabic.event.questions.map((question) => question.label)).toEqual(["Student ID", "Simulator experience"]);
    expect(arabic.questions[1]).toEqual({
      label: "خبرتك في المحاكي",
      choices: [
        { value: "None", label: "لا خبرة" },
        { value: "Some", label: "بعض الخبرة" },
        { value: "A lot", label: "خبرة كبيرة" },
      ],
      required: false,
      english: false,
    });
    expect(arabic.googleCalendar).toContain(encodeURIComponent(`/ar/events/${event.slug}`));

    const english = await eventPage.loader(pageArgs(`/events/${event.slug}`, event.slug));
    expect(english.event).toMatchObject({ title: event.title, location: "Building 63", englishOnly: [] });
    expect(english.questions.map((question) => question.label)).toEqual(["Student ID", "Simulator experience"]);
  });

  it("are listed in Arabic, each as far as it is written", async () => {
    const written = await arabicEvent();
    const englishOnly = await arabicEvent({ titleAr: null, locationAr: null, questionsAr: [] });
    const list = await eventsPage.loader(pageArgs("/ar/events"));
    const shown = (id: string) => list.events.find((event) => event.id === id);
    expect(shown(written.id)).toMatchObject({ title: written.titleAr, englishOnly: ["description", "buttonText"] });
    expect(shown(englishOnly.id)).toMatchObject({
      title: englishOnly.title,
      englishOnly: ["title", "description", "location", "buttonText", "questions"],
    });
    // With no Arabic questions, the Arabic form asks the English ones, marked as English.
    const page = await eventPage.loader(pageArgs(`/ar/events/${englishOnly.slug}`, englishOnly.slug));
    expect(page.questions.map((question) => [question.label, question.english])).toEqual([
      ["Student ID", true],
      ["Simulator experience", true],
    ]);
  });
});

describe("an Arabic registration", () => {
  const post = (path: string, slug: string, fields: Record<string, string>) =>
    answerOf<RegistrationReply>(
      eventPage.action({
        request: new Request(`http://localhost:3000${path}`, { method: "POST", body: new URLSearchParams(fields) }),
        params: { slug },
        context: {},
      } as never),
    );

  it("keeps its language and the English answers, and is mailed in Arabic, right to left", async () => {
    const event = await arabicEvent();
    const answered = await post(`/ar/events/${event.slug}`, event.slug, {
      name: "ريم العتيبي",
      email: "reem@example.org",
      q0: "202100001",
      q1: "Some",
    });
    expect(answered.status).toBe(200);
    expect(answered.reply?.message?.title).toBe("تم تسجيلك!");
    const [stored] = await database()
      .db.select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, event.id));
    expect(stored).toMatchObject({
      language: "ar",
      answers: [
        { question: "Student ID", answer: "202100001" },
        { question: "Simulator experience", answer: "Some" },
      ],
    });

    const [mail] = await database()
      .db.select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.toAddress, "reem@example.org"), inArray(outboxMessages.kind, [...registrationMailKinds])),
      );
    expect(mail?.subject).toBe(`تأكيد التسجيل: ${event.titleAr}`);
    expect(mail?.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail?.html).toContain(`تم تسجيلك في ${event.titleAr}، ومقعدك محجوز لك.`);
    expect(mail?.html).toContain("المبنى 63");
    // The answers in the Arabic words the form asked them in.
    expect(mail?.text).toContain("> الاسم: ريم العتيبي\n> الرقم الجامعي: 202100001\n> خبرتك في المحاكي: بعض الخبرة");
    expect(mail?.text).toMatch(new RegExp(`صفحة الفعالية: https?://\\S+/ar/events/${event.slug}`));
    expect(mail?.text).toMatch(/إلغاء تسجيلي: https?:\/\/\S+\/ar\/registrations\/cancel\?token=/);
    // Arabic month and weekday names, Latin digits.
    expect(mail?.text).toMatch(/الموعد: \S+، \d+ \S+ \d{4}/);
    const invite = mail?.attachments?.find((file) => file.calendarMethod === "REQUEST");
    const ics = Buffer.from(invite?.base64 ?? "", "base64").toString("utf8");
    expect(ics).toContain(`SUMMARY:${event.titleAr}`);
    expect(ics).toContain("LOCATION:المبنى 63");

    // Its cancel link opens the Arabic page, which names the event and its day in Arabic.
    const cancel = new URL(mail?.text?.match(/إلغاء تسجيلي: (\S+)/)?.[1] ?? "");
    const asked = await answerOf<{ state: string; title: string; when: string }>(
      cancelPage.loader({ request: new Request(cancel), params: {}, context: {} } as never),
    );
    expect(asked.reply).toMatchObject({ state: "confirm", title: event.titleAr });
    expect(asked.reply?.when).toMatch(/^\S+، \d+ \S+ \d{4}/);

    // Registered from an English page, the same event's email stays as it was.
    await post(`/events/${event.slug}`, event.slug, { name: "Laila", email: "laila@example.org", q0: "1" });
    const [english] = await database()
      .db.select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, "laila@example.org"));
    expect(english?.subject).toBe(`Registration confirmed: ${event.title}`);
    expect(english?.html).toContain('<html lang="en">');
  });
});

describe("the Arabic calendar feeds", () => {
  it("give the events' Arabic texts where written and link to the Arabic pages", async () => {
    const event = await arabicEvent();
    const feed = await (await eventsIcs({ request: new Request("http://localhost:3000/ar/events.ics") })).text();
    expect(feed).toContain(`SUMMARY:${event.titleAr}`);
    expect(feed).toMatch(new RegExp(`URL:https?://\\S+/ar/events/${event.slug}`));
    const one = await (await eventIcs(pageArgs(`/ar/events/${event.slug}/calendar.ics`, event.slug))).text();
    expect(one).toContain(`SUMMARY:${event.titleAr}`);
    const english = await (await eventsIcs({ request: new Request("http://localhost:3000/events.ics") })).text();
    expect(english).toContain(`SUMMARY:${event.title}`);
    expect(english).not.toContain("/ar/");
  });
});

describe("the event form", () => {
  it("refuses Arabic questions that do not match the English ones, saying which", async () => {
    const values = {
      intent: "create",
      title: `Rocketry night ${Date.now()}`,
      description: "Bring a pencil.",
      type: "workshop",
      status: "open",
      date: "2027-03-01",
      time: "18:00",
      location: "Hangar 2",
      registrationMode: "site",
      buttonText: "Register Now",
      questions: "Student ID\nT-shirt size: S, M, L",
      questionsAr: "الرقم الجامعي\nمقاس القميص: صغير، كبير",
    };
    const refused = await postCollection("events", values, admin);
    expect(refused.status).toBe(400);
    expect((refused.reply as ManageReply | undefined)?.result?.error?.questionsAr).toEqual([
      "Arabic questions must match the English ones: question 2 has 3 choices in English and 2 in Arabic",
    ]);
    const saved = await postCollection(
      "events",
      { ...values, questionsAr: "الرقم الجامعي\nمقاس القميص: صغير، وسط، كبير" },
      admin,
    );
    expect(saved.status).toBe(200);
    const [row] = await database().db.select().from(events).where(eq(events.title, values.title));
    expect(row?.questionsAr.map((question) => question.label)).toEqual(["الرقم الجامعي", "مقاس القميص"]);
    if (!row) throw new Error("not saved");

    // The English choices change under Arabic ones left as they were: the Arabic no longer say
    // what is asked, and are dropped rather than post one answer under another's words.
    const update = {
      ...values,
      questionsAr: "الرقم الجامعي\nمقاس القميص: صغير، وسط، كبير",
      intent: "update",
      id: row.id,
      version: String(row.version),
    };
    const changed = await postCollection(
      "events",
      { ...update, questions: "Student ID\nT-shirt size: M, L, XL" },
      admin,
    );
    expect(changed.status).toBe(200);
    const [after] = await database().db.select().from(events).where(eq(events.id, row.id));
    expect(after?.questions[1]?.choices).toEqual(["M", "L", "XL"]);
    expect(after?.questionsAr).toEqual([]);
    // Written again with the English, the Arabic stay.
    const both = await postCollection(
      "events",
      {
        ...update,
        version: String(after?.version),
        questions: "Student ID\nT-shirt size: M, L",
        questionsAr: "الرقم الجامعي\nمقاس القميص: وسط، كبير",
      },
      admin,
    );
    expect(both.status).toBe(200);
    const [last] = await database().db.select().from(events).where(eq(events.id, row.id));
    expect(last?.questionsAr[1]?.choices).toEqual(["وسط", "كبير"]);
  });
});
