/**
 * Demo media generator for the KFUPM Aerospace Club site.
 *
 *   npx tsx scripts/demo-media/render.ts            # everything
 *   npx tsx scripts/demo-media/render.ts cubesat    # only outputs whose path contains "cubesat"
 *   npx tsx scripts/demo-media/render.ts --svg      # also keep the SVG sources in /tmp for inspection
 *
 * All artwork is procedural SVG rasterised with sharp; videos are rendered
 * frame by frame and encoded with ffmpeg. A seeded PRNG makes the output
 * deterministic.
 */
import { mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { renderSvg, type Still, writeRaster } from "./lib/output.ts";
import { galleryStills } from "./scenes/gallery.ts";
import { newsStills } from "./scenes/news.ts";
import { projectStills } from "./scenes/projects.ts";
import { logoSvg, siteStills } from "./scenes/site.ts";
import { teamStills } from "./scenes/team.ts";
import { renderClubLoop, renderRocketLaunch } from "./video.ts";

const here = fileURLToPath(new URL(".", import.meta.url));
export const MEDIA_DIR = resolve(here, "../../demo/media");

const stills: Still[] = [...projectStills, ...newsStills, ...galleryStills, ...teamStills, ...siteStills];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const keepSvg = args.includes("--svg");
  const filters = args.filter((a) => !a.startsWith("--"));
  const match = (name: string): boolean => filters.length === 0 || filters.some((flt) => name.includes(flt));
  for (const still of stills) {
    if (!match(still.out)) continue;
    const t0 = performance.now();
    const svg = renderSvg(still);
    if (keepSvg) writeFileSync(join("/tmp", `${still.out.replace(/[/.]/g, "_")}.svg`), svg);
    await writeRaster(svg, join(MEDIA_DIR, still.out), still.format ?? "webp", still.quality ?? 78);
    console.log(`rendered ${still.out} in ${Math.round(performance.now() - t0)} ms`);
  }
  if (match("site/logo.svg") || match("site/favicon.svg")) {
    mkdirSync(join(MEDIA_DIR, "site"), { recursive: true });
    writeFileSync(join(MEDIA_DIR, "site/logo.svg"), logoSvg(4.5));
    writeFileSync(join(MEDIA_DIR, "site/favicon.svg"), logoSvg(6));
    console.log("wrote site/logo.svg, site/favicon.svg");
  }
  if (match("gallery/rocket-launch.mp4")) {
    const t0 = performance.now();
    await renderRocketLaunch({ w: 854, h: 480, fps: 30, seconds: 5 }, join(MEDIA_DIR, "gallery/rocket-launch.mp4"));
    console.log(`rendered gallery/rocket-launch.mp4 in ${Math.round(performance.now() - t0)} ms`);
  }
  if (match("videos/club-loop")) {
    const t0 = performance.now();
    await renderClubLoop(
      { w: 1280, h: 720, fps: 24, seconds: 8 },
      join(MEDIA_DIR, "videos/club-loop.mp4"),
      join(MEDIA_DIR, "videos/club-loop.webm"),
      join(MEDIA_DIR, "videos/club-loop-poster.webp"),
    );
    console.log(`rendered videos/club-loop.{mp4,webm,-poster.webp} in ${Math.round(performance.now() - t0)} ms`);
  }
  summary();
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}

function summary(): void {
  const files = walk(MEDIA_DIR).sort();
  let total = 0;
  const rows = files.map((file) => {
    const size = statSync(file).size;
    total += size;
    return [relative(MEDIA_DIR, file), `${(size / 1024).toFixed(1)} KB`] as const;
  });
  const w = Math.max(...rows.map((r) => r[0].length), 10);
  console.log(`\n${"file".padEnd(w)}  ${"size".padStart(10)}`);
  console.log(`${"-".repeat(w)}  ${"-".repeat(10)}`);
  for (const [name, size] of rows) console.log(`${name.padEnd(w)}  ${size.padStart(10)}`);
  console.log(`${"-".repeat(w)}  ${"-".repeat(10)}`);
  console.log(`${"total".padEnd(w)}  ${`${(total / 1024 / 1024).toFixed(2)} MB`.padStart(10)}`);
}

await main();
