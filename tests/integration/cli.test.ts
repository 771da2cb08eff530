import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { controlSocketPath, serveControl } from "~/lib/control.server";
import { type DatabaseHandle, openDatabase, setDatabase } from "~/lib/db/client.server";
import { lockFileOf } from "~/lib/db/lock.server";
import { migrateDatabase } from "~/lib/db/migrate.server";
import { runTask, tasks } from "~/operations/tasks.server";
import { fillDataDirFromTemplate, testEngine } from "./support/database";
import { waitingFor } from "./support/limits";
import { runScript } from "./support/processes";

/** The command-line tools, run as `npm run admin:*` runs them, on an embedded database. */
const cli = (dataDir: string, ...args: string[]) => runScript("scripts/cli.ts", args, { DATA_DIR: dataDir });

/**
 * The embedded database only: on the PostgreSQL pass the commands would still run on PGlite, the
 * same tests a second time.
 */
const embeddedOnly = describe.skipIf(testEngine === "postgres");

// Each test has the limit of the commands it runs in turn (each starts Node and opens the embedded
// database, the first one creating it).
embeddedOnly("admin command line, with the site stopped", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "aero-cli-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("creates an admin on a new data directory, and a second run is harmless", { timeout: waitingFor(2) }, async () => {
    const first = await cli(
      dataDir,
      "admin:create",
      "--email",
      "chair@example.org",
      "--password",
      "long enough passphrase",
    );
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    expect(first.stdout).toContain("Created the user chair@example.org; it is now an admin.");
    const again = await cli(
      dataDir,
      "admin:create",
      "--email",
      "chair@example.org",
      "--password",
      "long enough passphrase",
    );
    expect(again.code).toBe(0);
    expect(again.stdout).toContain("The user chair@example.org exists; it was already an admin.");
  });

  it("refuses a short password with a clear message and exit code 1", { timeout: waitingFor(2) }, async () => {
    const result = await cli(dataDir, "admin:create", "--email", "new@example.org", "--password", "1234567");
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe("Password must be at least 12 characters.");
    const list = await cli(dataDir, "admin:list");
    expect(list.stdout).not.toContain("new@example.org");
  });

  it("lists and revokes admins, never the last one", { timeout: waitingFor(5) }, async () => {
    expect((await cli(dataDir, "admin:list")).stdout).toMatch(/^chair@example\.org\s+admin since/);
    const last = await cli(dataDir, "admin:revoke", "--email", "chair@example.org");
    expect(last.code).toBe(1);
    expect(last.stderr.trim()).toBe(
      "chair@example.org is the only admin. Make another admin first, then revoke this one.",
    );
    expect(
      (await cli(dataDir, "admin:create", "--email", "next@example.org", "--password", "next passphrase")).code,
    ).toBe(0);
    const revoke = await cli(dataDir, "admin:revoke", "--email", "chair@example.org");
    expect(revoke.stdout.trim()).toBe("chair@example.org is no longer an admin; its open sessions ended.");
    expect((await cli(dataDir, "admin:list")).stdout).toMatch(/^next@example\.org\s+admin since/);
  });

  it("explains its usage on an unknown command or option", { timeout: waitingFor(2) }, async () => {
    const unknown = await cli(dataDir, "admin:delete");
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain("npm run admin:create -- --email <email> --password <password>");
    const typo = await cli(dataDir, "admin:create", "--emial", "x@example.org");
    expect(typo.code).toBe(1);
    expect(typo.stderr).toContain("Unknown option '--emial'");
  });
});

embeddedOnly("admin command line, with the site running on the embedded database", () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "aero-cli-live-"));
  let handle: DatabaseHandle;
  let control: Server;

  beforeAll(async () => {
    // What the running site does: hold the data directory and answer on the control socket. Its
    // database is a copy of the migrated template: creating one is not what these tests are about.
    await fillDataDirFromTemplate(dataDir);
    handle = openDatabase({ engine: "pglite", dataDir: path.join(dataDir, "pglite") });
    await migrateDatabase(handle);
    setDatabase(handle);
    control = await serveControl(controlSocketPath(dataDir), runTask);
  });
  afterAll(async () => {
    await new Promise((resolve) => control.close(resolve));
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("hands the task to the site, which creates the admin in its own database", {
    timeout: waitingFor(1),
  }, async () => {
    const result = await cli(
      dataDir,
      "admin:create",
      "--email",
      "live@example.org",
      "--password",
      "long enough passphrase",
    );
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain("Created the user live@example.org; it is now an admin.");
    expect((await tasks["admin:list"]?.({})) ?? "").toMatch(/^live@example\.org\s+admin since/);
  });

  it("passes the site's refusal on, with exit code 1", { timeout: waitingFor(1) }, async () => {
    const result = await cli(dataDir, "admin:create", "--email", "live@example.org", "--password", "short");
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe("Password must be at least 12 characters.");
  });

  it("takes over a lock left behind by a process that no longer runs", { timeout: waitingFor(1) }, async () => {
    // A database, and the lock of a process that ended without removing it (a crash, a kill).
    const stale = mkdtempSync(path.join(os.tmpdir(), "aero-cli-stale-"));
    await fillDataDirFromTemplate(stale);
    writeFileSync(lockFileOf(path.join(stale, "pglite")), "999999");
    const result = await cli(stale, "admin:list");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("No admins yet.");
    rmSync(stale, { recursive: true, force: true });
  });
});
