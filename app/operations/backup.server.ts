import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import * as tar from "tar";
import { bucketTypes } from "~/collections";
import type { DatabaseHandle } from "~/lib/db/client.server";
import type { Storage } from "~/lib/storage.server";
import { BackupError, exists, FORMAT, FORMAT_VERSION, type Manifest, SECRET_FILE, withStaging } from "./archive.server";
import { appliedMigrations, rowsOf, tablesInOrder } from "./tables.server";

function timestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/:/g, "-")
    .replace(/\.\d+Z$/, "Z");
}

/** Where an archive goes when no name is given: the folder the command was run from. */
export function defaultArchiveName(now = new Date()): string {
  return `club-backup-${timestamp(now)}.tar.gz`;
}

export interface BackupSources {
  database: DatabaseHandle;
  storage: Storage;
  /** The auth secret kept in DATA_DIR, when the site uses it (AUTH_SECRET unset). */
  authSecret?: string;
}

/**
 * Writes the archive to `archive` (which must not exist yet): the database as one consistent
 * snapshot, then the stored files. The file appears only once it is complete.
 */
export async function writeBackup(sources: BackupSources, archive: string): Promise<Manifest> {
  if (await exists(archive)) throw new BackupError(`${archive} exists already; choose another name.`);
  return withStaging(async (staging) => {
    const { db } = sources.database;
    await mkdir(path.join(staging, "database"));
    const tables: Manifest["tables"] = [];
    // One snapshot for every table, so that rows that refer to each other are saved together.
    await db.transaction(
      async (tx) => {
        for (const name of await tablesInOrder(tx)) {
          const rows = rowsOf<{ row: string }>(
            await tx.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(name)} as t`),
          );
          await writeFile(path.join(staging, "database", `${name}.jsonl`), rows.map((r) => `${r.row}\n`).join(""));
          tables.push({ name, rows: rows.length });
        }
      },
      { isolationLevel: "repeatable read", accessMode: "read only" },
    );

    const files: Manifest["files"] = [];
    for (const bucket of bucketTypes.keys()) {
      for (const name of await sources.storage.list(bucket)) {
        const object = await sources.storage.get(bucket, name);
        // Removed since it was listed: nothing refers to it any more.
        if (!object) continue;
        await mkdir(path.join(staging, "storage", bucket), { recursive: true });
        await writeFile(path.join(staging, "storage", bucket, name), object.body);
        files.push({ bucket, name, bytes: object.size });
      }
    }
    if (sources.authSecret) await writeFile(path.join(staging, SECRET_FILE), `${sources.authSecret}\n`);

    const manifest: Manifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      engine: sources.database.engine,
      migrations: await appliedMigrations(db),
      tables,
      files,
      authSecret: Boolean(sources.authSecret),
    };
    await writeFile(path.join(staging, "backup.json"), `${JSON.stringify(manifest, null, 2)}\n`);

    await mkdir(path.dirname(archive), { recursive: true });
    const partial = `${archive}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true, mode: 0o600 }, ["."]);
    await rename(partial, archive);
    return manifest;
  });
}
