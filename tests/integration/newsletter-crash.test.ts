import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { sendIssue } from "~/features/newsletter/sending.server";
import { newsletterIssues, newsletterSubscriptions } from "~/features/newsletter/table";
import { type DatabaseHandle, openDatabase } from "~/lib/db/client.server";
import { migrateDatabase } from "~/lib/db/migrate.server";
import { createServerDatabase, fillDataDirFromTemplate, type ServerDatabase, testEngine } from "./support/database";
import { waitingFor } from "./support/limits";
import { type Site, startSite } from "./support/processes";
import { startSmtpServer } from "./support/smtp";

/**
 * One issue going out to 10,000 confirmed subscribers while the sites sending it are killed
 * (SIGKILL) and started again, or while two of them send it from one PostgreSQL database: each
 * subscriber receives the issue, and a copy in flight when a site died goes again as the same
 * message (one Message-ID), never as a second one.
 */
const SUBSCRIBERS = 10_000;
const scratch = mkdtempSync(path.join(os.tmpdir(), "aero-newsletter-crash-"));
const sites: Site[] = [];
let serverDatabase: ServerDatabase | undefined;
afterAll(async () => {
  await Promise.all(sites.map((site) => site.kill()));
  await serverDatabase?.drop();
  rmSync(scratch, { recursive: true, force: true });
});

/** What the sites are started with, besides where their database is. */
const sending = {
  SEED_DEMO: "false",
  CONTACT_TO: "club@example.org",
  NEWSLETTER_PER_MINUTE: "100000",
  // A copy held by a killed site is taken again three seconds later.
  SMTP_TIMEOUT_SECONDS: "1",
};

/** The subscribers and the issue, started going out to them. */
async function startIssue({ db }: DatabaseHandle) {
  for (let from = 0; from < SUBSCRIBERS; from += 1_000) {
    await db
      .insert(newsletterSubscriptions)
      .values(
        Array.from({ length: 1_000 }, (_, i) => ({ email: `reader${from + i}@example.org`, confirmedAt: new Date() })),
      );
  }
  const [issue] = await db
    .insert(newsletterIssues)
    .values({ subject: "Launch week", slug: "launch-week", body: "The rocket flew." })
    .returning();
  if (!issue) throw new Error("the issue was not stored");
  const started = await sendIssue(db, {
    id: issue.id,
    version: issue.version,
    at: null,
    actor: { email: "a@example.org" },
  });
  expect(started).toEqual({ kind: "started", recipients: SUBSCRIBERS });
}

/** A mail server keeping each recipient's Message-IDs, as many as it received. */
async function mailbox() {
  const received = new Map<string, string[]>();
  let lastMessage = performance.now();
  const smtp = await startSmtpServer({
    onMessage: (mail) => {
      lastMessage = performance.now();
      const id = /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1] ?? "";
      for (const to of mail.to) received.set(to, [...(received.get(to) ?? []), id]);
    },
  });
  return { smtp, received, quietFor: () => performance.now() - lastMessage };
}

const until = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 50));
};

/** Each subscriber received the issue; at most `kills` of them twice, and then as the same message. */
function expectOnceEach(received: Map<string, string[]>, kills: number) {
  const twice = [...received.values()].filter((ids) => ids.length > 1);
  expect(twice.length).toBeLessThanOrEqual(kills);
  for (const ids of twice) expect(new Set(ids).size).toBe(1);
  expect(received.size).toBe(SUBSCRIBERS);
}

async function expectSent({ db }: DatabaseHandle) {
  const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.slug, "launch-week"));
  expect(issue?.status).toBe("sent");
}

describe.skipIf(testEngine !== "pglite")("an issue going out while the site is killed", () => {
  it("reaches every subscriber once, however often the site is killed and started again", {
    timeout: waitingFor(4) + 120_000,
  }, async () => {
    const { smtp, received, quietFor } = await mailbox();
    try {
      await fillDataDirFromTemplate(scratch, startIssue);
      const env = { ...sending, DATA_DIR: scratch, SMTP_URL: smtp.url };
      for (const share of [1 / 3, 2 / 3]) {
        const site = await startSite(env);
        sites.push(site);
        await until(() => received.size >= SUBSCRIBERS * share);
        await site.kill();
      }
      const site = await startSite(env);
      sites.push(site);
      // Every subscriber reached, and nothing more for longer than a killed site's hold on a copy.
      await until(() => received.size === SUBSCRIBERS && quietFor() > 5_000);
      expect(await site.stop()).toBe(0);
      expectOnceEach(received, 2);

      const after = openDatabase({ engine: "pglite", dataDir: path.join(scratch, "pglite") });
      try {
        await expectSent(after);
      } finally {
        await after.close();
      }
    } finally {
      await smtp.close();
    }
  });
});

describe.skipIf(testEngine !== "postgres")("an issue going out from two sites on one PostgreSQL database", () => {
  it("reaches every subscriber once, both sites sending, one of them killed midway", {
    timeout: waitingFor(3) + 120_000,
  }, async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
    serverDatabase = await createServerDatabase(serverUrl, "aero_mailing");
    const handle = openDatabase({ engine: "postgres", url: serverDatabase.url });
    // Each site sends to a mail server of its own, so that each one's share is seen.
    const boxes = [await mailbox(), await mailbox()];
    const received = new Map<string, string[]>();
    const reached = () => new Set(boxes.flatMap((box) => [...box.received.keys()])).size;
    try {
      await migrateDatabase(handle);
      await startIssue(handle);
      const [a, b] = await Promise.all(
        boxes.map((box, i) =>
          startSite({
            ...sending,
            DATABASE_URL: serverDatabase?.url ?? "",
            DATA_DIR: path.join(scratch, `site-${i}`),
            SMTP_URL: box.smtp.url,
          }),
        ),
      );
      if (!a || !b) throw new Error("a site did not start");
      sites.push(a, b);
      await until(() => reached() >= SUBSCRIBERS / 2);
      await a.kill();
      await until(() => reached() === SUBSCRIBERS && boxes.every((box) => box.quietFor() > 5_000));
      expect(await b.stop()).toBe(0);

      for (const box of boxes) {
        expect(box.received.size).toBeGreaterThan(0);
        for (const [to, ids] of box.received) received.set(to, [...(received.get(to) ?? []), ...ids]);
      }
      expectOnceEach(received, 1);
      await expectSent(handle);
    } finally {
      await handle.close();
      await Promise.all(boxes.map((box) => box.smtp.close()));
    }
  });
});
