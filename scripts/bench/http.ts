import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { precompressFile } from "../../server/precompress.ts";
import { memoryOf, projectRoot, startProductionSite } from "./site.ts";

/**
 * Requests per second and latency of the production server under load (50 connections), on the
 * embedded database with the demo club: the home, events and news pages as a visitor without a
 * session gets them (from the page cache) and as a signed-in browser would (rendered each time),
 * and a static file of the home page's size from the same server (stored compressed, as the build's
 * files are) as the reference; with the server's memory (RSS) before and after.
 * The reference is taken before the first page and again after each page's two runs, and a run is
 * compared with the mean of the two taken around it: a machine whose speed drifts within minutes (a
 * shared one's can by 10-30 %) then slows a run and its reference alike.
 * Usage: npm run bench:http [-- --duration 10 --connections 50]
 */
function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at > -1 ? Number(process.argv[at + 1]) : fallback;
}
const duration = option("duration", 10);
const connections = option("connections", 50);
const port = Number(process.env.BENCH_PORT ?? 3292);

interface Run {
  name: string;
  requestsPerSecond: number;
  /** The static file's requests per second around this run (its own, for a run of the static file). */
  reference?: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(name: string, path: string, headers: Record<string, string> = {}): Promise<Run> {
  const result = await autocannon({
    url: `${base}${path}`,
    connections,
    duration,
    headers: { "accept-encoding": "gzip, br", ...headers },
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

// The reference: a file of the home page's size among the build's files, stored compressed as the
// build stores them. The server lists its build's files at start, so it is written before.
const reference = path.join(projectRoot, "build", "client", "bench-home.html");
const first = await startProductionSite(port);
const home = Buffer.from(await (await fetch(`${first.base}/`)).arrayBuffer());
await first.stop();
first.remove();
writeFileSync(reference, home);
precompressFile(reference);

const site = await startProductionSite(port);
const { base, pid } = site;
try {
  const atStart = memoryOf(pid);

  // Any cookie besides the theme choice makes the server render the page, as for a signed-in admin.
  const rendered = { cookie: "bench=rendered" };
  const reference = () => load("static file, same size", "/bench-home.html");
  let before = await reference();
  const runs: Run[] = [before];
  for (const page of ["/", "/events", "/news"]) {
    const pageRuns = [await load(`${page} cached`, page), await load(`${page} rendered`, page, rendered)];
    const after = await reference();
    const around = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    runs.push(...pageRuns.map((run) => ({ ...run, reference: around })), after);
    before = after;
  }
  const afterLoad = memoryOf(pid);
  const staticRate = (run: Run) => run.reference ?? run.requestsPerSecond;
  console.log(`\n${connections} connections, ${duration} s each; home page ${(home.length / 1024).toFixed(1)} KB\n`);
  console.log("| run | requests/s | × static | p50 ms | p99 ms | errors | non-2xx |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const run of runs) {
    console.log(
      `| ${run.name} | ${run.requestsPerSecond} | ${(run.requestsPerSecond / staticRate(run)).toFixed(2)} | ${run.p50} | ${run.p99} | ${run.errors} | ${run.non2xx} |`,
    );
  }
  console.log(
    `\nServer memory: RSS ${atStart.rss} MB after start (peak ${atStart.peak} MB), ${afterLoad.rss} MB after the load (peak ${afterLoad.peak} MB).`,
  );
  const results = path.join(projectRoot, "bench-results");
  mkdirSync(results, { recursive: true });
  writeFileSync(
    path.join(results, "http.json"),
    `${JSON.stringify({ connections, duration, homeBytes: home.length, runs, memory: { atStart, afterLoad } }, null, 2)}\n`,
  );
} finally {
  await site.stop();
  site.remove();
  for (const suffix of ["", ".br", ".gz"]) rmSync(`${reference}${suffix}`, { force: true });
}
