import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathIn } from "../../app/i18n/language.ts";
import { publicPages } from "../../app/lib/public-pages.ts";
import { findChromium } from "../chromium.ts";
import { itemPagesOf, percentile, projectRoot, withDemoSite } from "./site.ts";

/**
 * Lighthouse on a phone (its default: a mid-range phone on slow 4G, simulated) for every public page
 * of the built site with the demo content, and one event's, one article's and one project's own
 * page (the first each list links to), each in English and in Arabic, several runs each: the median of each category score and
 * timing, and the lowest performance score seen. Each page is requested once before it is measured, so
 * that it is measured as served from the page cache.
 * Usage: npm run bench:lighthouse [-- --runs 3] [-- --pages /,/events]
 */
const port = Number(process.env.BENCH_PORT ?? 3292);
// Fetched by npx on first use rather than kept in package.json: Lighthouse's dependencies ask for
// "latest" versions of some packages, which would break `npm ci` whenever those move.
const LIGHTHOUSE = "lighthouse@12.8.2";
const option = (name: string) => {
  const index = process.argv.indexOf(name);
  return index > -1 ? process.argv[index + 1] : undefined;
};
const runs = Number(option("--runs") ?? 3);
const chosenPages = option("--pages")?.split(",");

const chromium = findChromium();
if (!chromium) {
  console.error("Lighthouse needs Chromium: run `npx tsx scripts/ensure-chromium.ts` first.");
  process.exit(1);
}

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

interface Sample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalKB: number;
}

const reports = mkdtempSync(path.join(os.tmpdir(), "aero-lighthouse-reports-"));

/** One Lighthouse run on a page. */
function lighthouse(url: string): Sample {
  const output = path.join(reports, "report.json");
  const run = () =>
    spawnSync(
      "npx",
      [
        "--yes",
        LIGHTHOUSE,
        url,
        "--quiet",
        "--only-categories=performance,accessibility,best-practices,seo",
        "--output=json",
        `--output-path=${output}`,
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
      ],
      { env: { ...process.env, CHROME_PATH: chromium }, stdio: ["ignore", "ignore", "inherit"] },
    );
  // Lighthouse now and then fails to record a trace (NO_NAVSTART); another run succeeds.
  let attempts = 1;
  while (run().status !== 0) {
    if (++attempts > 3) throw new Error(`lighthouse failed 3 times on ${url}`);
  }
  const report = JSON.parse(readFileSync(output, "utf8")) as Report;
  const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
  const ms = (audit: string) => Math.round(report.audits[audit]?.numericValue ?? Number.NaN);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    fcpMs: ms("first-contentful-paint"),
    lcpMs: ms("largest-contentful-paint"),
    tbtMs: ms("total-blocking-time"),
    cls: Number((report.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
    totalKB: Math.round((report.audits["total-byte-weight"]?.numericValue ?? 0) / 1024),
  };
}

try {
  const rows = await withDemoSite(port, async (base) => {
    const english = [...publicPages.map((page) => page.path), ...(await itemPagesOf(base))];
    // Each page in Arabic beside it.
    const pages = chosenPages ?? english.flatMap((page) => [page, pathIn("ar", page)]);
    // Each page visited once before, as by an earlier visitor: the page cache holds it, as it would
    // on a site in use.
    for (const page of pages) await (await fetch(`${base}${page}`)).text();
    const measured = [];
    for (const page of pages) {
      const samples: Sample[] = [];
      for (let run = 0; run < runs; run++) samples.push(lighthouse(`${base}${page}`));
      const median = (pick: (sample: Sample) => number) => percentile(samples.map(pick), 50);
      measured.push({
        page,
        performance: median((sample) => sample.performance),
        lowestPerformance: Math.min(...samples.map((sample) => sample.performance)),
        accessibility: median((sample) => sample.accessibility),
        bestPractices: median((sample) => sample.bestPractices),
        seo: median((sample) => sample.seo),
        fcpMs: median((sample) => sample.fcpMs),
        lcpMs: median((sample) => sample.lcpMs),
        tbtMs: median((sample) => sample.tbtMs),
        cls: median((sample) => sample.cls),
        totalKB: median((sample) => sample.totalKB),
      });
    }
    return measured;
  });
  console.table(rows);
  mkdirSync(path.join(projectRoot, "bench-results"), { recursive: true });
  writeFileSync(
    path.join(projectRoot, "bench-results", "lighthouse.json"),
    `${JSON.stringify({ device: "mobile (Lighthouse default)", runs, pages: rows }, null, 2)}\n`,
  );
} finally {
  rmSync(reports, { recursive: true, force: true });
}
