import { createReadStream } from "node:fs";
import { mkdtemp, readFile, rm, stat, statfs } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import * as tar from "tar";
import { bucketTypes } from "~/collections";
import { hasControlCharacters } from "~/lib/control-characters";
import type { Engine } from "~/lib/db/client.server";
import type { Bucket } from "~/lib/media";

/**
 * One archive (tar.gz) holds the whole site: every table of the database as JSON lines, every
 * stored file, and the kept auth secret. The rows are written and read back by PostgreSQL itself
 * (row_to_json, json_populate_recordset), so every type comes back exactly, on either engine.
 */
export const FORMAT = "kfupm-aero-club-backup";
export const FORMAT_VERSION = 1;
export const SECRET_FILE = "auth-secret";

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

export async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

export async function withStaging<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "aero-club-backup-"));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
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
export async function unpack(archive: string, staging: string, limits: ArchiveLimits): Promise<Manifest> {
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
export async function archivedSecret(staging: string): Promise<string> {
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
export async function checkStoredFile(staging: string, file: Manifest["files"][number]): Promise<void> {
  const { fileTypeFromFile } = await import("file-type");
  const detected = await fileTypeFromFile(path.join(staging, "storage", file.bucket, file.name));
  const type = (bucketTypes.get(file.bucket) ?? []).find((candidate) => candidate.mime === detected?.mime);
  const extension = file.name.slice(file.name.lastIndexOf(".") + 1).toLowerCase();
  if (!type?.extensions.includes(extension)) {
    throw new BackupError(
      `The archive's file ${file.bucket}/${file.name} is not a picture or video of the kind its bucket holds.`,
    );
  }
}

/** One line for the person who ran the command. */
export function describeBackup(manifest: Manifest): string {
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
  return `${manifest.tables.length} tables (${rows} rows) and ${manifest.files.length} files (${(bytes / 1024 / 1024).toFixed(1)} MB)`;
}
