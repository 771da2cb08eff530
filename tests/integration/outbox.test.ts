import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { smtpMailer } from "~/features/mail/service/email.server";
import {
  type DeliveryRules,
  deliverDue,
  deliveryRules,
  queueMail,
  retryMail,
  startMailWorker,
} from "~/features/mail/service/outbox.server";
import { openDatabase } from "~/lib/db/client.server";
import { outboxMessages } from "~/lib/db/schema";
import { testEngine, withTestDatabase } from "./support/database";
import { freePort } from "./support/processes";
import { startSmtpServer } from "./support/smtp";

const database = withTestDatabase();

const rules: DeliveryRules = { ...deliveryRules, maxAttempts: 4, batch: 5 };

/** A transport to the mail server of `url`, with the club's address set. */
const to = (url: string) => ({ mailer: smtpMailer(url, "no-reply@example.org", 2), clubAddress: "board@example.org" });

function queue(subject: string, recipient: string | null = "reader@example.org") {
  return queueMail(database().db, { kind: "contact", to: recipient, subject, text: `Text of ${subject}` });
}

async function rowOf(id: string) {
  const [row] = await database().db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
}

/** Lets the time of every message's next try come, as if the wait had passed. */
async function timePasses() {
  await database().db.update(outboxMessages).set({ nextAttemptAt: sql`now() - interval '1 second'` });
}

/** Seconds from the database's now to the message's next try. */
async function secondsUntilNextTry(id: string): Promise<number> {
  const [row] = await database()
    .db.select({ wait: sql<number>`extract(epoch from ${outboxMessages.nextAttemptAt} - now())::float8` })
    .from(outboxMessages)
    .where(eq(outboxMessages.id, id));
  return row?.wait ?? Number.NaN;
}

const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
afterAll(() => quiet.mockRestore());

beforeEach(async () => {
  await database().db.delete(outboxMessages);
});

describe("the outbox", () => {
  it("keeps mail queued, untried, while no mail server is configured", async () => {
    const id = await queue("No server yet");
    expect(await deliverDue(database().db, { mailer: null, clubAddress: undefined }, { rules })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    });
    expect(await rowOf(id)).toMatchObject({ status: "queued", attempts: 0, lastError: null });
  });

  it("sends what waited through an outage once the mail server is back, each message once", async () => {
    const port = await freePort();
    const ids = [await queue("First"), await queue("Second"), await queue("To the club", null)];
    const down = await deliverDue(database().db, to(`smtp://127.0.0.1:${port}`), { rules });
    expect(down).toEqual({ sent: 0, retrying: 3, failed: 0 });
    for (const id of ids) {
      expect(await rowOf(id)).toMatchObject({
        status: "queued",
        attempts: 1,
        lastError: expect.stringMatching(/ECONNREFUSED/),
      });
    }
    // Not due yet: nothing is tried before the wait is over.
    expect(await deliverDue(database().db, to(`smtp://127.0.0.1:${port}`), { rules })).toMatchObject({ retrying: 0 });

    const server = await startSmtpServer({ port });
    try {
      await timePasses();
      expect(await deliverDue(database().db, to(server.url), { rules })).toEqual({ sent: 3, retrying: 0, failed: 0 });
      expect(server.received.map((mail) => mail.to[0]).sort()).toEqual([
        "board@example.org",
        "reader@example.org",
        "reader@example.org",
      ]);
      for (const id of ids) expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 2, lastError: null });
      await timePasses();
      expect(await deliverDue(database().db, to(server.url), { rules })).toMatchObject({ sent: 0 });
      expect(server.received).toHaveLength(3);
    } finally {
      await server.close();
    }
  });

  it("waits longer after each failed try, and marks the message failed with its reason after the last", async () => {
    const port = await freePort();
    const id = await queue("Keeps failing");
    const waits: number[] = [];
    for (let attempt = 1; attempt < rules.maxAttempts; attempt++) {
      await timePasses();
      expect(await deliverDue(database().db, to(`smtp://127.0.0.1:${port}`), { rules })).toMatchObject({ retrying: 1 });
      expect(await rowOf(id)).toMatchObject({ status: "queued", attempts: attempt });
      waits.push(await secondsUntilNextTry(id));
    }
    // 1, 2 and 4 minutes (a moment less, as the clock ran).
    expect(waits.map((wait) => Math.round(wait / 60))).toEqual([1, 2, 4]);

    await timePasses();
    expect(await deliverDue(database().db, to(`smtp://127.0.0.1:${port}`), { rules })).toMatchObject({ failed: 1 });
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: "failed", attempts: rules.maxAttempts });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    // A failed message is not tried again by itself.
    await timePasses();
    expect(await deliverDue(database().db, to(`smtp://127.0.0.1:${port}`), { rules })).toMatchObject({ failed: 0 });

    // 'Retry' queues it with a fresh count of tries, and it goes once the server answers.
    expect(await retryMail(database().db, id)).toMatchObject({ subject: expect.any(String), kind: expect.any(String) });
    expect(await retryMail(database().db, id)).toBeNull();
    const server = await startSmtpServer({ port });
    try {
      expect(await deliverDue(database().db, to(server.url), { rules })).toMatchObject({ sent: 1 });
      expect(await rowOf(id)).toMatchObject({ status: "sent", attempts: 1 });
    } finally {
      await server.close();
    }
  });

  it("keeps trying, rather than failing every message, when the mail server refuses the site's sign-in", async () => {
    const server = await startSmtpServer({ refuseSignIn: true });
    try {
      const id = await queue("Wrong SMTP password");
      const url = server.url.replace("smtp://", "smtp://site:wrong@");
      expect(await deliverDue(database().db, to(url), { rules })).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect(await rowOf(id)).toMatchObject({ status: "queued", lastError: expect.stringMatching(/535/) });
    } finally {
      await server.close();
    }
  });

  it("takes over a message whose worker stopped while sending it, once its hold ran out", async () => {
    const server = await startSmtpServer();
    try {
      const held = await queue("Held by a stopped worker");
      const stale = await queue("Stale hold");
      await database()
        .db.update(outboxMessages)
        .set({ status: "sending", attempts: 1, lockedUntil: sql`now() + interval '5 minutes'` })
        .where(eq(outboxMessages.id, held));
      await database()
        .db.update(outboxMessages)
        .set({ status: "sending", attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(outboxMessages.id, stale));
      expect(await deliverDue(database().db, to(server.url), { rules })).toMatchObject({ sent: 1 });
      expect(server.received.map((mail) => mail.raw.match(/^Subject: (.*)$/m)?.[1])).toEqual(["Stale hold"]);
      expect(await rowOf(held)).toMatchObject({ status: "sending" });
      expect(await rowOf(stale)).toMatchObject({ status: "sent", attempts: 2 });
    } finally {
      await server.close();
    }
  });

  it("sends what is queued as soon as the worker is nudged", async () => {
    const server = await startSmtpServer();
    const worker = startMailWorker(database().db, to(server.url), { everyMs: 3_600_000, rules });
    try {
      await worker.nudge();
      const id = await queue("Nudged");
      await worker.nudge();
      expect(await rowOf(id)).toMatchObject({ status: "sent" });
      expect(server.received).toHaveLength(1);
    } finally {
      await worker.stop();
      await server.close();
    }
  });

  it(`sends each message exactly once with several workers on ${testEngine === "postgres" ? "two instances of one PostgreSQL" : "one embedded database"}`, async () => {
    // Each message takes the server a moment, as a real one's does: every worker gets its share.
    const server = await startSmtpServer({ delayMs: 20 });
    // A second instance has its own connections to the same database.
    const second = testEngine === "postgres" ? openDatabase(database().target) : database();
    try {
      const subjects = Array.from({ length: 60 }, (_, index) => `Message ${index}`);
      for (const subject of subjects) await queue(subject);
      const workers = [database().db, database().db, second.db, second.db].map((db) =>
        deliverDue(db, to(server.url), { rules }),
      );
      const deliveries = await Promise.all(workers);
      expect(deliveries.reduce((sum, delivery) => sum + delivery.sent, 0)).toBe(60);
      if (testEngine === "postgres") {
        // Both instances took part.
        expect((deliveries[0]?.sent ?? 0) + (deliveries[1]?.sent ?? 0)).toBeGreaterThan(0);
        expect((deliveries[2]?.sent ?? 0) + (deliveries[3]?.sent ?? 0)).toBeGreaterThan(0);
      }
      const received = server.received.map((mail) => mail.raw.match(/^Subject: (.*)$/m)?.[1]).sort();
      expect(received).toEqual([...subjects].sort());
      const [left] = await database()
        .db.select({ n: sql<number>`count(*)::int` })
        .from(outboxMessages)
        .where(sql`${outboxMessages.status} <> 'sent' or ${outboxMessages.attempts} <> 1`);
      expect(left?.n).toBe(0);
    } finally {
      if (second !== database()) await second.close();
      await server.close();
    }
  });
});
