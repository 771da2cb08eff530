import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { events } from "~/features/events/table";
import { teamMembers } from "~/features/team/table";
import { callControl, controlSocketPath } from "~/lib/control.server";
import { database } from "~/lib/db/client.server";
import { lockFileOf } from "~/lib/db/lock.server";
import { localStorageRoot } from "~/lib/storage.server";
import { prepare, shutdown } from "~/operations/prepare.server";
import { DATABASE_LIMIT_MS, TEST_LIMIT_MS } from "./support/limits";

// What `npm start` does before it listens, on its own embedded database and with SEED_DEMO=false.
const dataDir = mkdtempSync(path.join(os.tmpdir(), "aero-prepare-"));
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO = "false";
process.env.DATABASE_URL = "";
// A data directory that was left open to other users, with a file anyone could change.
chmodSync(dataDir, 0o777);
const widenedFile = path.join(dataDir, "notes.txt");
writeFileSync(widenedFile, "kept");
chmodSync(widenedFile, 0o666);

afterAll(async () => {
  await shutdown();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("starting on a new embedded database with SEED_DEMO=false", () => {
  // It waits for a new database to be made and migrated, besides its own work.
  it("migrates, adds no demo content, and reports that there is no admin yet", {
    timeout: DATABASE_LIMIT_MS + TEST_LIMIT_MS,
  }, async () => {
    const prepared = await prepare();
    expect(prepared).toEqual({ engine: "pglite", seed: "disabled", admins: 0 });
    const [row] = await database().db.select({ n: count() }).from(events);
    expect(row?.n).toBe(0);
    expect(await database().db.select().from(teamMembers)).toHaveLength(0);
  });

  it("holds the data directory and still puts the hero video in the videos bucket", () => {
    expect(existsSync(lockFileOf(path.join(dataDir, "pglite")))).toBe(true);
    expect(existsSync(path.join(localStorageRoot(), "videos", "club-loop.mp4"))).toBe(true);
    expect(existsSync(path.join(localStorageRoot(), "videos", "club-loop.webm"))).toBe(true);
    expect(existsSync(path.join(localStorageRoot(), "videos", "club-loop-poster.webp"))).toBe(true);
  });

  it("keeps the data directory to its owner: the folder, the database files and what was widened", () => {
    const others = (file: string) => statSync(file).mode & 0o077;
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(widenedFile).mode & 0o777).toBe(0o600);
    const pglite = path.join(dataDir, "pglite");
    expect(others(pglite)).toBe(0);
    expect(others(path.join(pglite, "PG_VERSION"))).toBe(0);
    expect(others(path.join(localStorageRoot(), "videos", "club-loop.mp4"))).toBe(0);
  });

  it("answers the command line on the control socket", async () => {
    const reply = await callControl(controlSocketPath(dataDir), { task: "admin:list", args: {} });
    expect(reply).toEqual({
      ok: true,
      output: "No admins yet. Create one with:\n  npm run admin:create -- --email <email> --password <password>",
    });
    const unknown = await callControl(controlSocketPath(dataDir), { task: "db:drop", args: {} });
    expect(unknown).toEqual({ ok: false, error: "Unknown task db:drop." });
  });
});
