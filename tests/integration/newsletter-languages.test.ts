import { eq } from "drizzle-orm";
import { type ParsedMail, simpleParser } from "mailparser";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { store } from "~/collections.server";
import { type DeliveryRules, deliverDue } from "~/features/mail/service/outbox.server";
import { newsletterServer } from "~/features/newsletter/collection.server";
import { issueProgress, recipientLanguages, sendIssue, sendTest } from "~/features/newsletter/sending.server";
import { addSubscriber, consentContext } from "~/features/newsletter/subscribe.server";
import { type newsletterIssues, newsletterSubscriptions } from "~/features/newsletter/table";
import { raiseContentVersion } from "~/features/public-pages/service/content-version.server";
import { ensureSettingsRow } from "~/features/settings/service/site-settings.server";
import { outboxMessages, siteSettings } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { loader as archiveLoader } from "~/routes/public/newsletter";
import { loader as issueLoader } from "~/routes/public/newsletter-issue";
import { action as linkAction, loader as linkLoader } from "~/routes/public/newsletter-link";
import { action as subscribeAction } from "~/routes/resources/newsletter";
import { loader as rssLoader } from "~/routes/resources/newsletter-rss";
import { answerOf } from "../support/answers";
import { withTestDatabase } from "./support/database";
import { clearMailings, header, sendUntilDone, unthrottled, withMailingServer } from "./support/mailing";

/**
 * The newsletter in two languages: a subscription made on an Arabic page is kept as Arabic, and
 * its confirmation, its links and the issues it receives are in Arabic where the club wrote them.
 */

const database = withTestDatabase();
const actor = { email: "admin@example.org" };

const mailServer = withMailingServer();
const { transport, receivedBy } = mailServer;
beforeAll(async () => {
  // The club's name and address as the Arabic pages and mails write them.
  await ensureSettingsRow(database().db);
  await database()
    .db.update(siteSettings)
    .set({ clubNameAr: "نادي الطيران والفضاء", officeLocationAr: "مبنى 22، الظهران" });
  await raiseContentVersion(database().db);
});

beforeEach(async () => {
  await clearMailings(database().db);
  mailServer.smtp().received.length = 0;
});

const rules: DeliveryRules = { maxAttempts: 3, retryDelaySeconds: () => 0, leaseSeconds: 60, batch: 10 };
const sendAll = () => sendUntilDone(database().db, transport(), rules, unthrottled(), 1_000);
const parsed = async (address: string, index = 0): Promise<ParsedMail> =>
  simpleParser(receivedBy(address)[index]?.raw ?? "");

async function subscriberRow(email: string) {
  const [row] = await database()
    .db.select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row;
}

/** An issue saved through the admin's form, with its Arabic version when `arabic` is given. */
async function draft(arabic?: { subjectAr?: string; preheaderAr?: string; bodyAr?: string }) {
  const saved = await store.createRecord(
    database().db,
    newsletterServer,
    {
      subject: "December at the club",
      preheader: "A launch and a workshop",
      body: "## What is new\n\nThe **rocket** flew.\n\n> Ten seconds of flight.",
      ...arabic,
    },
    actor,
  );
  if (saved.status !== "saved") throw new Error("the issue was not saved");
  return saved.record as typeof newsletterIssues.$inferSelect;
}

const arabicVersion = {
  subjectAr: "ديسمبر في النادي",
  preheaderAr: "إطلاق وورشة عمل",
  bodyAr: "## الجديد\n\nحلّق **الصاروخ** عاليًا.\n\n> عشر ثوانٍ من الطيران.",
};

function post(url: string, fields: Record<string, string>) {
  return new Request(url, { method: "POST", body: new URLSearchParams(fields) });
}

describe("a subscription made on an Arabic page", () => {
  it("is kept as Arabic and confirmed from an Arabic email that leads to the Arabic page", async () => {
    const { PUBLIC_URL } = env();
    const answer = await answerOf<{ outcome: string }>(
      subscribeAction({
        request: post("http://localhost:3000/resources/newsletter?language=ar", { email: "qari@example.org" }),
        params: {},
        context: {},
      } as never),
    );
    expect(answer.reply).toMatchObject({ outcome: "subscribed" });
    expect((await subscriberRow("qari@example.org"))?.language).toBe("ar");

    expect((await deliverDue(database().db, transport())).sent).toBe(1);
    const mail = await parsed("qari@example.org");
    expect(mail.subject).toBe("أكّد اشتراكك في النشرة البريدية من نادي الطيران والفضاء");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain("تأكيد اشتراكي");
    expect(mail.text).toContain("سيُحذف العنوان بعد 30 يومًا");
    const link = /https?:\/\/[^\s"<>]+\/newsletter\/confirm\?token=[\w.-]+/.exec(mail.text ?? "")?.[0] ?? "";
    expect(link.startsWith(`${PUBLIC_URL}/ar/newsletter/confirm?token=`)).toBe(true);

    // The Arabic page asks, and its button confirms.
    const page = await answerOf<{ state: string; token?: string }>(
      linkLoader({ request: new Request(link), params: {}, context: {} } as never),
    );
    expect(page.reply).toMatchObject({ state: "ask" });
    const pressed = await answerOf<{ state: string }>(
      linkAction({
        request: post(link.split("?")[0] ?? "", { token: page.reply?.token ?? "" }),
        params: {},
        context: {},
      } as never),
    );
    expect(pressed.reply).toMatchObject({ state: "done" });
    expect((await subscriberRow("qari@example.org"))?.confirmedAt).toBeInstanceOf(Date);
  });

  it("stays English from an English page, and asks again in the language of the page that asks", async () => {
    const context = await consentContext(database().db);
    await database().db.transaction((tx) => addSubscriber(tx, "reader@example.org", context));
    expect((await subscriberRow("reader@example.org"))?.language).toBe("en");
    // The registration form's box on an Arabic page subscribes in Arabic too.
    await database().db.transaction((tx) => addSubscriber(tx, "reader@example.org", context, "ar"));
    expect((await subscriberRow("reader@example.org"))?.language).toBe("ar");
    await deliverDue(database().db, transport());
    const mails = await Promise.all([parsed("reader@example.org", 0), parsed("reader@example.org", 1)]);
    expect(mails.map((mail) => /<html[^>]*>/.exec(String(mail.html))?.[0]).sort()).toEqual([
      '<html lang="ar" dir="rtl">',
      '<html lang="en">',
    ]);
  });
});

describe("an issue with an Arabic version", () => {
  it("goes once to each subscriber, in Arabic to those who chose it and in English to the others", async () => {
    const { PUBLIC_URL } = env();
    const { db } = database();
    await db.insert(newsletterSubscriptions).values([
      { email: "english@example.org", confirmedAt: new Date() },
      { email: "arabic@example.org", confirmedAt: new Date(), language: "ar" },
      { email: "arabic2@example.org", confirmedAt: new Date(), language: "ar" },
    ]);
    expect(await recipientLanguages(db)).toEqual({ all: 3, arabic: 2 });
    const issue = await draft(arabicVersion);
    expect(await sendIssue(db, { id: issue.id, version: issue.version, at: null, actor })).toEqual({
      kind: "started",
      recipients: 3,
    });
    await sendAll();
    expect(mailServer.smtp().received).toHaveLength(3);
    for (const address of ["english@example.org", "arabic@example.org", "arabic2@example.org"]) {
      expect(receivedBy(address)).toHaveLength(1);
    }
    expect(await issueProgress(db, issue.id)).toEqual({ sent: 3, waiting: 0, failed: 0, skipped: 0 });

    const arabic = await parsed("arabic@example.org");
    expect(arabic.subject).toBe("ديسمبر في النادي");
    expect(arabic.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(arabic.html).toMatch(/<table[^>]*class="container"[^>]*dir="rtl"/);
    expect(arabic.html).toContain("حلّق");
    expect(arabic.html).not.toContain("The rocket");
    // Laid out right to left: the quotation's rule and the text's alignment on the right.
    expect(arabic.html).toMatch(/<td class="content" style="[^"]*text-align: ?right/);
    expect(arabic.html).toMatch(/<blockquote [^>]*style="[^"]*border-right: ?4px solid/);
    expect(arabic.html).not.toMatch(/border-left|padding-left: ?24px/);
    // The frame in Arabic, with the club's Arabic name and address.
    expect(arabic.html).toContain("نادي الطيران والفضاء · النشرة البريدية");
    expect(arabic.html).toContain("مبنى 22، الظهران");
    expect(arabic.html).toContain(">إلغاء الاشتراك</a>");
    expect(arabic.html).toContain(`href="${PUBLIC_URL}/ar/newsletter/${issue.slug}"`);
    expect(arabic.text).toContain("اقرأها على الموقع");
    // Its leaving link is the Arabic page, a working one-click link, as the footer's is.
    const [https] = header(arabic, "list-unsubscribe").split(",");
    const leave = https?.trim().slice(1, -1) ?? "";
    expect(leave).toMatch(new RegExp(`^${PUBLIC_URL}/ar/newsletter/leave\\?token=[\\w.-]+$`));
    expect(arabic.html).toContain(`href="${leave}"`);
    expect(header(arabic, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header(arabic, "list-archive")).toBe(`<${PUBLIC_URL}/ar/newsletter>`);

    const english = await parsed("english@example.org");
    expect(english.subject).toBe("December at the club");
    expect(english.html).toMatch(/<html lang="en" dir="ltr">/);
    expect(english.html).toContain("The <strong");
    expect(english.html).not.toContain("حلّق");
    expect(english.html).toMatch(/<blockquote [^>]*style="[^"]*border-left: ?4px solid/);
    expect(english.html).toContain(`href="${PUBLIC_URL}/newsletter/${issue.slug}"`);
    expect(header(english, "list-unsubscribe")).toMatch(new RegExp(`^<${PUBLIC_URL}/newsletter/leave\\?token=`));

    // One click from a mail client on the Arabic leaving link: the reader is gone.
    const left = await answerOf<{ state: string }>(
      linkAction({
        request: post(leave, { "List-Unsubscribe": "One-Click" }),
        params: {},
        context: {},
      } as never),
    );
    expect(left.status).toBe(200);
    expect(left.reply).toMatchObject({ link: "leave", state: "done" });
    expect(await subscriberRow("arabic@example.org")).toBeUndefined();
  });

  it("goes in English to a subscriber who chose Arabic when it has no Arabic text", async () => {
    const { db } = database();
    await db
      .insert(newsletterSubscriptions)
      .values({ email: "arabic@example.org", confirmedAt: new Date(), language: "ar" });
    // An Arabic subject alone is no Arabic version.
    const issue = await draft({ subjectAr: "ديسمبر في النادي" });
    await sendIssue(db, { id: issue.id, version: issue.version, at: null, actor });
    await sendAll();
    expect(receivedBy("arabic@example.org")).toHaveLength(1);
    const mail = await parsed("arabic@example.org");
    expect(mail.subject).toBe("December at the club");
    expect(mail.html).toMatch(/<html lang="en" dir="ltr">/);
    expect(header(mail, "list-unsubscribe")).toMatch(/\/newsletter\/leave\?token=/);
  });

  it("sends the admin a test of each version", async () => {
    const { db } = database();
    const issue = await draft(arabicVersion);
    expect(await sendTest(db, issue.id, "admin@example.org")).toBe(true);
    const tests = await db.select().from(outboxMessages).where(eq(outboxMessages.kind, "newsletter-test"));
    expect(tests.map((test) => test.subject).sort()).toEqual([
      "[Test] December at the club",
      "[Test] ديسمبر في النادي",
    ]);
    expect(tests.find((test) => test.subject.includes("ديسمبر"))?.html).toContain('dir="rtl"');
    const english = await draft();
    await db.delete(outboxMessages);
    await sendTest(db, english.id, "admin@example.org");
    expect(await db.select().from(outboxMessages)).toHaveLength(1);
  });
});

describe("the archive in Arabic", () => {
  const request = (path: string) => new Request(`http://localhost:3000${path}`);

  it("lists and shows each issue's Arabic version, and the English one marked where there is none", async () => {
    const { db } = database();
    await db.insert(newsletterSubscriptions).values({ email: "reader@example.org", confirmedAt: new Date() });
    const translated = await draft(arabicVersion);
    await sendIssue(db, { id: translated.id, version: translated.version, at: null, actor });
    const saved = await store.createRecord(
      db,
      newsletterServer,
      { subject: "Only in English", preheader: "", body: "Nothing in Arabic yet." },
      actor,
    );
    const untranslated = saved.status === "saved" ? (saved.record as typeof newsletterIssues.$inferSelect) : null;
    if (!untranslated) throw new Error("the issue was not saved");
    await sendIssue(db, { id: untranslated.id, version: untranslated.version, at: null, actor });

    const list = await archiveLoader({ request: request("/ar/newsletter"), params: {}, context: {} } as never);
    const bySlug = new Map(list.issues.map((issue) => [issue.slug, issue]));
    expect(bySlug.get(translated.slug)).toMatchObject({
      subject: "ديسمبر في النادي",
      summary: "إطلاق وورشة عمل",
      englishOnly: [],
    });
    expect(bySlug.get(untranslated.slug)).toMatchObject({
      subject: "Only in English",
      summary: "Nothing in Arabic yet.",
      englishOnly: ["subject", "summary"],
    });
    // The English archive is as it was.
    const englishList = await archiveLoader({ request: request("/newsletter"), params: {}, context: {} } as never);
    expect(englishList.issues.map((issue) => issue.subject).sort()).toEqual([
      "December at the club",
      "Only in English",
    ]);

    const page = await answerOf<{ issue: { subject: string; html: string; englishOnly: string[] } }>(
      issueLoader({
        request: request(`/ar/newsletter/${translated.slug}`),
        params: { slug: translated.slug },
        context: {},
      } as never),
    );
    expect(page.reply?.issue).toMatchObject({ subject: "ديسمبر في النادي", englishOnly: [] });
    expect(page.reply?.issue.html).toContain("حلّق");
    const fallback = await answerOf<{ issue: { subject: string; html: string; englishOnly: string[] } }>(
      issueLoader({
        request: request(`/ar/newsletter/${untranslated.slug}`),
        params: { slug: untranslated.slug },
        context: {},
      } as never),
    );
    expect(fallback.reply?.issue).toMatchObject({ subject: "Only in English", englishOnly: ["subject", "body"] });
    expect(fallback.reply?.issue.html).toContain("Nothing in Arabic yet.");

    const feed = await (await rssLoader({ request: request("/ar/newsletter/rss.xml") })).text();
    expect(feed).toContain("<language>ar</language>");
    expect(feed).toContain("<title>النشرة البريدية من نادي الطيران والفضاء</title>");
    expect(feed).toContain("<title>ديسمبر في النادي</title>");
    expect(feed).toContain(`${env().PUBLIC_URL}/ar/newsletter/${translated.slug}`);
    const englishFeed = await (await rssLoader()).text();
    expect(englishFeed).toContain("<language>en</language>");
    expect(englishFeed).toContain("<title>December at the club</title>");
    expect(englishFeed).not.toContain("ديسمبر");
  });
});
