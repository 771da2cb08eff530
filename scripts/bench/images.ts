import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { MAX_PICTURE_PIXELS } from "../../app/lib/sharp.server.ts";
import { machine, memoryOf, startProductionSite, writeBenchResult } from "./site.ts";

/**
 * The server's memory while it resizes the largest pictures it accepts: three stored pictures of
 * MAX_PICTURE_PIXELS (PNG, which cannot be decoded at a smaller scale the way JPEG can), each asked
 * for at the five widths at once, 15 anonymous requests in parallel, as a visitor's browser or an
 * attacker could send them. Reports the server's resident memory before, its peak during (VmHWM
 * and sampled VmRSS) and how long the requests took. Usage: npm run bench:images
 */
const port = Number(process.env.BENCH_PORT ?? 3293);
const widths = [320, 480, 640, 800, 1200];
const side = Math.floor(Math.sqrt(MAX_PICTURE_PIXELS));

const site = await startProductionSite(port);
try {
  const bucket = path.join(site.dataDir, "storage", "gallery");
  mkdirSync(bucket, { recursive: true });
  const names = ["largest-1.png", "largest-2.png", "largest-3.png"];
  for (const [i, name] of names.entries()) {
    // Noise, so that the file is a real picture's size rather than a flat colour's.
    await sharp({
      create: {
        width: side,
        height: side,
        channels: 3,
        background: { r: 30 + i, g: 58, b: 138 },
        noise: { type: "gaussian", mean: 128, sigma: 30 },
      },
    })
      .png({ compressionLevel: 1 })
      .toFile(path.join(bucket, name));
  }
  // One small resize first, so that sharp is loaded and its memory counted in "before".
  await fetch(`${site.base}/images/team/${encodeURIComponent("x.png")}?w=320`);
  const before = memoryOf(site.pid);
  let sampledPeak = before.rss;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memoryOf(site.pid).rss);
  }, 25);
  const started = performance.now();
  const answers = await Promise.all(
    names.flatMap((name) =>
      widths.map(async (width) => {
        const response = await fetch(`${site.base}/images/gallery/${name}?w=${width}`);
        await response.arrayBuffer();
        return response.status;
      }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryOf(site.pid);
  const result = {
    machine,
    picture: `${side} × ${side} PNG (${((side * side) / 1e6).toFixed(1)} megapixels), 3 of them`,
    requests: answers.length,
    statuses: Object.fromEntries(
      [...new Set(answers)].map((status) => [status, answers.filter((a) => a === status).length]),
    ),
    seconds: Number(seconds.toFixed(1)),
    memoryMB: { before: before.rss, peakBefore: before.peak, sampledPeak, peakVmHWM: after.peak, after: after.rss },
  };
  writeBenchResult("images", result);
} finally {
  await site.stop();
  site.remove();
}
