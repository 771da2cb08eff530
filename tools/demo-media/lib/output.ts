/**
 * Rasterising SVG with sharp and writing files.
 */
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import sharp from "sharp";
import { Canvas } from "./svg.ts";

export type Format = "webp" | "jpg" | "png";

export interface Still {
  /** Path relative to demo/media. */
  out: string;
  w: number;
  h: number;
  draw: (c: Canvas) => void;
  format?: Format;
  quality?: number;
}

export function renderSvg(still: Pick<Still, "w" | "h" | "draw" | "out">): string {
  const c = new Canvas(still.w, still.h, still.out);
  still.draw(c);
  return c.svg();
}

export async function writeRaster(svg: string, file: string, format: Format, quality = 78): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const img = sharp(Buffer.from(svg));
  if (format === "webp") await img.webp({ quality, effort: 6 }).toFile(file);
  else if (format === "jpg") await img.flatten({ background: "#000000" }).jpeg({ quality, mozjpeg: true }).toFile(file);
  else await img.removeAlpha().png({ compressionLevel: 9 }).toFile(file);
}
