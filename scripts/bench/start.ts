import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { machine, projectRoot, spawnSite, stopSite, waitForAnswer, writeBenchResult } from "./site.ts";

/**
 * Measures how long `npm start` takes until the site answers:
 * - cold: no build and a new data directory (build, database creation, migrations, demo content);
 * - warm: the same again with the build and the database in place.
 * Usage: npm run bench:start [-- --runs 3]
 */
const runsArg = process.argv.indexOf("--runs");
const runs = runsArg > -1 ? Number(process.argv[runsArg + 1]) : 3;
const port = Number(process.env.BENCH_PORT ?? 3290);

/** Starts the site, returns seconds until GET / answers 200, then stops it. */
async function timeStart(dataDir: string): Promise<number> {
  const started = performance.now();
  const child = spawnSite(port, dataDir);
  try {
    return await waitForAnswer(`http://localhost:${port}/`, started, 300_000, child);
  } finally {
    await stopSite(child);
  }
}
function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  return {
    runs: values.map((v) => Number(v.toFixed(2))),
    median: Number(median.toFixed(2)),
    max: Number((sorted.at(-1) ?? 0).toFixed(2)),
  };
}

const cold: number[] = [];
const warm: number[] = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "aero-bench-start-"));
  rmSync(path.join(projectRoot, "build"), { recursive: true, force: true });
  cold.push(await timeStart(dataDir));
  warm.push(await timeStart(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}

const result = {
  machine,
  coldStartSeconds: summary(cold),
  warmStartSeconds: summary(warm),
  targets: { coldStartSeconds: 120, warmStartSeconds: 10 },
};
writeBenchResult("start", result);
