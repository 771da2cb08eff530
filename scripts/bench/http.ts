import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { precompressFile } from "../../server/precompress.ts";
import { benchAdminCookie, createBenchAdmin, memoryOf, projectRoot, startProductionSite } from "./site.ts";

/**
 * Requests per second and latency of the production server under load (50 connections), on the
 * embedded database with the demo club, for the home, events and news pages:
 * - as a visitor without a session gets them (from the page cache);
 * - as a signed-in admin gets them (a real session);
 * - while an admin saves a record every second (`--writes`; each save drops every kept page);
 * - rendered for every request (a cookie the page cache does not know), what a page costs to render;
 * and the admin area's events list as its admin gets it (rendered for each request),
 * against a static file of the home page's size from the same server (stored compressed, as the
 * build's files are) as the reference; with the server's memory (RSS) before and after.
 * The reference is taken before the first page and again after each page's runs, and a run is
 * compared with the mean of the two taken around it: a machine whose speed drifts within minutes (a
 * shared one's can by 10-30 %) then slows a run and its reference alike.
 * Usage: npm run bench:http [-- --duration 10 --connections 50 --writes 1]
 */
function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at > -1 ? Number(process.argv[at + 1]) : fallback;
}
const duration = option("duration", 10);
const connections = option("connections", 50);
const writesPerSecond = option("writes", 1);
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
  /** The admin's saves during the run, and how many were refused or failed. */
  writes?: { saved: number; failed: number };
}

/** A team member the admin saves over and over while pages are loaded: one content write each. */
const writer = { name: "Bench Writer", position: "Saves every second", positionOrder: "99" };

/** Posts the team page's form as the admin area does (a browser without JavaScript alike). */
async function postTeamForm(base: string, cookie: string, fields: Record<string, string>): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const answer = await fetch(`${base}/admin-kfupm-aero/team`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base, cookie },
    body: form,
  });
  await answer.arrayBuffer();
  return answer;
}

/** The writer's saves stored so far, over every run: which of its two positions it holds. */
let savesStored = 0;

/**
 * The benchmarks' admin saving the writer's record `perSecond` times a second (its position
 * alternating between two values), as the admin area's form posts it, until stopped.
 */
async function savingEvery(base: string, cookie: string, perSecond: number) {
  const adminPage = async (query = "") =>
    (await fetch(`${base}/admin-kfupm-aero/team${query}`, { headers: { cookie } })).text();
  // The record's id, from its 'Edit' link on the team page.
  const editLink = [...(await adminPage()).matchAll(/<a [^>]*>/g)].find(([tag]) =>
    tag.includes(`aria-label="Edit ${writer.name}"`),
  );
  const recordId = editLink?.[0].match(/\?edit=([0-9a-f-]{36})/)?.[1];
  if (!recordId) throw new Error(`the team page lists no ${writer.name} to save`);
  const versionNow = async () =>
    Number((await adminPage(`?edit=${recordId}`)).match(/name="version" value="(\d+)"/)?.[1]);
  let version = await versionNow();
  const writes = { saved: 0, failed: 0 };
  let stopped = false;
  const saving = (async () => {
    while (!stopped) {
      const started = performance.now();
      // Each save changes the position from what the last save of any run stored: a real change.
      const position = savesStored % 2 === 0 ? `${writer.position}.` : writer.position;
      try {
        const saved = await postTeamForm(base, cookie, {
          intent: "update",
          id: recordId,
          version: String(version),
          ...writer,
          position,
        });
        // Stored: the action's own 200 (a redirect would be to the sign-in page).
        if (saved.status !== 200) throw new Error(`answered ${saved.status}`);
        writes.saved += 1;
        savesStored += 1;
        version += 1;
      } catch {
        writes.failed += 1;
        version = await versionNow().catch(() => version);
      }
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, 1000 / perSecond - (performance.now() - started))),
      );
    }
  })();
  return {
    async stop() {
      stopped = true;
      await saving;
      return writes;
    },
  };
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

  createBenchAdmin(site.dataDir);
  const admin = { cookie: await benchAdminCookie(base) };
  const made = await postTeamForm(base, admin.cookie, { intent: "create", ...writer });
  if (made.status >= 400) throw new Error(`the team member to save was refused (${made.status})`);
  const whileSaving = async (name: string, page: string): Promise<Run> => {
    const saving = await savingEvery(base, admin.cookie, writesPerSecond);
    const run = await load(name, page);
    return { ...run, writes: await saving.stop() };
  };
  // A cookie the page cache does not know (as a one-time message's) has the page rendered for the request.
  const rendered = { cookie: "bench=rendered" };
  const reference = () => load("static file, same size", "/bench-home.html");
  let before = await reference();
  const runs: Run[] = [before];
  const publicPage = async (page: string) => [
    await load(`${page} cached`, page),
    await load(`${page} as a signed-in admin`, page, admin),
    await whileSaving(`${page} while an admin saves ${writesPerSecond}×/s`, page),
    await load(`${page} rendered for each request`, page, rendered),
  ];
  // The admin area's own pages are the admin's alone, rendered for each request: its events list.
  const adminPage = async (page: string) => [await load(`${page} (admin area)`, page, admin)];
  for (const [page, runsOf] of [
    ["/", publicPage],
    ["/events", publicPage],
    ["/news", publicPage],
    ["/admin-kfupm-aero/events", adminPage],
  ] as const) {
    const pageRuns = await runsOf(page);
    const after = await reference();
    const around = (before.requestsPerSecond + after.requestsPerSecond) / 2;
    runs.push(...pageRuns.map((run) => ({ ...run, reference: around })), after);
    before = after;
  }
  const afterLoad = memoryOf(pid);
  const staticRate = (run: Run) => run.reference ?? run.requestsPerSecond;
  console.log(`\n${connections} connections, ${duration} s each; home page ${(home.length / 1024).toFixed(1)} KB\n`);
  console.log("| run | requests/s | × static | p50 ms | p99 ms | errors | non-2xx | saves (failed) |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const run of runs) {
    const writes = run.writes ? `${run.writes.saved} (${run.writes.failed})` : "";
    console.log(
      `| ${run.name} | ${run.requestsPerSecond} | ${(run.requestsPerSecond / staticRate(run)).toFixed(2)} | ${run.p50} | ${run.p99} | ${run.errors} | ${run.non2xx} | ${writes} |`,
    );
  }
  console.log(
    `\nServer memory: RSS ${atStart.rss} MB after start (peak ${atStart.peak} MB), ${afterLoad.rss} MB after the load (peak ${afterLoad.peak} MB).`,
  );
  const results = path.join(projectRoot, "bench-results");
  mkdirSync(results, { recursive: true });
  writeFileSync(
    path.join(results, "http.json"),
    `${JSON.stringify({ connections, duration, writesPerSecond, homeBytes: home.length, runs, memory: { atStart, afterLoad } }, null, 2)}\n`,
  );
} finally {
  await site.stop();
  site.remove();
  for (const suffix of ["", ".br", ".gz"]) rmSync(`${reference}${suffix}`, { force: true });
}
