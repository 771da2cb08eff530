import type sharpModule from "sharp";
import type { Sharp } from "sharp";
import { Turns } from "./turns.server";

export type { OutputInfo, Sharp } from "sharp";

type SharpFunction = typeof sharpModule;

/** The largest picture the site takes: 50 megapixels (a 48 MP phone photo fits). */
export const MAX_PICTURE_PIXELS = 50_000_000;

/**
 * The largest stored original the site still decodes to make its resized copies: sharp's own limit
 * (16383 × 16383), under which earlier versions of the site stored pictures at full size.
 */
export const MAX_STORED_PIXELS = 0x3fff * 0x3fff;

let loading: Promise<SharpFunction> | undefined;

/**
 * sharp as the site uses it, loaded with the first picture to make (libvips takes about 30 MB that
 * a site only serving pages never needs). A picture is resized or re-encoded now and then, so
 * libvips keeps no cache of decoded images and works on one image with one thread.
 */
export function loadSharp(): Promise<SharpFunction> {
  loading ??= import("sharp").then(({ default: sharp }) => {
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp;
  });
  return loading;
}

/** Picture work takes turns: two at a time, the rest wait in line, so a burst cannot take the memory. */
const pictureTurns = new Turns(2);

/**
 * Runs `work` in a turn of picture work, with `open`, which decodes a picture of at most
 * `maxPixels` (a larger one fails to decode), read from top to bottom where the format
 * allows, which needs less memory. Whatever `work` reads (a stored original) it reads in its turn,
 * so that a burst of requests does not hold all their files at once.
 */
export async function inPictureTurn<T>(
  work: (open: (input: Buffer | string) => Sharp) => Promise<T>,
  maxPixels = MAX_PICTURE_PIXELS,
): Promise<T> {
  const sharp = await loadSharp();
  const open = (input: Buffer | string) => sharp(input, { limitInputPixels: maxPixels, sequentialRead: true });
  return pictureTurns.run(() => work(open));
}

/** Runs `work` on the picture `input` in a turn of picture work (see inPictureTurn). */
export function withPicture<T>(input: Buffer | string, work: (picture: Sharp) => Promise<T>): Promise<T> {
  return inPictureTurn((open) => work(open(input)));
}

/** A picture's width and height from its header alone (nothing is decoded, whatever its size). */
export async function pictureSize(input: Buffer | string): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const { width = 0, height = 0 } = await sharp(input, { limitInputPixels: false }).metadata();
  return { width, height };
}
