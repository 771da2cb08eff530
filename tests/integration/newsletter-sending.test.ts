import { generateKeyPairSync } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { simpleParser } from "mailparser";
import { beforeEach, describe, expect, it } from "vitest";
import { store } from "~/collections.server";
import { smtpMailer } from "~/features/mail/service/email.server";
import { type DeliveryRules, deliverMailing } from "~/features/mail/service/outbox.server";
import { newsletterServer } from "~/features/newsletter/collection.server";
import { leaveNewsletter } from "~/features/newsletter/consent.server";
import {
  issueProgress,
  newsletterMailing,
  pauseIssue,
  recipientCount,
  resumeIssue,
  sendIssue,
  sendTest,
  startScheduled,
} from "~/features/newsletter/sending.server";
import { newsletterIssues, newsletterSubscriptions } from "~/features/newsletter/table";
import { type Database, openDatabase } from "~/lib/db/client.server";
import { outboxMessages } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { loader as rssLoader } from "~/routes/resources/newsletter-rss";
import { testEngine, withTestDatabase } from "./support/database";
import { clearMailings, header, sendUntilDone, unthrottled, withMailingServer } from "./support/mailing";
import { startSmtpServer } from "./support/smtp";

const database = withTestDatabase();
const actor = { email: "admin@example.org" };

/** Refusals the test's mail server gives, by address; and the addresses it refuses for now once. */
const refusals = new Map<string, number>();
const busyOnce = new Set<string>();
const mailServer = withMailingServer({
  refuseRecipient: (address) => (busyOnce.delete(address) ? 450 : refusals.get(address)),
});
const { transport, receivedBy } = mailServer;
/** Tries again at once, so that a test need not wait out the outbox's delays. */
const rules: DeliveryRules = { maxAttempts: 12, retryDelaySeconds: () => 0, leaseSeconds: 60, batch: 10 };

beforeEach(async () => {
  await clearMailings(database().db);
  mailServer.smtp().received.length = 0;
  refusals.clear();
});

/** `n` confirmed subscribers, reader0@… to reader{n-1}@…, with one waiting for confirmation. */
async function subscribers(n: number) {
  const { db } = database();
  await db
    .insert(newsletterSubscriptions)
    .values(Array.from({ length: n }, (_, i) => ({ email: `reader${i}@example.org`, confirmedAt: new Date() })));
  await db.insert(newsletterSubscriptions).values({ email: "unconfirmed@example.org" });
}

async function draft(body = "## What is new\n\nThe **rocket** flew. See [the pictures](https://example.org/p).") {
  const saved = await store.createRecord(
    database().db,
    newsletterServer,
    { subject: "December at the club", preheader: "A launch and a workshop", body },
    actor,
  );
  if (saved.status !== "saved") throw new Error("the issue was not saved");
  return saved.record as typeof newsletterIssues.$inferSelect;
}

/** Sends what the mailing may send until nothing is due. */
const sendAll = (db: Database = database().db, mailing = unthrottled()) =>
  sendUntilDone(db, transport(), rules, mailing);

describe("sending a newsletter issue", () => {
  it("goes once to each confirmed subscriber, with the list headers, a web version and a link to leave", async () => {
    await subscribers(25);
    const issue = await draft();
    expect(await recipientCount(database().db)).toBe(25);

    // Another admin saved it since this one looked: nothing goes.
    expect(await sendIssue(database().db, { id: issue.id, version: issue.version + 1, at: null, actor })).toEqual({
      kind: "changed",
    });
    expect(await sendIssue(database().db, { id: issue.id, version: issue.version, at: null, actor })).toEqual({
      kind: "started",
      recipients: 25,
    });
    // Started once: a second press, or another instance, starts nothing more.
    expect((await sendIssue(database().db, { id: issue.id, version: issue.version, at: null, actor })).kind).toBe(
      "gone-out",
    );
    // What went out stays as it is.
    const edit = await store.updateRecord(
      database().db,
      newsletterServer,
      issue.id,
      issue.version,
      { subject: "Changed" },
      actor,
    );
    expect(edit.status).toBe("locked");
    expect((await store.deleteRecord(database().db, newsletterServer, issue.id, actor)).status).toBe("locked");

    await sendAll();
    expect(mailServer.smtp().received).toHaveLength(25);
    for (let i = 0; i < 25; i++) expect(receivedBy(`reader${i}@example.org`)).toHaveLength(1);
    expect(receivedBy("unconfirmed@example.org")).toHaveLength(0);
    expect(await issueProgress(database().db, issue.id)).toEqual({ sent: 25, waiting: 0, failed: 0, skipped: 0 });
    const [done] = await database().db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
    expect(done?.status).toBe("sent");
    expect(done?.recipients).toBe(25);

    const mail = await simpleParser(receivedBy("reader3@example.org")[0]?.raw ?? "");
    expect(mail.subject).toBe("December at the club");
    const { PUBLIC_URL } = env();
    const unsubscribe = header(mail, "list-unsubscribe");
    const [https, mailto] = unsubscribe.split(",").map((part) => part.trim());
    expect(https).toMatch(new RegExp(`^<${PUBLIC_URL}/newsletter/leave\\?token=[\\w.-]+>$`));
    expect(mailto).toBe("<mailto:club@example.org?subject=unsubscribe>");
    expect(header(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(header(mail, "list-id")).toMatch(/^.+ newsletter <newsletter\.[\w.-]+>$/);
    expect(mail.messageId).toMatch(/^<[\w-]+@[\w.-]+>$/);
    // HTML with its styles inlined, and a text part.
    expect(mail.html).toContain('<td class="content"');
    expect(mail.html).toMatch(/<h1[^>]*style="[^"]*font/);
    expect(mail.html).not.toContain("<style>.content");
    expect(mail.text).toContain("December at the club");
    expect(mail.text).toContain("The rocket flew.");
    // The footer: the web version, the reader's own leaving link, the club's name.
    const leave = https?.slice(1, -1) ?? "";
    expect(mail.html).toContain(`href="${leave}"`);
    expect(mail.text).toContain(leave);
    expect(mail.html).toContain(`${PUBLIC_URL}/newsletter/${issue.slug}`);
    // The archive's feed lists it, with nobody's token.
    const feed = await (await rssLoader()).text();
    expect(feed).toContain("<title>December at the club</title>");
    expect(feed).toContain(`${PUBLIC_URL}/newsletter/${issue.slug}`);
    expect(feed).not.toContain("token=");
    // Each reader's link is their own.
    const other = await simpleParser(receivedBy("reader4@example.org")[0]?.raw ?? "");
    expect(header(other, "list-unsubscribe")).not.toContain(leave);
  });

  it("never sends one subscriber two copies, with two instances sending at once", async () => {
    await subscribers(60);
    const issue = await draft();
    await sendIssue(database().db, { id: issue.id, version: issue.version, at: null, actor });
    const second: { db: Database; close(): Promise<void> } =
      testEngine === "postgres" ? openDatabase(database().target) : { db: database().db, close: async () => {} };
    try {
      await Promise.all([sendAll(database().db), sendAll(second.db)]);
    } finally {
      await second.close();
    }
    expect(mailServer.smtp().received).toHaveLength(60);
    expect(new Set(mailServer.smtp().received.map((mail) => mail.to[0])).size).toBe(60);
  });

  it("keeps to its pace, shared by every sender", async () => {
    await subscribers(3);
    const issue = await draft();
    await sendIssue(database().db, { id: issue.id, version: issue.version, at: null, actor });
    const slow = newsletterMailing(30);
    // One copy, then the next waits two seconds, whoever asks.
    const first = await deliverMailing(database().db, transport(), slow, rules);
    expect(first).toBeGreaterThan(1_900);
    expect(await deliverMailing(database().db, transport(), slow, rules)).toBeGreaterThan(1_000);
    expect(mailServer.smtp().received).toHaveLength(1);
  });

  it("stops sending to an address refused for good, or three times for now", async () => {
    await subscribers(4);
    refusals.set("reader1@example.org", 550);
    refusals.set("reader2@example.org", 450);
    busyOnce.add("reader3@example.org");
    const first = await draft();
    await sendIssue(database().db, { id: first.id, version: first.version, at: null, actor });
    await sendAll();
    expect(receivedBy("reader0@example.org")).toHaveLength(1);
    expect(receivedBy("reader3@example.org")).toHaveLength(1);
    const state = async (email: string) =>
      (await database().db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0];
    // Refused once for now, then delivered: its count is cleared.
    expect((await state("reader3@example.org"))?.softFailures).toBe(0);
    expect((await state("reader1@example.org"))?.bouncedAt).not.toBeNull();
    // Refused for now: tried three times, then given up on.
    const busy = await state("reader2@example.org");
    expect(busy?.softFailures).toBe(3);
    expect(busy?.bouncedAt).not.toBeNull();
    expect(await issueProgress(database().db, first.id)).toEqual({ sent: 2, waiting: 0, failed: 2, skipped: 0 });

    // The next issue goes to the two others alone.
    refusals.clear();
    expect(await recipientCount(database().db)).toBe(2);
    const next = await draft("Another one.");
    expect(await sendIssue(database().db, { id: next.id, version: next.version, at: null, actor })).toEqual({
      kind: "started",
      recipients: 2,
    });
  });

  it("waits while paused, goes on when resumed, and skips whoever left meanwhile", async () => {
    await subscribers(6);
    const issue = await draft();
    await sendIssue(database().db, { id: issue.id, version: issue.version, at: null, actor });
    expect(await pauseIssue(database().db, issue.id, actor)).not.toBeNull();
    expect(await deliverMailing(database().db, transport(), unthrottled(), rules)).toBeNull();
    expect(mailServer.smtp().received).toHaveLength(0);
    expect((await issueProgress(database().db, issue.id)).waiting).toBe(6);

    const [leaver] = await database()
      .db.select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "reader5@example.org"));
    const { leaveLink } = await import("~/features/newsletter/consent.server");
    const token = new URL(leaveLink(leaver?.id ?? "", env().PUBLIC_URL)).searchParams.get("token");
    expect(await leaveNewsletter(database().db, token)).toBe("left");

    expect(await resumeIssue(database().db, issue.id, actor)).not.toBeNull();
    await sendAll();
    expect(mailServer.smtp().received).toHaveLength(5);
    expect(receivedBy("reader5@example.org")).toHaveLength(0);
    expect(await issueProgress(database().db, issue.id)).toEqual({ sent: 5, waiting: 0, failed: 0, skipped: 1 });
    // Nothing keeps the address of whoever left.
    const kept = await database()
      .db.select()
      .from(outboxMessages)
      .where(eq(outboxMessages.toAddress, "reader5@example.org"));
    expect(kept).toEqual([]);
  });

  it("leaves the copies of a turn waiting, their tries not counted, while the mail server is out of reach", async () => {
    await subscribers(5);
    const issue = await draft();
    await sendIssue(database().db, { id: issue.id, version: issue.version, at: null, actor });
    const down = await startSmtpServer();
    const address = down.url;
    await down.close();
    const unreachable = smtpMailer(address, "club@example.org", 1);
    const wait = await deliverMailing(
      database().db,
      { mailer: unreachable, clubAddress: "club@example.org" },
      unthrottled(),
      { ...rules, retryDelaySeconds: () => 60 },
    );
    expect(wait).toBe(60_000);
    const copies = await database().db.select().from(outboxMessages).where(eq(outboxMessages.sourceId, issue.id));
    expect(copies.map((copy) => copy.status).sort()).toEqual(["queued", "queued", "queued", "queued", "queued"]);
    // One was tried; the others were given back as they were.
    expect(copies.map((copy) => copy.attempts).sort()).toEqual([0, 0, 0, 0, 1]);
    expect((await issueProgress(database().db, issue.id)).waiting).toBe(5);
  });

  it("starts a scheduled issue when its time comes, and not before", async () => {
    await subscribers(2);
    const issue = await draft();
    const now = new Date();
    expect(
      (
        await sendIssue(database().db, {
          id: issue.id,
          version: issue.version,
          at: new Date(now.getTime() - 1000),
          actor,
        })
      ).kind,
    ).toBe("past");
    const at = new Date(now.getTime() + 60 * 60 * 1000);
    expect(await sendIssue(database().db, { id: issue.id, version: issue.version, at, actor })).toEqual({
      kind: "scheduled",
      at,
    });
    expect(await startScheduled(database().db, now)).toBe(0);
    expect(await startScheduled(database().db, new Date(at.getTime() + 1000))).toBe(1);
    await sendAll();
    expect(mailServer.smtp().received).toHaveLength(2);
  });

  it("signs the list headers with DKIM when a key is set", async () => {
    await subscribers(1);
    const issue = await draft();
    await sendIssue(database().db, { id: issue.id, version: issue.version, at: null, actor });
    const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const signing = smtpMailer(mailServer.smtp().url, "club@example.org", 10, {
      dkim: {
        domainName: "example.org",
        keySelector: "club2026",
        privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      },
    });
    await deliverMailing(database().db, { mailer: signing, clubAddress: "club@example.org" }, unthrottled(), rules);
    const raw = receivedBy("reader0@example.org")[0]?.raw ?? "";
    const signature = /^DKIM-Signature:([\s\S]*?)\r?\n(?=\S)/m.exec(raw)?.[1]?.replace(/\s+/g, "") ?? "";
    expect(signature).toContain("d=example.org");
    expect(signature).toContain("s=club2026");
    const signed = /(?:^|;)h=([^;]+)/.exec(signature)?.[1]?.toLowerCase().split(":") ?? [];
    expect(signed).toEqual(
      expect.arrayContaining(["from", "subject", "list-unsubscribe", "list-unsubscribe-post", "list-id"]),
    );
  });

  it("sends a test to the admin alone, its subject marked", async () => {
    await subscribers(2);
    const issue = await draft();
    expect(await sendTest(database().db, issue.id, "admin@example.org")).toBe(true);
    const [test] = await database()
      .db.select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, "newsletter-test"), sql`true`));
    expect(test?.toAddress).toBe("admin@example.org");
    expect(test?.subject).toBe("[Test] December at the club");
    expect(test?.html).toContain("December at the club");
    expect(await recipientCount(database().db)).toBe(2);
    const [still] = await database().db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issue.id));
    expect(still?.status).toBe("draft");
  });
});
