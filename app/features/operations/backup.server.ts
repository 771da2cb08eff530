import { createReadStream } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, stat, statfs, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { type SQL, sql } from "drizzle-orm";
import * as tar from "tar";
import { hasControlCharacters } from "~/lib/control-characters";
import type { Database, DatabaseHandle, Engine } from "~/lib/db/client.server";
import { type Bucket, buckets, bucketTypes, isBucket, mimeOfObjectName } from "~/lib/media";
import { shippedFile } from "~/lib/shipped-file.server";
import { isSafeObjectName, type Storage } from "~/lib/storage.server";

/**
 * One archive (tar.gz) holds the whole site: every table of the database as JSON lines, every
 * stored file, and the kept auth secret. The rows are written and read back by PostgreSQL itself
 * (row_to_json, json_populate_recordset), so every type comes back exactly, on either engine.
 */
const FORMAT = "kfupm-aero-club-backup";
const FORMAT_VERSION = 1;
const SECRET_FILE = "auth-secret";
const ROWS_PER_INSERT = 500;

export interface Manifest {
  format: typeof FORMAT;
  version: typeof FORMAT_VERSION;
  createdAt: string;
  engine: Engine;
  /** The migrations the database had, by name, in order. */
  migrations: string[];
  /** Every table, parents before the tables that refer to them. */
  tables: { name: string; rows: number }[];
  files: { bucket: Bucket; name: string; bytes: number }[];
  authSecret: boolean;
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

/** What the archive's queries need of a database or of a transaction: to run SQL. */
type Queries = Pick<Database, "execute">;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

async function migrationNames(): Promise<string[]> {
  const journal = JSON.parse(await readFile(shippedFile("db", "migrations", "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

async function appliedMigrations(db: Queries): Promise<string[]> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
  );
  return (await migrationNames()).slice(0, row?.count ?? 0);
}

/** The tables of the public schema, each after the tables its foreign keys point to. */
async function tablesInOrder(db: Queries): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`),
  ).map((row) => row.name);
  const links = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select child.relname as child, parent.relname as parent from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = k.connamespace
      where k.contype = 'f' and n.nspname = 'public'`),
  );
  const ordered: string[] = [];
  const waiting = new Set(tables);
  while (waiting.size > 0) {
    const ready = [...waiting].filter((table) =>
      links.every((link) => link.child !== table || link.parent === table || !waiting.has(link.parent)),
    );
    if (ready.length === 0)
      throw new BackupError(`The tables ${[...waiting].join(", ")} refer to each other in a cycle.`);
    for (const table of ready) {
      ordered.push(table);
      waiting.delete(table);
    }
  }
  return ordered;
}

async function columnsOf(db: Queries, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
      select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = ${table} order by ordinal_position`),
  ).map((row) => row.name);
}

async function rowCount(db: Queries, table: string): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from ${sql.identifier(table)}`),
  );
  return row?.count ?? 0;
}

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

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

async function withStaging<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "aero-club-backup-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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
    for (const bucket of buckets) {
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

function readManifest(text: string): Manifest {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new BackupError("The archive's backup.json is not readable.");
  }
  if (manifest.format !== FORMAT || manifest.version !== FORMAT_VERSION) {
    throw new BackupError("This archive is not a backup of this site (or of a version it cannot read).");
  }
  if (!Array.isArray(manifest.tables) || !Array.isArray(manifest.files) || !Array.isArray(manifest.migrations)) {
    throw new BackupError("The archive's backup.json is incomplete.");
  }
  return manifest;
}

/** How much restore reads from an archive at most: its unpacked bytes and its entries. */
export interface ArchiveLimits {
  maxBytes: number;
  maxEntries: number;
}

export const ARCHIVE_LIMITS: ArchiveLimits = { maxBytes: 20 * 1024 ** 3, maxEntries: 100_000 };

/** backup.json is a list of names and counts: a megabyte holds tens of thousands of files. */
const MAX_MANIFEST_BYTES = 1024 * 1024;

/** The files an archive holds (by path, with their size) and its backup.json, read without unpacking anything. */
interface ArchiveIndex {
  files: Map<string, number>;
  manifest: string | null;
}

const entryName = (entryPath: string) => entryPath.replace(/^(\.\/)+/, "").replace(/\/+$/, "");

/**
 * Reads the archive's headers (and its backup.json) without writing anything, stopping as soon as
 * it holds more than `limits` allow, or room on disk, so that an archive that unpacks to far more
 * than it weighs is refused before it fills a disk.
 */
async function indexArchive(archive: string, limits: ArchiveLimits): Promise<ArchiveIndex> {
  if (!(await exists(archive))) throw new BackupError(`There is no file ${archive}.`);
  const room = await statfs(os.tmpdir())
    .then((disk) => disk.bavail * disk.bsize)
    .catch(() => Number.POSITIVE_INFINITY);
  const maxBytes = Math.min(limits.maxBytes, room);
  return new Promise<ArchiveIndex>((resolve, reject) => {
    const files = new Map<string, number>();
    let manifest: string | null = null;
    let bytes = 0;
    let entries = 0;
    let settled = false;
    const input = createReadStream(archive);
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      input.destroy();
      parser.abort(new BackupError(message));
      reject(new BackupError(message));
    };
    const parser = new tar.Parser({
      strict: true,
      onReadEntry: (entry) => {
        entries++;
        const name = entryName(entry.path);
        if (entries > limits.maxEntries) {
          fail(`${archive} holds more than ${limits.maxEntries} entries: it is not a backup this site restores.`);
        } else if (entry.type === "File") {
          bytes += entry.size;
          files.set(name, entry.size);
          if (bytes > maxBytes) {
            fail(
              `${archive} unpacks to more than ${(maxBytes / 1024 ** 3).toFixed(1)} GB${maxBytes === room ? " (the room left on disk)" : ""}: it is not restored.`,
            );
          }
        }
        if (!settled && name === "backup.json" && entry.type === "File" && entry.size <= MAX_MANIFEST_BYTES) {
          const chunks: Buffer[] = [];
          entry.on("data", (chunk: Buffer) => chunks.push(chunk));
          entry.on("end", () => {
            manifest = Buffer.concat(chunks).toString("utf8");
          });
        } else {
          // Read past, unwritten: only the headers count here.
          entry.resume();
        }
      },
    });
    parser.on("error", (error: Error) => fail(`${archive} is not a readable backup archive (${error.message}).`));
    input.on("error", (error) => fail(`${archive} is not a readable backup archive (${error.message}).`));
    parser.on("end", () => {
      if (settled) return;
      settled = true;
      resolve({ files, manifest });
    });
    input.pipe(parser);
  });
}

/** The archive's paths of what backup.json names, each with the size it must have (if known). */
function namedPaths(manifest: Manifest): Map<string, number | undefined> {
  const named = new Map<string, number | undefined>([["backup.json", undefined]]);
  for (const { name } of manifest.tables) named.set(`database/${name}.jsonl`, undefined);
  for (const file of manifest.files) named.set(`storage/${file.bucket}/${file.name}`, file.bytes);
  if (manifest.authSecret) named.set(SECRET_FILE, undefined);
  return named;
}

/**
 * Checks that the archive holds exactly what its backup.json names (no file more, none missing,
 * each stored file of the size named), then unpacks only those: nothing is written before.
 */
async function unpack(archive: string, staging: string, limits: ArchiveLimits): Promise<Manifest> {
  const index = await indexArchive(archive, limits);
  if (!index.files.has("backup.json")) {
    throw new BackupError(`${archive} has no backup.json: it is not a backup of this site.`);
  }
  if (index.manifest === null) throw new BackupError("The archive's backup.json is not readable.");
  const manifest = readManifest(index.manifest);
  const named = namedPaths(manifest);
  for (const name of index.files.keys()) {
    if (!named.has(name)) throw new BackupError(`The archive holds a file its backup.json does not name: ${name}.`);
  }
  for (const [name, size] of named) {
    if (!index.files.has(name)) throw new BackupError(`The archive lacks a file its backup.json names: ${name}.`);
    if (size !== undefined && index.files.get(name) !== size) {
      throw new BackupError(`The archive's ${name} is not of the size its backup.json names.`);
    }
  }
  try {
    // Only the files named, and folders; tar itself refuses absolute paths and `..`.
    await tar.extract({
      file: archive,
      cwd: staging,
      strict: true,
      filter: (entryPath, entry) =>
        "type" in entry && (entry.type === "Directory" || (entry.type === "File" && named.has(entryName(entryPath)))),
    });
  } catch (error) {
    throw new BackupError(`${archive} is not a readable backup archive (${(error as Error).message}).`);
  }
  return manifest;
}

/** The auth secret an archive carries, if it is one the site could use (as AUTH_SECRET is checked). */
async function archivedSecret(staging: string): Promise<string> {
  const secret = await readFile(path.join(staging, SECRET_FILE), "utf8");
  if (secret.trim().length < 32 || secret.length > 1024 || hasControlCharacters(secret.trim())) {
    throw new BackupError("The archive's auth secret is not one the site can use (32 to 1024 characters of text).");
  }
  return secret;
}

/**
 * A stored file of the archive, checked as an upload is: its bytes are a picture or video of a
 * type its bucket holds, and its name's extension is that type's.
 */
async function checkStoredFile(staging: string, file: Manifest["files"][number]): Promise<void> {
  const { fileTypeFromFile } = await import("file-type");
  const detected = await fileTypeFromFile(path.join(staging, "storage", file.bucket, file.name));
  const type = bucketTypes(file.bucket).find((candidate) => candidate.mime === detected?.mime);
  const extension = file.name.slice(file.name.lastIndexOf(".") + 1).toLowerCase();
  if (!type?.extensions.includes(extension)) {
    throw new BackupError(
      `The archive's file ${file.bucket}/${file.name} is not a picture or video of the kind its bucket holds.`,
    );
  }
}

/** Inserts a table's archived rows, in batches, keeping only the columns the table has now. */
async function insertRows(db: Queries, table: string, file: string): Promise<number> {
  const current = new Set(await columnsOf(db, table));
  let batch: Record<string, unknown>[] = [];
  let columns: SQL | undefined;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0 || !columns) return;
    await db.execute(sql`
      insert into ${sql.identifier(table)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(batch)}::json)`);
    count += batch.length;
    batch = [];
  };
  const lines = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line === "") continue;
    const row = JSON.parse(line) as Record<string, unknown>;
    // A backup of an older schema lacks the newer columns: they take their defaults.
    columns ??= sql.join(
      Object.keys(row)
        .filter((column) => current.has(column))
        .map((column) => sql.identifier(column)),
      sql`, `,
    );
    batch.push(row);
    if (batch.length === ROWS_PER_INSERT) await flush();
  }
  await flush();
  return count;
}

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
    for (const bucket of buckets) {
      if ((await targets.storage.list(bucket)).length > 0) {
        throw new BackupError(`The file storage is not empty (${bucket}). Restore into an empty DATA_DIR or bucket.`);
      }
    }
    for (const { name } of manifest.tables) {
      if (!present.includes(name)) throw new BackupError(`The archive has a table this site does not know: ${name}.`);
    }
    for (const file of manifest.files) {
      if (!isBucket(file.bucket) || !isSafeObjectName(file.name)) {
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

/** One line for the person who ran the command. */
export function describeBackup(manifest: Manifest): string {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  return `${manifest.tables.length} tables (${rows} rows) and ${manifest.files.length} files (${(bytes / 1024 / 1024).toFixed(1)} MB)`;
}
