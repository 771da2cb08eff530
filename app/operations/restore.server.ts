import { writeFile } from "node:fs/promises";
import path from "node:path";
import { bucketTypes } from "~/collections";
import type { DatabaseHandle } from "~/lib/db/client.server";
import { mimeOfObjectName } from "~/lib/media";
import { isSafeObjectName, type Storage } from "~/lib/storage.server";
import {
  ARCHIVE_LIMITS,
  type ArchiveLimits,
  archivedSecret,
  BackupError,
  checkStoredFile,
  type Manifest,
  unpack,
  withStaging,
} from "./archive.server";
import { insertRows, migrationNames, rowCount, tablesInOrder } from "./tables.server";

export interface RestoreTargets {
  database: DatabaseHandle;
  storage: Storage;
  /** Where the archived auth secret goes, when the site keeps its secret in DATA_DIR. */
  authSecretFile?: string;
}

/**
 * Brings an archive back into an empty database and empty storage: files first, then every row
 * in one transaction; if the rows cannot all be written, the files put are removed again, so a
 * failed restore leaves the target as empty as it was.
 */
export async function restoreBackup(
  targets: RestoreTargets,
  archive: string,
  limits: ArchiveLimits = ARCHIVE_LIMITS,
): Promise<Manifest> {
  return withStaging(async (staging) => {
    const manifest = await unpack(archive, staging, limits);
    const { db } = targets.database;

    const known = await migrationNames();
    if (manifest.migrations.some((name, i) => known[i] !== name)) {
      throw new BackupError(
        "This backup was made by a newer version of the site than this one; update the site, then restore.",
      );
    }
    const present = await tablesInOrder(db);
    const filled: string[] = [];
    for (const table of present) {
      const rows = await rowCount(db, table);
      if (rows > 0) filled.push(`${table}: ${rows}`);
    }
    if (filled.length > 0) {
      throw new BackupError(
        `The database is not empty (${filled.join(", ")}). Restore into an empty DATA_DIR or an empty database.`,
      );
    }
    for (const bucket of bucketTypes.keys()) {
      if ((await targets.storage.list(bucket)).length > 0) {
        throw new BackupError(`The file storage is not empty (${bucket}). Restore into an empty DATA_DIR or bucket.`);
      }
    }
    for (const { name } of manifest.tables) {
      if (!present.includes(name)) throw new BackupError(`The archive has a table this site does not know: ${name}.`);
    }
    for (const file of manifest.files) {
      if (!bucketTypes.has(file.bucket) || !isSafeObjectName(file.name)) {
        throw new BackupError(`The archive names a file this site cannot store: ${file.bucket}/${file.name}.`);
      }
      await checkStoredFile(staging, file);
    }
    const secret = manifest.authSecret && targets.authSecretFile ? await archivedSecret(staging) : null;

    const put: Manifest["files"] = [];
    try {
      for (const file of manifest.files) {
        const source = path.join(staging, "storage", file.bucket, file.name);
        await targets.storage.putFile(file.bucket, file.name, source, mimeOfObjectName(file.name));
        put.push(file);
      }
      await db.transaction(async (tx) => {
        for (const table of manifest.tables) {
          const written = await insertRows(tx, table.name, path.join(staging, "database", `${table.name}.jsonl`));
          if (written !== table.rows) {
            throw new BackupError(
              `The archive's ${table.name} holds ${written} rows where it should hold ${table.rows}.`,
            );
          }
        }
      });
    } catch (error) {
      for (const file of put) await targets.storage.remove(file.bucket, file.name).catch(() => {});
      if (error instanceof BackupError) throw error;
      throw new BackupError(`The restore failed and nothing was kept: ${(error as Error).message}`);
    }

    if (secret !== null && targets.authSecretFile) await writeFile(targets.authSecretFile, secret, { mode: 0o600 });
    return manifest;
  });
}
