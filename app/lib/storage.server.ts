import { randomUUID } from "node:crypto";
import { createReadStream, type Dirent } from "node:fs";
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "./env.server";
import type { Bucket } from "./media";
import { type S3Config, s3PublicBase } from "./storage-url";

export type { Bucket } from "./media";

const declared = globalThis as typeof globalThis & { __appBuckets?: ReadonlySet<Bucket> };

/**
 * Makes `buckets` the ones the site keeps files in. The registry declares them, gathered from the
 * upload fields of every type it lists, so that storage (below it) serves, counts and sweeps
 * exactly those and no other folder of its root.
 */
export function declareBuckets(buckets: Iterable<Bucket>): void {
  declared.__appBuckets = new Set(buckets);
}

/** The buckets the registry declared. */
export function storedBuckets(): readonly Bucket[] {
  return [...(declared.__appBuckets ?? [])];
}

export function isBucket(value: string): value is Bucket {
  return declared.__appBuckets?.has(value) ?? false;
}

/** Object names are generated, so a safe name is a plain file name without path parts. */
export function isSafeObjectName(name: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(name) && !name.includes("..");
}

/** A random object name that keeps the original extension, as the spec's uploads do. */
export function randomObjectName(originalName: string): string {
  const ext = path
    .extname(originalName)
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, "");
  return `${randomUUID()}${ext.length > 1 && ext.length <= 6 ? ext : ""}`;
}

export interface StoredObject {
  body: Buffer;
  size: number;
}

/** An object of a bucket as a listing gives it: its name, size and when it was last written. */
export interface ObjectEntry {
  name: string;
  bytes: number;
  modifiedAt: Date;
}

export interface Storage {
  readonly driver: "local" | "s3";
  put(bucket: Bucket, name: string, body: Buffer, contentType: string): Promise<void>;
  /** Stores a file from disk, streamed rather than read whole; the file itself is left in place. */
  putFile(bucket: Bucket, name: string, file: string, contentType: string): Promise<void>;
  get(bucket: Bucket, name: string): Promise<StoredObject | null>;
  /**
   * The object as a reader may take it: its file on disk (local storage: read as needed, never
   * held whole in memory), or its bytes (S3). Null when there is no such object.
   */
  source(bucket: Bucket, name: string): Promise<string | Buffer | null>;
  exists(bucket: Bucket, name: string): Promise<boolean>;
  remove(bucket: Bucket, name: string): Promise<void>;
  /** The names of every object in a bucket (backups read them all). */
  list(bucket: Bucket): Promise<string[]>;
  /** Every object of a bucket with its size and time, by name. */
  inventory(bucket: Bucket): Promise<ObjectEntry[]>;
  /** The address browsers load the object from. */
  publicUrl(bucket: Bucket, name: string): string;
  /** The bucket and name behind a public address of this storage, or null for any other address. */
  locate(url: string): { bucket: Bucket; name: string } | null;
}

/** The object a public address names, given the address's prefix before `<bucket>/<name>`. */
function locateUnder(prefix: string, url: string): { bucket: Bucket; name: string } | null {
  if (!url.startsWith(prefix)) return null;
  const [bucket, name, ...rest] = url.slice(prefix.length).split("/");
  if (rest.length > 0 || !bucket || !name || !isBucket(bucket) || !isSafeObjectName(name)) return null;
  return { bucket, name };
}

function assertName(name: string): void {
  if (!isSafeObjectName(name)) throw new Error(`Invalid storage object name: ${name}`);
}

/** Files under `<root>/<bucket>/<name>`, served by the app at `/storage/<bucket>/<name>`. */
export function localStorage(root: string): Storage {
  const fileOf = (bucket: Bucket, name: string) => {
    assertName(name);
    return path.join(root, bucket, name);
  };
  return {
    driver: "local",
    async put(bucket, name, body) {
      const file = fileOf(bucket, name);
      await mkdir(path.dirname(file), { recursive: true });
      // Written beside and renamed would be atomic; names are random and never rewritten, so a
      // direct write is enough.
      await writeFile(file, body);
    },
    async putFile(bucket, name, source) {
      const file = fileOf(bucket, name);
      await mkdir(path.dirname(file), { recursive: true });
      // Copied aside and renamed, so the object appears whole or not at all.
      const partial = `${file}.${randomUUID()}.tmp`;
      await copyFile(source, partial);
      await rename(partial, file);
    },
    async get(bucket, name) {
      try {
        const body = await readFile(fileOf(bucket, name));
        return { body, size: body.length };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async source(bucket, name) {
      const file = fileOf(bucket, name);
      try {
        return (await stat(file)).isFile() ? file : null;
      } catch {
        return null;
      }
    },
    async exists(bucket, name) {
      try {
        return (await stat(fileOf(bucket, name))).isFile();
      } catch {
        return false;
      }
    },
    async remove(bucket, name) {
      await rm(fileOf(bucket, name), { force: true });
    },
    async list(bucket) {
      return (await this.inventory(bucket)).map((entry) => entry.name);
    },
    async inventory(bucket) {
      let entries: Dirent[];
      try {
        entries = await readdir(path.join(root, bucket), { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      }
      // Copies still on their way in (putFile's `.tmp`) are not objects yet.
      const names = entries
        .filter((entry) => entry.isFile() && isSafeObjectName(entry.name) && !entry.name.endsWith(".tmp"))
        .map((entry) => entry.name)
        .sort();
      const found: ObjectEntry[] = [];
      for (const name of names) {
        // An object removed between the listing and its look is no longer one.
        const info = await stat(path.join(root, bucket, name)).catch(() => null);
        if (info) found.push({ name, bytes: info.size, modifiedAt: info.mtime });
      }
      return found;
    },
    publicUrl(bucket, name) {
      assertName(name);
      return `/storage/${bucket}/${name}`;
    },
    locate: (url) => locateUnder("/storage/", url),
  };
}

/**
 * Objects in one S3-compatible bucket, each storage bucket a key prefix (`gallery/<name>`), read by
 * browsers straight from the bucket's public address.
 */
export function s3Storage(config: S3Config): Storage {
  // The SDK (some 25 MB in memory) is loaded only by a site that keeps its files in S3.
  const s3 = import("@aws-sdk/client-s3").then((sdk) => ({
    sdk,
    client: new sdk.S3Client({
      region: config.S3_REGION,
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      // Checksums only where S3 requires them: S3-compatible servers do not all read the chunked,
      // checksummed uploads the SDK would otherwise send for streamed files.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      credentials: {
        accessKeyId: config.S3_ACCESS_KEY_ID ?? "",
        secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? "",
      },
    }),
  }));
  const Bucket = config.S3_BUCKET ?? "";
  const keyOf = (bucket: Bucket, name: string) => {
    assertName(name);
    return `${bucket}/${name}`;
  };
  const base = s3PublicBase(config);
  return {
    driver: "s3",
    async put(bucket, name, body, contentType) {
      const { sdk, client } = await s3;
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: keyOf(bucket, name),
          Body: body,
          ContentType: contentType,
          CacheControl: "public, max-age=2592000",
        }),
      );
    },
    async putFile(bucket, name, file, contentType) {
      const { size } = await stat(file);
      const { sdk, client } = await s3;
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: keyOf(bucket, name),
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: contentType,
          CacheControl: "public, max-age=2592000",
        }),
      );
    },
    async get(bucket, name) {
      const { sdk, client } = await s3;
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: keyOf(bucket, name) }));
        const body = Buffer.from((await object.Body?.transformToByteArray()) ?? []);
        return { body, size: body.length };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },
    async source(bucket, name) {
      return (await this.get(bucket, name))?.body ?? null;
    },
    async exists(bucket, name) {
      const { sdk, client } = await s3;
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket, Key: keyOf(bucket, name) }));
        return true;
      } catch (error) {
        if (
          error instanceof sdk.NotFound ||
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        ) {
          return false;
        }
        throw error;
      }
    },
    async remove(bucket, name) {
      const { sdk, client } = await s3;
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: keyOf(bucket, name) }));
    },
    async list(bucket) {
      return (await this.inventory(bucket)).map((entry) => entry.name);
    },
    async inventory(bucket) {
      const { sdk, client } = await s3;
      const prefix = `${bucket}/`;
      const found: ObjectEntry[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? "";
          if (isSafeObjectName(name)) {
            found.push({ name, bytes: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) });
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    },
    publicUrl(bucket, name) {
      return `${base}/${keyOf(bucket, name)}`;
    },
    locate: (url) => locateUnder(`${base}/`, url),
  };
}

/** How many files the site's storage holds, and their bytes, over every bucket. */
export async function storageTotals(): Promise<{ files: number; bytes: number }> {
  const totals = { files: 0, bytes: 0 };
  for (const bucket of storedBuckets()) {
    for (const entry of await storage().inventory(bucket)) {
      totals.files++;
      totals.bytes += entry.bytes;
    }
  }
  return totals;
}

export function localStorageRoot(): string {
  return path.join(env().DATA_DIR, "storage");
}

const holder = globalThis as typeof globalThis & { __appStorage?: Storage };

/** The process's storage: local files or the S3 bucket, by STORAGE_DRIVER. */
export function storage(): Storage {
  const config = env();
  holder.__appStorage ??= config.STORAGE_DRIVER === "s3" ? s3Storage(config) : localStorage(localStorageRoot());
  return holder.__appStorage;
}

/** Makes `replacement` the process's storage (tests that run against another driver); undefined restores it. */
export function setStorage(replacement: Storage | undefined): void {
  holder.__appStorage = replacement;
}
