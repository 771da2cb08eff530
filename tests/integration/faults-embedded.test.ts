import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { contactMessages } from "~/features/contact/table";
import { newsletterSubscriptions } from "~/features/newsletter/table";
import { openDatabase } from "~/lib/db/client.server";
import { lockFileOf } from "~/lib/db/lock.server";
import { fillDataDirFromTemplate, testEngine } from "./support/database";
import { waitingFor } from "./support/limits";
import { type Site, startSite } from "./support/processes";

const WRITES = 300;
const AT_ONCE = 12;
/** The kill comes once this many writes were acknowledged, with the others still on their way. */
const KILL_AFTER = 100;

interface Write {
  kind: "contact" | "newsletter";
  email: string;
  path: string;
  body: URLSearchParams;
}

function write(index: number): Write {
  if (index % 2 === 0) {
    const email = `writer-${index}@example.org`;
    return {
      kind: "contact",
      email,
      path: "/contact",
      body: new URLSearchParams({ name: `Writer ${index}`, email, subject: `Message ${index}`, message: "Hello" }),
    };
  }
  const email = `subscriber-${index}@example.org`;
  return { kind: "newsletter", email, path: "/resources/newsletter", body: new URLSearchParams({ email }) };
}

// The embedded database only: on the PostgreSQL pass the site would still run on PGlite, the same
// test a second time.
describe.skipIf(testEngine === "postgres")("the embedded database killed during writes", () => {
  let dataDir = "";
  let site: Site | undefined;
  afterAll(async () => {
    await site?.kill();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps every write that got a success answer, and opens again cleanly", { timeout: waitingFor(3) }, async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "aero-faults-embedded-"));
    const env = { DATA_DIR: dataDir, SEED_DEMO: "false", FORM_RATE_LIMIT: "100000", SMTP_URL: "", CONTACT_TO: "" };
    await fillDataDirFromTemplate(dataDir);
    site = await startSite(env);
    const first = site;
    const acknowledged: Write[] = [];
    let unanswered = 0;
    let killed: Promise<void> | undefined;
    let next = 0;
    const worker = async () => {
      while (next < WRITES) {
        const item = write(next++);
        try {
          const response = await fetch(`${first.url}${item.path}`, {
            method: "POST",
            headers: { Origin: first.url },
            body: item.body,
            signal: AbortSignal.timeout(20_000),
          });
          // The action has finished when the status is known; the body may be cut by the kill.
          if (response.status === 200) acknowledged.push(item);
          else expect.soft(response.status, `${item.path} ${item.email} before the kill`).toBe(200);
          await response.body?.cancel();
        } catch {
          unanswered++;
        }
        if (acknowledged.length >= KILL_AFTER) killed ??= first.kill();
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, worker));
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    // The kill came in the middle of the stream: later writes found no server.
    expect(unanswered).toBeGreaterThan(0);

    // The killed process left its lock file behind; the second start sees it is stale and takes over.
    expect(existsSync(lockFileOf(path.join(dataDir, "pglite")))).toBe(true);
    site = await startSite(env);
    expect(site.output()).not.toMatch(/in use by another process|could not start/);
    const health = await fetch(`${site.url}/healthz`);
    expect(health.status).toBe(200);
    const after = write(WRITES);
    const again = await fetch(`${site.url}${after.path}`, {
      method: "POST",
      headers: { Origin: site.url },
      body: after.body,
    });
    expect(again.status).toBe(200);
    expect(await site.stop()).toBe(0);
    site = undefined;

    const handle = openDatabase({ engine: "pglite", dataDir: path.join(dataDir, "pglite") });
    try {
      const messages = new Set((await handle.db.select().from(contactMessages)).map((row) => row.email));
      const subscribers = new Set((await handle.db.select().from(newsletterSubscriptions)).map((row) => row.email));
      const lost = acknowledged.filter((item) => !(item.kind === "contact" ? messages : subscribers).has(item.email));
      expect(lost).toEqual([]);
      expect(messages.has(after.email)).toBe(true);
    } finally {
      await handle.close();
    }
    // Two starts and a stop, besides the writes, each answered or cut off within its own limit.
  });
});
