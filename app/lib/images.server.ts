import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "./env.server";
import { type ImageWidth, imageWidths } from "./images";
import { inPictureTurn, MAX_STORED_PIXELS, pictureSize } from "./sharp.server";
import { type Bucket, storage } from "./storage.server";

/**
 * The formats of resized copies: WebP for pages, JPEG for emails (Outlook for Windows shows no
 * WebP).
 */
export type VariantFormat = "webp" | "jpeg";

function variantFile(bucket: Bucket, name: string, width: ImageWidth, format: VariantFormat): string {
  return path.join(
    env().DATA_DIR,
    "cache",
    "images",
    bucket,
    String(width),
    `${name}.${format === "jpeg" ? "jpg" : "webp"}`,
  );
}

/** Variants being made now, by file: a burst of requests for one new variant makes it once. */
const making = new Map<string, Promise<Buffer | null>>();

/**
 * A stored picture resized to `width` (never enlarged) as WebP (or JPEG), made once and then read
 * from the cache in DATA_DIR/cache. Null when there is no such picture.
 */
export async function imageVariant(
  bucket: Bucket,
  name: string,
  width: ImageWidth,
  format: VariantFormat = "webp",
): Promise<Buffer | null> {
  const file = variantFile(bucket, name, width, format);
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  let made = making.get(file);
  if (!made) {
    made = makeVariant(bucket, name, width, format, file).finally(() => making.delete(file));
    making.set(file, made);
  }
  return made;
}

async function makeVariant(
  bucket: Bucket,
  name: string,
  width: ImageWidth,
  format: VariantFormat,
  file: string,
): Promise<Buffer | null> {
  const variant = await inPictureTurn(async (open) => {
    const original = await storage().source(bucket, name);
    if (original === null) return null;
    const resized = open(original).rotate().resize({ width, withoutEnlargement: true });
    // A JPEG has no transparency: a transparent part shows on white, as on a page.
    if (format === "jpeg")
      return resized.flatten({ background: "#ffffff" }).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    return resized.webp({ quality: 74 }).toBuffer();
    // An original stored at full size by an earlier version still gets its copies.
  }, MAX_STORED_PIXELS);
  if (!variant) return null;
  await mkdir(path.dirname(file), { recursive: true });
  // Written aside and renamed, so a concurrent reader never sees half a file.
  const partial = `${file}.${randomUUID()}.tmp`;
  await writeFile(partial, variant);
  await rename(partial, file);
  return variant;
}

export interface PictureSize {
  width: number;
  height: number;
}

/**
 * Sizes of stored pictures already read, by bucket and name. A name is random and never given to
 * another picture (a crop is stored under a new one), so a size read once stays true. Bounded, the
 * oldest forgotten first, so that a long-running site keeps only what its pages show.
 */
const knownSizes = new Map<string, PictureSize>();
const KNOWN_SIZES_LIMIT = 2_000;

/**
 * A stored picture's width and height, read from its header the first time (nothing is decoded)
 * and then known; null when there is no such picture or it is not one.
 */
export async function storedPictureSize(bucket: Bucket, name: string): Promise<PictureSize | null> {
  const key = `${bucket}/${name}`;
  const known = knownSizes.get(key);
  if (known) return known;
  const source = await storage().source(bucket, name);
  if (source === null) return null;
  const size = await pictureSize(source).catch(() => null);
  if (!size?.width || !size.height) return null;
  if (knownSizes.size >= KNOWN_SIZES_LIMIT) knownSizes.delete(knownSizes.keys().next().value ?? "");
  knownSizes.set(key, size);
  return size;
}

/** Forgets the resized copies (and the size) of a picture that was replaced or deleted. */
export async function removeImageVariants(bucket: Bucket, name: string): Promise<void> {
  knownSizes.delete(`${bucket}/${name}`);
  const formats: VariantFormat[] = ["webp", "jpeg"];
  await Promise.all(
    imageWidths.flatMap((width) =>
      formats.map((format) => rm(variantFile(bucket, name, width, format), { force: true })),
    ),
  );
}
