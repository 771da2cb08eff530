import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createWriteStream, type WriteStream } from "node:fs";
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { adminMessages, type ToastMessage } from "./admin-messages";
import { env } from "./env.server";
import {
  acceptedType,
  type Bucket,
  MAX_STORED_SIDE,
  MEGABYTE,
  typeWords,
  type UploadRule,
  type UploadType,
} from "./media";
import { MAX_PICTURE_PIXELS, type OutputInfo, pictureSize, type Sharp, withPicture } from "./sharp.server";
import { storage } from "./storage.server";
import { clearVideoMetadata } from "./video-metadata.server";

/**
 * Receiving an uploaded file: its bytes decide its type (never its name or the browser's word), its
 * size is counted while it streams to a temporary file and it is refused as soon as it is too big,
 * pictures are re-encoded upright without their metadata (a phone's location stays private), and
 * the result is stored under a random name in the rule's bucket.
 */

export type UploadOutcome =
  | { ok: true; url: string; kind: "image" | "video"; width?: number; height?: number }
  | { ok: false; status: 400 | 404 | 413 | 415 | 500; message: ToastMessage };

/** file-type reads a file's signature from its first bytes; this many are enough for every type taken. */
const SIGNATURE_BYTES = 4100;

const invalidType = (rule: UploadRule): UploadOutcome => ({
  ok: false,
  status: 415,
  message: adminMessages.admin.invalidFileType(typeWords(rule)),
});

const pictureTooLarge = (pixels: number): UploadOutcome => ({
  ok: false,
  status: 413,
  message: adminMessages.admin.pictureTooLarge(MAX_PICTURE_PIXELS / 1_000_000, Math.round(pixels / 1_000_000)),
});

const failed = (): UploadOutcome => ({ ok: false, status: 500, message: adminMessages.admin.uploadFailed });

const uploadsDir = () => path.join(env().DATA_DIR, "tmp", "uploads");

async function temporaryFile(): Promise<string> {
  const dir = uploadsDir();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  return path.join(dir, `${randomUUID()}.part`);
}

/** An upload that sends nothing for this long is given up, and its part removed. */
export const UPLOAD_IDLE_MS = 60_000;

/** A part left in DATA_DIR/tmp/uploads untouched this long belongs to no upload (one that is arriving is written to). */
export const LEFTOVER_AGE_MS = 60 * 60 * 1000;

/**
 * Removes what uploads left in DATA_DIR/tmp/uploads (a process that stopped in the middle of one):
 * every file not written to for LEFTOVER_AGE_MS, or all of them with `maxAgeMs` 0. Returns how
 * many were removed.
 */
export async function removeUploadLeftovers(maxAgeMs = LEFTOVER_AGE_MS, now = Date.now()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(uploadsDir());
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const file = path.join(uploadsDir(), name);
    try {
      const info = await stat(file);
      if (!info.isFile() || now - info.mtimeMs < maxAgeMs) continue;
      await rm(file, { force: true });
      removed++;
    } catch {
      // Gone meanwhile (an upload finished): nothing to remove.
    }
  }
  return removed;
}

/** Gives up on `source` when no data arrives for `ms`: it is destroyed with an error. */
function idleTimeout(source: Readable, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => source.destroy(new Error(`the upload sent nothing for ${ms / 1000} s`)), ms);
  };
  arm();
  return { touch: arm, clear: () => clearTimeout(timer) };
}

/** The stored name: random, with the original extension when it fits the file's real type. */
function objectName(originalName: string, type: UploadType): string {
  const extension = path.extname(originalName).slice(1).toLowerCase();
  return `${randomUUID()}.${type.extensions.includes(extension) ? extension : type.extensions[0]}`;
}

function bucketFor(rule: UploadRule, type: UploadType): Bucket {
  return type.kind === "video" ? (rule.videoBucket ?? rule.bucket) : rule.bucket;
}

/** A picture re-encoded in its own format: upright, without metadata. */
function reencode(image: Sharp, type: UploadType): Sharp {
  if (type.mime === "image/png") return image.png();
  if (type.mime === "image/webp") return image.webp({ quality: 90 });
  return image.jpeg({ quality: 90 });
}

async function store(file: string, originalName: string, type: UploadType, rule: UploadRule) {
  const bucket = bucketFor(rule, type);
  const name = objectName(originalName, type);
  await storage().putFile(bucket, name, file, type.mime);
  return storage().publicUrl(bucket, name);
}

/**
 * Receives one uploaded file for `rule`. The stream is always read to its end, so the rest of the
 * request can be read after a refusal.
 */
export async function receiveUpload(
  source: Readable,
  originalName: string,
  rule: UploadRule,
  idleMs = UPLOAD_IDLE_MS,
): Promise<UploadOutcome> {
  const limit = rule.maxMegabytes * MEGABYTE;
  const received = await temporaryFile();
  const written = `${received}.out`;
  const idle = idleTimeout(source, idleMs);
  let out: WriteStream | undefined;
  try {
    out = createWriteStream(received, { mode: 0o600 });
    const closed = once(out, "close");
    // A write that fails (a full disk) rejects this before it is awaited: the loop's own error is the one that counts.
    closed.catch(() => {});
    let size = 0;
    let head: Buffer[] = [];
    let type: UploadType | undefined;
    let refusal: UploadOutcome | undefined;
    const identify = async () => {
      // Loaded with the first upload, not with every start.
      const { fileTypeFromBuffer } = await import("file-type");
      const detected = await fileTypeFromBuffer(Buffer.concat(head));
      head = [];
      type = detected ? acceptedType(rule, detected.mime) : undefined;
      if (!type) refusal = invalidType(rule);
    };
    for await (const chunk of source as AsyncIterable<Buffer>) {
      idle.touch();
      if (refusal) continue;
      size += chunk.length;
      if (size > limit) {
        refusal = { ok: false, status: 413, message: adminMessages.admin.fileTooLarge(rule.maxMegabytes) };
        continue;
      }
      if (!type) {
        head.push(chunk);
        if (size >= SIGNATURE_BYTES) await identify();
      }
      if (!refusal && !out.write(chunk)) await once(out, "drain");
    }
    idle.clear();
    out.end();
    await closed;
    if (!refusal && !type) await identify();
    if (refusal) return refusal;
    if (!type) return invalidType(rule);

    if (type.kind === "video") {
      // Where and with what it was filmed stays with the person who filmed it.
      if (type.mime !== "video/webm") await clearVideoMetadata(received);
      return { ok: true, url: await store(received, originalName, type, rule), kind: "video" };
    }
    const picture = type;
    let info: OutputInfo;
    try {
      const { width, height } = await pictureSize(received);
      const pixels = width * height;
      if (pixels > MAX_PICTURE_PIXELS) return pictureTooLarge(pixels);
      // Upright, without metadata, and at most MAX_STORED_SIDE on its long side.
      // A square field's picture is cut to its largest square, around the part that stands out.
      const side = Math.min(width, height, MAX_STORED_SIDE);
      const fit = rule.square
        ? ({ width: side, height: side, fit: "cover", position: "attention" } as const)
        : ({ width: MAX_STORED_SIDE, height: MAX_STORED_SIDE, fit: "inside", withoutEnlargement: true } as const);
      info = await withPicture(received, (image) => reencode(image.autoOrient().resize(fit), picture).toFile(written));
    } catch {
      // The signature said picture, but it does not decode as one.
      return invalidType(rule);
    }
    const url = await store(written, originalName, type, rule);
    return { ok: true, url, kind: "image", width: info.width, height: info.height };
  } catch (error) {
    console.error(`[uploads] ${originalName} could not be stored: ${(error as Error).message}`);
    source.resume();
    return failed();
  } finally {
    idle.clear();
    // A part cut off half-way is closed before it is removed: no handle stays open.
    if (out && !out.closed) {
      const closing = once(out, "close");
      out.destroy();
      await closing;
    }
    await Promise.all([rm(received, { force: true }), rm(written, { force: true })]);
  }
}

/** A rectangle of a picture, in its pixels. */
export interface CropRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Stores the `region` of a stored picture as a new picture in the same bucket and format, and
 * returns its address; the original is left as it is.
 */
export async function cropStoredImage(url: string, region: CropRegion, rule: UploadRule): Promise<UploadOutcome> {
  const located = storage().locate(url);
  if (!located || located.bucket !== rule.bucket)
    return { ok: false, status: 404, message: adminMessages.admin.uploadFailed };
  const type = rule.types.find(
    (candidate) => candidate.kind === "image" && candidate.extensions.some((ext) => located.name.endsWith(`.${ext}`)),
  );
  if (!type) return invalidType(rule);
  const written = await temporaryFile();
  try {
    const original = await storage().get(located.bucket, located.name);
    if (!original) return { ok: false, status: 404, message: adminMessages.admin.uploadFailed };
    const upright = await withPicture(original.body, (picture) => picture.autoOrient().toBuffer());
    const { width = 0, height = 0 } = await withPicture(upright, (picture) => picture.metadata());
    const { left, top } = region;
    const inside =
      [left, top, region.width, region.height].every(Number.isInteger) &&
      left >= 0 &&
      top >= 0 &&
      region.width > 0 &&
      region.height > 0 &&
      left + region.width <= width &&
      top + region.height <= height;
    if (!inside) {
      return {
        ok: false,
        status: 400,
        message: { title: "Invalid crop", description: "Choose a region inside the picture.", variant: "error" },
      };
    }
    if (rule.square && region.width !== region.height) {
      return {
        ok: false,
        status: 400,
        message: {
          title: "Invalid crop",
          description: "Choose a square: its width and height equal.",
          variant: "error",
        },
      };
    }
    const info = await withPicture(upright, (picture) => reencode(picture.extract(region), type).toFile(written));
    const stored = await store(written, located.name, type, rule);
    return { ok: true, url: stored, kind: "image", width: info.width, height: info.height };
  } catch (error) {
    console.error(`[uploads] cropping ${url} failed: ${(error as Error).message}`);
    return failed();
  } finally {
    await rm(written, { force: true });
  }
}
