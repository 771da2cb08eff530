import type sharpModule from "sharp";

export type { OutputInfo, Sharp } from "sharp";

type SharpFunction = typeof sharpModule;

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
