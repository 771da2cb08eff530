import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { findChromium } from "../chromium.ts";
import { projectRoot, withDemoSite } from "./site.ts";

/**
 * Lighthouse on a phone (its default: a mid-range phone on slow 4G, simulated) for the public pages
 * of the built site with the demo content: the four category scores and the paint timings.
 * Usage: npm run bench:lighthouse
 */
const port = Number(process.env.BENCH_PORT ?? 3292);
// Fetched by npx on first use rather than kept in package.json: Lighthouse's dependencies ask for
// "latest" versions of some packages, which would break `npm ci` whenever those move.
const LIGHTHOUSE = "lighthouse@12.8.2";
const pages = ["/", "/events", "/projects", "/news", "/gallery", "/contact"];

const chromium = findChromium();
if (!chromium) {
  console.error("Lighthouse needs Chromium: run `npx tsx scripts/ensure-chromium.ts` first.");
  process.exit(1);
}

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

const reports = mkdtempSync(path.join(os.tmpdir(), "aero-lighthouse-reports-"));
try {
  const rows = await withDemoSite(port, async (base) => {
    const measured = [];
    for (const page of pages) {
      const output = path.join(reports, `${page.replace(/\W/g, "_") || "home"}.json`);
      const run = () =>
        spawnSync(
          "npx",
          [
            "--yes",
            LIGHTHOUSE,
            `${base}${page}`,
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
        if (++attempts > 3) throw new Error(`lighthouse failed 3 times on ${page}`);
      }
      const report = JSON.parse(readFileSync(output, "utf8")) as Report;
      const score = (name: string) => Math.round((report.categories[name]?.score ?? 0) * 100);
      const ms = (audit: string) => Math.round(report.audits[audit]?.numericValue ?? Number.NaN);
      measured.push({
        page,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcpMs: ms("first-contentful-paint"),
        lcpMs: ms("largest-contentful-paint"),
        tbtMs: ms("total-blocking-time"),
        cls: Number((report.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        totalKB: Math.round((report.audits["total-byte-weight"]?.numericValue ?? 0) / 1024),
      });
    }
    return measured;
  });
  console.table(rows);
  mkdirSync(path.join(projectRoot, "bench-results"), { recursive: true });
  writeFileSync(
    path.join(projectRoot, "bench-results", "lighthouse.json"),
    `${JSON.stringify({ device: "mobile (Lighthouse default)", pages: rows }, null, 2)}\n`,
  );
} finally {
  rmSync(reports, { recursive: true, force: true });
}
