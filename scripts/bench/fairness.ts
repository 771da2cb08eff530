import { machine, percentile, startProductionSite, writeBenchResult } from "./site.ts";

/**
 * How long another visitor waits for a page while one client keeps 16 requests going at once.
 * Both send a cookie other than the theme's, so that every page is rendered rather than served
 * from the page cache (as a signed-in admin's pages are). The quiet visitor's answer times are
 * measured alone first, then during the burst. Usage: npm run bench:fairness [-- --seconds 10]
 */
const port = Number(process.env.BENCH_PORT ?? 3294);
const secondsArg = process.argv.indexOf("--seconds");
const seconds = secondsArg > -1 ? Number(process.argv[secondsArg + 1]) : 10;
const BURST = 16;

const site = await startProductionSite(port, { TRUST_PROXY: "loopback" });
const headersOf = (client: string) => ({ "X-Forwarded-For": client, Cookie: "bench=1" });

async function timed(url: string, client: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: headersOf(client) });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** The quiet visitor: one page after another for `ms`, their answer times. */
async function quietVisitor(ms: number): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) times.push(await timed(`${site.base}/about`, "10.9.0.2"));
  return times;
}

const summary = (times: number[]) => ({
  requests: times.length,
  medianMs: Math.round(percentile(times, 50)),
  p95Ms: Math.round(percentile(times, 95)),
});

try {
  await quietVisitor(1000);
  const alone = await quietVisitor(seconds * 1000);
  let running = true;
  let burstRequests = 0;
  const burst = Array.from({ length: BURST }, async () => {
    while (running) {
      await timed(`${site.base}/events`, "10.9.0.1");
      burstRequests++;
    }
  });
  const during = await quietVisitor(seconds * 1000);
  running = false;
  await Promise.all(burst);
  const result = {
    machine,
    burst: { client: "one address", concurrent: BURST, requests: burstRequests, seconds },
    quietVisitorAlone: summary(alone),
    quietVisitorDuringBurst: summary(during),
  };
  writeBenchResult("fairness", result);
} finally {
  await site.stop();
  site.remove();
}
