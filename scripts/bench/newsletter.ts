import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { eq } from "drizzle-orm";
import { newsletterIssues, newsletterSubscriptions } from "../../app/features/newsletter/table.ts";
import { machine, memoryOf, percentile, sampleMemory, startProductionSite, writeBenchResult } from "./site.ts";
import { openSiteDatabase, option } from "./traffic.ts";

/**
 * A newsletter issue to `--subscribers` confirmed subscribers (10,000), sent by the production
 * server with the demo club on the embedded database to a local SMTP sink, at an unthrottled pace
 * (NEWSLETTER_PER_MINUTE=100000). With `--kills N`, the server is killed (SIGKILL) N times while it
 * sends and started again.
 *
 * Reports messages a second, the server's peak memory (VmHWM, and RSS sampled every 500 ms), and
 * the answer times of three public pages fetched one after another while it sends, against the same
 * pages at rest once it is done (the target: within 20%). Checks that every subscriber received the
 * issue, and that any subscriber who received it twice (only possible for a copy in flight when the
 * server was killed) received the same message (one Message-ID). Exits with 1 when a check fails.
 * Usage: npm run bench:newsletter [-- --subscribers 10000 --kills 0]
 */
const subscribers = option("subscribers", 10_000);
const kills = option("kills", 0);
const port = Number(process.env.BENCH_PORT ?? 3296);
const smtpPort = port + 1;
const pages = ["/", "/events", "/news"];

/** What the sink received: each recipient's Message-IDs. */
const received = new Map<string, string[]>();
let messages = 0;
// The sink runs in a thread of its own, so that taking in hundreds of messages a second does not
// hold up this thread's clock while it times the pages.
const sink = new Worker(
  `
  const { parentPort, workerData } = require("node:worker_threads");
  const { SMTPServer } = require(workerData.smtpServer);
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks = [];
      stream.on("data", (chunk) => chunks.push(chunk));
      stream.on("end", () => {
        const head = Buffer.concat(chunks).toString("utf8", 0, 4096);
        const id = /^Message-ID:\\s*(\\S+)/im.exec(head)?.[1] ?? "";
        parentPort.postMessage({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), id });
        callback();
      });
    },
  });
  // A server killed mid-message drops its connection: that is the sink's to take, not to end on.
  sink.on("error", () => {});
  sink.listen(workerData.port, "127.0.0.1", () => parentPort.postMessage("listening"));
  `,
  { eval: true, workerData: { port: smtpPort, smtpServer: createRequire(import.meta.url).resolve("smtp-server") } },
);
await new Promise<void>((resolve, reject) => {
  sink.on("error", reject);
  sink.on("message", (message: "listening" | { to: string[]; id: string }) => {
    if (message === "listening") return resolve();
    messages++;
    for (const address of message.to) received.set(address, [...(received.get(address) ?? []), message.id]);
  });
});

const reader = (n: number) => `reader-${n}@example.org`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "aero-bench-"));
const env = {
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  CONTACT_TO: "club@example.org",
  NEWSLETTER_PER_MINUTE: "100000",
  SMTP_TIMEOUT_SECONDS: "2",
};

/** Milliseconds to a tenth. */
const tenths = (ms: number) => Math.round(ms * 10) / 10;

/** How long the bench waits between two rounds of pages, while the issue goes out and at rest alike. */
const ROUND_GAP_MS = 100;

/** Each page's answer time in ms, fetched one after another, `rounds` times, ROUND_GAP_MS apart. */
async function pageTimes(base: string, rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round > 0) await new Promise((resolve) => setTimeout(resolve, ROUND_GAP_MS));
    for (const page of pages) {
      const started = performance.now();
      await (await fetch(`${base}${page}`)).arrayBuffer();
      times.push(performance.now() - started);
    }
  }
  return times;
}

let failed = true;
/** The site running now, stopped whatever happens. */
let running: Awaited<ReturnType<typeof startProductionSite>> | undefined;
try {
  const first = await startProductionSite(port, env, { dataDir });
  await first.stop();
  // The subscribers, and the demo club's issue started: its copies wait in the outbox.
  const setup = openSiteDatabase(dataDir);
  let issueId = "";
  try {
    for (let from = 0; from < subscribers; from += 1_000) {
      const rows = Array.from({ length: Math.min(1_000, subscribers - from) }, (_, i) => ({
        email: reader(from + i),
        confirmedAt: new Date(),
      }));
      await setup.db.insert(newsletterSubscriptions).values(rows);
    }
    const [issue] = await setup.db.select().from(newsletterIssues).limit(1);
    if (!issue) throw new Error("the demo club has no newsletter issue");
    issueId = issue.id;
    const { sendIssue } = await import("../../app/features/newsletter/sending.server.ts");
    const answer = await sendIssue(setup.db, {
      id: issue.id,
      version: issue.version,
      at: null,
      actor: { email: "bench@example.org" },
    });
    if (answer.kind !== "started") throw new Error(`the issue did not start: ${answer.kind}`);
  } finally {
    await setup.close();
  }

  console.log(
    `Sending one issue to ${subscribers} subscribers${kills ? `, killing the server ${kills} times` : ""} ...`,
  );
  let site = await startProductionSite(port, env, { dataDir });
  running = site;
  let sampling = sampleMemory(site.pid);
  let peak = 0;
  let sampledPeak = 0;
  const started = performance.now();
  const busy: number[] = [];
  let killed = 0;
  while (received.size < subscribers && performance.now() - started < 30 * 60_000) {
    busy.push(...(await pageTimes(site.base, 1)));
    if (killed < kills && received.size >= ((killed + 1) * subscribers) / (kills + 1)) {
      const memory = sampling.stop();
      peak = Math.max(peak, memory.peak);
      sampledPeak = Math.max(sampledPeak, memory.sampledPeak);
      execFileSync("kill", ["-9", String(site.pid)]);
      killed++;
      console.log(`killed at ${received.size} received; starting again`);
      site = await startProductionSite(port, env, { dataDir });
      running = site;
      sampling = sampleMemory(site.pid);
    }
    await new Promise((resolve) => setTimeout(resolve, ROUND_GAP_MS));
  }
  const elapsed = (performance.now() - started) / 1000;
  // The site at rest, its mailing done.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const rest = await pageTimes(site.base, 60);
  const memory = sampling.stop();
  peak = Math.max(peak, memory.peak);
  sampledPeak = Math.max(sampledPeak, memory.sampledPeak);
  const after = memoryOf(site.pid);
  await site.stop();
  running = undefined;

  const database = openSiteDatabase(dataDir);
  let status = "";
  try {
    const [issue] = await database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, issueId));
    status = issue?.status ?? "missing";
  } finally {
    await database.close();
  }
  const twice = [...received.values()].filter((ids) => ids.length > 1);
  const differing = twice.filter((ids) => new Set(ids).size > 1);
  const busyP50 = percentile(busy, 50);
  const restP50 = percentile(rest, 50);
  const report = {
    machine,
    subscribers,
    kills: killed,
    seconds: Number(elapsed.toFixed(1)),
    messagesPerSecond: Number((messages / elapsed).toFixed(1)),
    received: messages,
    recipients: received.size,
    receivedTwice: twice.length,
    twiceWithDifferentMessageIds: differing.length,
    issueStatus: status,
    pagesWhileSending: { p50: tenths(busyP50), p99: tenths(percentile(busy, 99)), samples: busy.length },
    pagesAtRest: { p50: tenths(restP50), p99: tenths(percentile(rest, 99)), samples: rest.length },
    pagesSlowerWhileSending: `${Math.round((busyP50 / restP50 - 1) * 100)}% (target at most 20%)`,
    memoryMB: { vmHWM: peak, sampledPeak, afterRss: after.rss },
  };
  writeBenchResult("newsletter", report);
  failed = received.size !== subscribers || differing.length > 0 || twice.length > killed || status !== "sent";
} finally {
  await running?.stop();
  await sink.terminate();
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
