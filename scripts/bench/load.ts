import { mkdirSync, writeFileSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { and, eq, like, sql } from "drizzle-orm";
import { contactMessages } from "../../app/features/contact/table.ts";
import { events } from "../../app/features/events/table.ts";
import { newsletterSubscriptions } from "../../app/features/newsletter/table.ts";
import { eventRegistrations } from "../../app/features/registrations/table.ts";
import { openDatabase } from "../../app/lib/db/client.server.ts";
import { HONEYPOT_FIELD } from "../../app/lib/honeypot.ts";
import { memoryOf, percentile, projectRoot, startProductionSite } from "./site.ts";

/**
 * Mixed traffic from many clients at once against the production server on the embedded database
 * with the demo club, and whether every write the site acknowledged was kept.
 *
 * Each client sends one request after another over its own keep-alive connection: public pages
 * (documents, and some `.data` requests as the page's script makes when moving between pages),
 * newsletter subscriptions (POST /resources/newsletter, a new address each), contact messages
 * (POST /contact, each with a token of its own in the subject) and registrations for the demo event
 * that registers on the site (POST /events/<slug>, a new address each: its seats fill at once and
 * the rest join its waitlist). The forms are posted as a browser
 * posts them: urlencoded, with the site's Origin and the trap field empty, and without
 * `redirectTo`, so that the answer's status is the action's own (200 only when the row is stored).
 *
 * The public forms are limited per client address (FORM_RATE_LIMIT, unchanged at its default).
 * The site runs as behind a reverse proxy on the same machine (TRUST_PROXY=loopback) and every
 * form post carries an address of its own in X-Forwarded-For, as from a different visitor; page
 * requests carry their client's address. The limit is thus counted for every post, as in
 * production, without one machine's load being refused as a flood; a 429 counts as an error.
 *
 * Errors: any answer that is not 2xx/3xx (and a form post answered other than 200), timeouts and
 * connection errors. Lost writes: after the run the site is stopped, its database opened as the
 * command-line tools open it, and every acknowledged subscription and message looked for; rows
 * stored without an acknowledgement (a timed-out request whose write went through) are counted too;
 * and no event may hold more confirmed registrations than its seats, nor show another count.
 * Reports requests/s, p50/p99 latency overall and per kind, and the server's memory (VmRSS, VmHWM)
 * before and after the load. Exits with 1 when there were errors or lost writes. The clients run in
 * this process, on the same machine as the site, and take part of its CPU.
 * Usage: npm run bench:load [-- --duration 60 --clients 200 --timeout 10]
 */
function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at > -1 ? Number(process.argv[at + 1]) : fallback;
}
const duration = option("duration", 60);
const clients = option("clients", 200);
const timeoutSeconds = option("timeout", 10);
const port = Number(process.env.BENCH_PORT ?? 3293);

type Kind = "page" | "subscription" | "message" | "registration";
const kinds: readonly Kind[] = ["page", "subscription", "message", "registration"];

/** Share of each kind of request, out of 100. */
const mix = { page: 76, subscription: 8, message: 8, registration: 8 } as const;
/** The demo event visitors register for on the site (app/features/demo/content.ts). */
const registrationPath = "/events/flight-simulator-night";
const documents = ["/", "/events", "/news", "/projects", "/gallery", "/about", "/contact"];
const dataRequests = ["/_.data", "/events.data", "/news.data", "/projects.data"];
/** Share of page requests that are `.data` requests, out of 100. */
const dataShare = 20;

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const subscriberAddress = (n: number) => `load-${run}-${n}@example.org`;
const registrantAddress = (n: number) => `registrant-${run}-${n}@example.org`;
const messageToken = (n: number) => `load-${run}-${n}`;
/** 10.0.0.1 onwards: one address per form post. */
const visitorAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
/** 172.16.0.0 onwards: one address per client, for its page requests. */
const clientAddress = (i: number) => `172.${16 + ((i >> 16) & 15)}.${(i >> 8) & 255}.${i & 255}`;

interface Sample {
  kind: Kind;
  path: string;
  cause: string;
  /** Seconds into the run when the request was sent. */
  at: number;
  detail?: string;
}

const sent: Record<Kind, number> = { page: 0, subscription: 0, message: 0, registration: 0 };
const latencies: Record<Kind, number[]> = { page: [], subscription: [], message: [], registration: [] };
const errorCount: Record<Kind, number> = { page: 0, subscription: 0, message: 0, registration: 0 };
const causes = new Map<string, number>();
/** Errors by the 10 s of the run in which their request was sent ("0-10 s": 3). */
const errorWindows = new Map<string, number>();
const samples: Sample[] = [];
const acknowledged = {
  subscriptions: new Set<string>(),
  messages: new Set<string>(),
  registrations: new Set<string>(),
};
let writes = 0;

function countError(sample: Sample): void {
  errorCount[sample.kind]++;
  const key = `${sample.kind} ${sample.cause}`;
  causes.set(key, (causes.get(key) ?? 0) + 1);
  const from = Math.floor(sample.at / 10) * 10;
  const window = `${from}-${from + 10} s`;
  errorWindows.set(window, (errorWindows.get(window) ?? 0) + 1);
  // The first error of each kind and cause, as an example.
  if (causes.get(key) === 1 && samples.length < 20) samples.push(sample);
}

function decoded(body: Buffer, encoding: string | undefined): string {
  try {
    const raw = encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body;
    const text = raw.toString("utf8");
    // A page: its title says which error page it is.
    const title = text.match(/<title>([^<]*)<\/title>/)?.[1];
    return (title ? `page "${title}"` : text).replace(/\s+/g, " ").slice(0, 200);
  } catch {
    return `(${body.length} bytes, ${encoding})`;
  }
}

interface Answer {
  status: number;
  body?: string;
}

/** Each client's own keep-alive connection. */
const agents = Array.from({ length: clients }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
const closeConnections = () => {
  for (const agent of agents) agent.destroy();
};

/** One request; resolves with the status (and the start of the body when it is an error). */
function send(
  agent: http.Agent,
  method: string,
  target: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : Buffer.from(body);
    const request = http.request(
      `http://127.0.0.1:${port}${target}`,
      {
        method,
        agent,
        headers: {
          "accept-encoding": "gzip, br",
          ...headers,
          ...(payload ? { "content-length": String(payload.length) } : {}),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const failed = status < 200 || status >= 400;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => {
          if (failed) chunks.push(chunk);
        });
        response.on("end", () => {
          clearTimeout(timer);
          const encoding = response.headers["content-encoding"];
          resolve(failed ? { status, body: decoded(Buffer.concat(chunks), encoding) } : { status });
        });
        response.on("error", (error) => {
          clearTimeout(timer);
          reject(error);
        });
        response.on("close", () => {
          clearTimeout(timer);
          if (!response.complete) reject(new Error("connection closed during the answer"));
        });
      },
    );
    const timer = setTimeout(() => request.destroy(new Error("timeout")), timeoutSeconds * 1000);
    request.on("error", (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(payload);
  });
}

const origin = `http://127.0.0.1:${port}`;
const form = (fields: Record<string, string>) => new URLSearchParams({ ...fields, [HONEYPOT_FIELD]: "" }).toString();

let runStarted = 0;

function pick<T>(list: readonly T[]): T {
  return list[Math.floor(Math.random() * list.length)] as T;
}

/** One request of a random kind from client `i`, timed and checked. */
async function oneRequest(i: number): Promise<void> {
  const roll = Math.random() * 100;
  const kind: Kind =
    roll < mix.page
      ? "page"
      : roll < mix.page + mix.subscription
        ? "subscription"
        : roll < mix.page + mix.subscription + mix.message
          ? "message"
          : "registration";
  let method = "GET";
  let target: string;
  let body: string | undefined;
  let headers: Record<string, string>;
  let record: (() => void) | undefined;
  if (kind === "page") {
    target = Math.random() * 100 < dataShare ? pick(dataRequests) : pick(documents);
    headers = { "x-forwarded-for": clientAddress(i) };
  } else {
    const n = ++writes;
    method = "POST";
    headers = {
      origin,
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": visitorAddress(n),
    };
    if (kind === "subscription") {
      target = "/resources/newsletter";
      const email = subscriberAddress(n);
      body = form({ email });
      record = () => acknowledged.subscriptions.add(email);
    } else if (kind === "registration") {
      target = registrationPath;
      const email = registrantAddress(n);
      body = form({ name: `Registrant ${n}`, email, q0: `2026${String(n).padStart(5, "0")}`, q1: "Aerospace" });
      record = () => acknowledged.registrations.add(email);
    } else {
      target = "/contact";
      const token = messageToken(n);
      body = form({
        name: `Visitor ${n}`,
        email: `visitor-${run}-${n}@example.org`,
        subject: `Question about the club (${token})`,
        message:
          "Hello, I am a first-year student in aerospace engineering and would like to join the club. " +
          "Could you tell me when the next general meeting takes place, and whether students from other " +
          `departments can take part in the projects? Thank you. Reference ${token}.`,
      });
      record = () => acknowledged.messages.add(token);
    }
  }
  sent[kind]++;
  const started = performance.now();
  const at = Number(((started - runStarted) / 1000).toFixed(1));
  try {
    const answer = await send(agents[i] as http.Agent, method, target, headers, body);
    latencies[kind].push(performance.now() - started);
    const ok = record ? answer.status === 200 : answer.status >= 200 && answer.status < 400;
    if (ok) record?.();
    else countError({ kind, path: target, cause: `HTTP ${answer.status}`, at, detail: answer.body });
  } catch (error) {
    latencies[kind].push(performance.now() - started);
    countError({ kind, path: target, cause: (error as NodeJS.ErrnoException).code ?? (error as Error).message, at });
  }
}

const percentileMs = (values: number[], p: number) => Number(percentile(values, p).toFixed(1));

const site = await startProductionSite(port, { TRUST_PROXY: "loopback", PUBLIC_URL: origin });
let report: Record<string, unknown>;
let failed: boolean;
try {
  // Each page once, as a site that has been running for a while has its pages in the cache.
  for (const page of [...documents, ...dataRequests]) await (await fetch(`${site.base}${page}`)).arrayBuffer();
  const atStart = memoryOf(site.pid);

  console.log(`${clients} clients for ${duration} s against ${site.base} ...`);
  const started = performance.now();
  runStarted = started;
  const deadline = started + duration * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      while (performance.now() < deadline) await oneRequest(i);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const afterLoad = memoryOf(site.pid);
  closeConnections();
  await site.stop();

  // The database as the site left it, opened as the command-line tools open it.
  const database = openDatabase({ engine: "pglite", dataDir: path.join(site.dataDir, "pglite") });
  let storedSubscriptions: Set<string>;
  let storedMessages: Set<string>;
  let storedRegistrations: Set<string>;
  let overbooked: { title: string; confirmed: number; max: number | null; shown: number }[];
  try {
    const subscribers = await database.db
      .select({ email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
      .where(like(newsletterSubscriptions.email, `load-${run}-%`));
    storedSubscriptions = new Set(subscribers.map((row) => row.email));
    const messages = await database.db
      .select({ subject: contactMessages.subject })
      .from(contactMessages)
      .where(like(contactMessages.subject, `%(load-${run}-%)`));
    storedMessages = new Set(messages.map((row) => row.subject.match(/\((load-[^)]+)\)$/)?.[1] ?? row.subject));
    const registrants = await database.db
      .select({ email: eventRegistrations.email })
      .from(eventRegistrations)
      .where(like(eventRegistrations.email, `registrant-${run}-%`));
    storedRegistrations = new Set(registrants.map((row) => row.email ?? ""));
    // Every event: no more confirmed than its seats, and the count it shows is the confirmed one.
    const counted = await database.db
      .select({
        title: events.title,
        max: events.maxAttendees,
        shown: events.currentAttendees,
        confirmed: sql<number>`(select count(*)::int from ${eventRegistrations} where ${and(
          eq(eventRegistrations.eventId, events.id),
          eq(eventRegistrations.status, "confirmed"),
        )})`,
      })
      .from(events)
      .where(eq(events.registrationMode, "site"));
    overbooked = counted.filter(
      (event) => (event.max !== null && event.confirmed > event.max) || event.shown !== event.confirmed,
    );
  } finally {
    await database.close();
  }
  const compare = (acked: Set<string>, stored: Set<string>) => ({
    acknowledged: acked.size,
    stored: stored.size,
    lost: [...acked].filter((key) => !stored.has(key)).length,
    storedNotAcknowledged: [...stored].filter((key) => !acked.has(key)).length,
  });
  const writeCheck = {
    subscriptions: compare(acknowledged.subscriptions, storedSubscriptions),
    messages: compare(acknowledged.messages, storedMessages),
    registrations: compare(acknowledged.registrations, storedRegistrations),
  };

  const total = (counts: Record<Kind, number>) => kinds.reduce((sum, kind) => sum + counts[kind], 0);
  const errors = total(errorCount);
  /** Latency: until the request ended, however it ended (an answer, a timeout, a connection error). */
  const row = (requests: number, times: number[], errorTotal: number) => ({
    requests,
    requestsPerSecond: Math.round(requests / elapsed),
    p50: percentileMs(times, 50),
    p99: percentileMs(times, 99),
    errors: errorTotal,
  });
  const perKind = Object.fromEntries(kinds.map((kind) => [kind, row(sent[kind], latencies[kind], errorCount[kind])]));
  const overall = row(
    total(sent),
    kinds.flatMap((kind) => latencies[kind]),
    errors,
  );
  const lost = writeCheck.subscriptions.lost + writeCheck.messages.lost + writeCheck.registrations.lost;

  console.log(
    `\n${clients} clients, ${elapsed.toFixed(1)} s; mix: pages ${mix.page}% (${dataShare}% of them .data), subscriptions ${mix.subscription}%, messages ${mix.message}%, registrations ${mix.registration}%\n`,
  );
  console.log("| kind | requests | requests/s | p50 ms | p99 ms | errors |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
  for (const [name, r] of [...Object.entries(perKind), ["all", overall] as const]) {
    console.log(`| ${name} | ${r.requests} | ${r.requestsPerSecond} | ${r.p50} | ${r.p99} | ${r.errors} |`);
  }
  console.log("\n| write | acknowledged | stored | lost | stored, not acknowledged |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const [name, w] of Object.entries(writeCheck)) {
    console.log(`| ${name} | ${w.acknowledged} | ${w.stored} | ${w.lost} | ${w.storedNotAcknowledged} |`);
  }
  if (causes.size > 0) {
    console.log("\nErrors by cause:");
    for (const [cause, count] of causes) console.log(`  ${cause}: ${count}`);
    console.log("By when their request was sent:");
    for (const [window, count] of errorWindows) console.log(`  ${window}: ${count}`);
    console.log("First errors:");
    for (const sample of samples) {
      console.log(
        `  ${sample.at} s, ${sample.kind} ${sample.path}: ${sample.cause}${sample.detail ? ` — ${sample.detail}` : ""}`,
      );
    }
  }
  console.log(
    `\nServer memory: RSS ${atStart.rss} MB before the load (peak ${atStart.peak} MB), ${afterLoad.rss} MB after it (peak ${afterLoad.peak} MB).`,
  );
  console.log(`Errors: ${errors} (target 0). Lost writes: ${lost} (target 0).`);
  console.log(
    `Events over their seats, or showing another count than their confirmed registrations: ${overbooked.length} (target 0).`,
  );
  for (const event of overbooked)
    console.log(`  ${event.title}: ${event.confirmed} confirmed, ${event.max} seats, shows ${event.shown}`);

  failed = errors > 0 || lost > 0 || overbooked.length > 0;
  report = {
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}`,
    clients,
    durationSeconds: Number(elapsed.toFixed(1)),
    timeoutSeconds,
    mix: { ...mix, dataShareOfPages: dataShare },
    overall,
    perKind,
    errors: {
      total: errors,
      byCause: Object.fromEntries(causes),
      bySecondsSent: Object.fromEntries(errorWindows),
      first: samples,
    },
    writes: writeCheck,
    lostWrites: lost,
    overbookedEvents: overbooked,
    memory: { atStart, afterLoad },
  };
} finally {
  closeConnections();
  await site.stop();
  site.remove();
}

const results = path.join(projectRoot, "bench-results");
mkdirSync(results, { recursive: true });
writeFileSync(path.join(results, "load.json"), `${JSON.stringify(report, null, 2)}\n`);
if (failed) process.exitCode = 1;
