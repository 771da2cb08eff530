import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { sendIssue } from "~/features/newsletter/sending.server";
import { newsletterIssues, newsletterSubscriptions } from "~/features/newsletter/table";
import { openDatabase } from "~/lib/db/client.server";
import { fillDataDirFromTemplate, testEngine } from "./support/database";
import { waitingFor } from "./support/limits";
import { type Site, startSite } from "./support/processes";
import { startSmtpServer } from "./support/smtp";

/**
 * The site sending one issue to 10,000 confirmed subscribers is killed (SIGKILL) twice while it
 * sends and started again: each subscriber receives the issue, and a copy in flight when the site
 * died goes again as the same message (one Message-ID), never as a second one.
 */
const SUBSCRIBERS = 10_000;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "aero-newsletter-crash-"));
let site: Site | undefined;
afterAll(async () => {
  await site?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(testEngine !== "pglite")("an issue going out while the site is killed", () => {
  it("reaches every subscriber once, however often the site is killed and started again", {
    timeout: waitingFor(4) + 120_000,
  }, async () => {
    const received = new Map<string, string[]>();
    let lastMessage = performance.now();
    const smtp = await startSmtpServer({
      onMessage: (mail) => {
        lastMessage = performance.now();
        const id = /^Message-ID:\s*(\S+)/im.exec(mail.raw)?.[1] ?? "";
        for (const to of mail.to) received.set(to, [...(received.get(to) ?? []), id]);
      },
    });
    try {
      await fillDataDirFromTemplate(dataDir, async ({ db }) => {
        for (let from = 0; from < SUBSCRIBERS; from += 1_000) {
          await db.insert(newsletterSubscriptions).values(
            Array.from({ length: 1_000 }, (_, i) => ({
              email: `reader${from + i}@example.org`,
              confirmedAt: new Date(),
            })),
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
      });
      const env = {
        DATA_DIR: dataDir,
        SEED_DEMO: "false",
        SMTP_URL: smtp.url,
        CONTACT_TO: "club@example.org",
        NEWSLETTER_PER_MINUTE: "100000",
        // A copy held by the killed site is taken again three seconds later.
        SMTP_TIMEOUT_SECONDS: "1",
      };
      const until = async (done: () => boolean) => {
        while (!done()) await new Promise((resolve) => setTimeout(resolve, 50));
      };
      for (const share of [1 / 3, 2 / 3]) {
        site = await startSite(env);
        await until(() => received.size >= SUBSCRIBERS * share);
        await site.kill();
      }
      site = await startSite(env);
      // Every subscriber reached, and nothing more for longer than a killed site's hold on a copy.
      await until(() => received.size === SUBSCRIBERS && performance.now() - lastMessage > 5_000);
      expect(await site.stop()).toBe(0);
      site = undefined;

      const twice = [...received.values()].filter((ids) => ids.length > 1);
      // At most the copy in flight at each kill went again, and as the same message.
      expect(twice.length).toBeLessThanOrEqual(2);
      for (const ids of twice) expect(new Set(ids).size).toBe(1);
      expect(received.size).toBe(SUBSCRIBERS);

      const after = openDatabase({ engine: "pglite", dataDir: path.join(dataDir, "pglite") });
      try {
        const [issue] = await after.db.select().from(newsletterIssues).where(eq(newsletterIssues.slug, "launch-week"));
        expect(issue?.status).toBe("sent");
      } finally {
        await after.close();
      }
    } finally {
      await smtp.close();
    }
  });
});
