import path from "node:path";
import { gzipSync } from "node:zlib";
import { pathIn } from "../../app/i18n/language.ts";
import { publicPages } from "../../app/lib/public-pages.ts";
import { startingScripts } from "../page-scripts.ts";
import { cameraPortrait, openChromium, phone, pictureBytesOf, uploadPortraits } from "./pictures.ts";
import { itemPagesOf, machine, percentile, projectRoot, withDemoSite, writeBenchResult } from "./site.ts";

/**
 * Weighs and times the public pages, and one event's, one article's and one project's own page, on
 * the built site with the demo content:
 * - the HTML of each page and the JavaScript and CSS it loads, raw and gzip-compressed, and how many
 *   script files it starts with, and the file of its words (gzip);
 * - the bytes of pictures each page loads on a phone (390 px wide, 3 device pixels to a CSS pixel)
 *   read to its end in Chromium (scripts/bench/pictures.ts);
 * - the server's answer time for each page over repeated requests (median and 95th percentile);
 * - then, once an admin has given four team members a new 2,560 px portrait (about 2.4 MB each, as a
 *   phone's photo), the pictures of the home page again, held to a budget of 300 KB.
 * Exits with 1 when a page starts with more than 130 KB of JavaScript (gzip) or more than eight
 * script files, or when the home page with the new portraits is over its budget.
 * Usage: npm run bench:pages [-- --requests 50]
 */
const requestsArg = process.argv.indexOf("--requests");
const requests = requestsArg > -1 ? Number(process.argv[requestsArg + 1]) : 50;
const port = Number(process.env.BENCH_PORT ?? 3291);
const NEW_PORTRAITS = 4;
const PORTRAITS_BUDGET_KB = 300;
/** What a public page may start with: JavaScript (gzip) and script files (each a round trip on a phone). */
const JS_BUDGET_KB = 130;
const JS_FILES_BUDGET = 8;

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

const portraits = await Promise.all(
  Array.from({ length: NEW_PORTRAITS }, (_, i) =>
    cameraPortrait(path.join(projectRoot, "demo", "media", "team", `portrait-${i + 1}.webp`)),
  ),
);
const browser = await openChromium();

const { rows, withPortraits } = await withDemoSite(port, async (base, dataDir) => {
  async function weigh(urls: string[]): Promise<{ raw: number; gzip: number }> {
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      const body = Buffer.from(await (await fetch(new URL(url, base))).arrayBuffer());
      raw += body.length;
      gzip += gzipSync(body).length;
    }
    return { raw, gzip };
  }
  const english = [...publicPages.map((page) => page.path), ...(await itemPagesOf(base))];
  // Each page in Arabic beside it.
  const pages = english.flatMap((page) => [page, pathIn("ar", page)]);
  const measured = [];
  for (const page of pages) {
    const html = await (await fetch(`${base}${page}`)).text();
    const scripts = startingScripts(html);
    const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");
    const js = await weigh(scripts);
    const css = await weigh([...new Set(styles)]);
    // The page's words, a JSON file it fetches with it (kept by the browser after the first page).
    const words = await weigh([...html.matchAll(/<link[^>]*href="([^"]+)"[^>]*data-words/g)].map((m) => m[1] ?? ""));
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "").join("");
    const pictures = await pictureBytesOf(browser, `${base}${page}`);
    const times: number[] = [];
    for (let i = 0; i < requests; i++) {
      const started = performance.now();
      await (await fetch(`${base}${page}`)).text();
      times.push(performance.now() - started);
    }
    measured.push({
      page,
      htmlKB: kb(Buffer.byteLength(html)),
      htmlGzipKB: kb(gzipSync(html).length),
      jsFiles: scripts.length,
      jsKB: kb(js.raw),
      jsGzipKB: kb(js.gzip),
      cssGzipKB: kb(css.gzip),
      wordsGzipKB: kb(words.gzip),
      // The stylesheet the server writes into the page (part of the HTML's weight above).
      inlineCssGzipKB: kb(gzipSync(inlineCss).length),
      pictures: pictures.pictures,
      picturesKB: kb(pictures.bytes),
      medianMs: Number(percentile(times, 50).toFixed(1)),
      p95Ms: Number(percentile(times, 95).toFixed(1)),
    });
  }
  await uploadPortraits(browser, base, dataDir, portraits);
  const home = await pictureBytesOf(browser, `${base}/`);
  return {
    rows: measured,
    withPortraits: {
      page: "/",
      newPortraits: NEW_PORTRAITS,
      portraitMB: portraits.map((portrait) => Number((portrait.length / 1024 / 1024).toFixed(2))),
      pictures: home.pictures,
      picturesKB: kb(home.bytes),
      budgetKB: PORTRAITS_BUDGET_KB,
    },
  };
}).finally(() => browser.close());

console.table(rows);
console.log(
  `Pictures at ${phone.width} px (${phone.deviceScaleFactor}x), home page with ${NEW_PORTRAITS} new portraits: ` +
    `${withPortraits.picturesKB} KB in ${withPortraits.pictures} files (budget ${PORTRAITS_BUDGET_KB} KB)`,
);
const result = {
  machine,
  requests,
  screen: phone,
  pages: rows,
  homeWithNewPortraits: withPortraits,
};
writeBenchResult("pages", result, { print: false });
const overJs = rows.filter((row) => row.jsGzipKB > JS_BUDGET_KB || row.jsFiles > JS_FILES_BUDGET);
for (const row of overJs) {
  console.error(
    `${row.page} starts with ${row.jsGzipKB} KB of JavaScript in ${row.jsFiles} files (budget ${JS_BUDGET_KB} KB, ${JS_FILES_BUDGET} files)`,
  );
}
if (overJs.length > 0 || withPortraits.picturesKB > PORTRAITS_BUDGET_KB) process.exitCode = 1;
