import { gzipSync } from "node:zlib";
import { publicPages } from "../../app/lib/public-pages.ts";
import { startingScripts } from "../page-scripts.ts";
import { itemPagesOf, machine, percentile, withDemoSite, writeBenchResult } from "./site.ts";

/**
 * Weighs and times the public pages, and one event's, one article's and one project's own page, on
 * the built site with the demo content:
 * - the HTML of each page and the JavaScript and CSS it loads, raw and gzip-compressed, and how many
 *   script files it starts with;
 * - the server's answer time for each page over repeated requests (median and 95th percentile).
 * Usage: npm run bench:pages [-- --requests 50]
 */
const requestsArg = process.argv.indexOf("--requests");
const requests = requestsArg > -1 ? Number(process.argv[requestsArg + 1]) : 50;
const port = Number(process.env.BENCH_PORT ?? 3291);

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

const rows = await withDemoSite(port, async (base) => {
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
  const pages = [...publicPages.map((page) => page.path), ...(await itemPagesOf(base))];
  const measured = [];
  for (const page of pages) {
    const html = await (await fetch(`${base}${page}`)).text();
    const scripts = startingScripts(html);
    const styles = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? "");
    const js = await weigh(scripts);
    const css = await weigh([...new Set(styles)]);
    const inlineCss = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "").join("");
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
      // The stylesheet the server writes into the page (part of the HTML's weight above).
      inlineCssGzipKB: kb(gzipSync(inlineCss).length),
      medianMs: Number(percentile(times, 50).toFixed(1)),
      p95Ms: Number(percentile(times, 95).toFixed(1)),
    });
  }
  return measured;
});

console.table(rows);
const result = {
  machine,
  requests,
  pages: rows,
};
writeBenchResult("pages", result, { print: false });
