import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/lib/db/client.server";
import { migrateDatabase } from "~/lib/db/migrate.server";
import { ensureBuild } from "../../server/build.mjs";
import { createServerDatabase } from "./support/database";
import { projectRoot } from "./support/processes";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory, as a tar file each test file starts from. */
    pgliteTemplate: string;
    /** On PostgreSQL: the name of a migrated, empty database each test file's database copies. */
    postgresTemplate: string;
  }
}

/**
 * Brings the site's build up to date, and migrates one database once (embedded, or on the server of
 * TEST_DATABASE_URL), so each test file copies it instead of migrating its own.
 */
export default async function setup(project: TestProject) {
  // The test files that start the site run at the same time; built once here, none of them builds.
  ensureBuild(projectRoot);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createServerDatabase(serverUrl, "aero_template");
    const handle = openDatabase({ engine: "postgres", url: template.url });
    try {
      await migrateDatabase(handle);
    } finally {
      // PostgreSQL copies a database only while no one is connected to it.
      await handle.close();
    }
    project.provide("postgresTemplate", template.name);
    return () => template.drop();
  }
  const dir = path.join(os.tmpdir(), `aero-club-template-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const handle = openDatabase({ engine: "pglite" });
  await migrateDatabase(handle);
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
  // Not compressed: each test file would spend about a second unpacking 40 MB from gzip.
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
