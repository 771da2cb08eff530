import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "./env.server";

/** The storage buckets: uploads of the admin area and the site's own media. */
export const buckets = ["projects", "news", "gallery", "videos", "team", "events"] as const;
export type Bucket = (typeof buckets)[number];

export function isBucket(value: string): value is Bucket {
  return (buckets as readonly string[]).includes(value);
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

export interface Storage {
  readonly driver: "local" | "s3";
  put(bucket: Bucket, name: string, body: Buffer, contentType: string): Promise<void>;
  get(bucket: Bucket, name: string): Promise<StoredObject | null>;
  exists(bucket: Bucket, name: string): Promise<boolean>;
  remove(bucket: Bucket, name: string): Promise<void>;
  /** The address browsers load the object from. */
  publicUrl(bucket: Bucket, name: string): string;
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
    async get(bucket, name) {
      try {
        const body = await readFile(fileOf(bucket, name));
        return { body, size: body.length };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
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
    publicUrl(bucket, name) {
      assertName(name);
      return `/storage/${bucket}/${name}`;
    },
  };
}

export function localStorageRoot(): string {
  return path.join(env().DATA_DIR, "storage");
}

const holder = globalThis as typeof globalThis & { __appStorage?: Storage };

export function storage(): Storage {
  holder.__appStorage ??= localStorage(localStorageRoot());
  return holder.__appStorage;
}
