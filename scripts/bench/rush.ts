import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import pg from "pg";
import { events } from "../../app/features/events/table.ts";
import { eventRegistrations } from "../../app/features/registrations/table.ts";
import { machine, memoryOf, sampleMemory, startProductionSite, writeBenchResult } from "./site.ts";
import {
  attendance,
  Clients,
  compareWrites,
  openSiteDatabase,
  option,
  postAsBrowser,
  registrationForm,
  storedAndAnswered,
  Tally,
  textOption,
  visitorAddress,
} from "./traffic.ts";

/**
 * The opening minute of a popular event's registration: `--clients` visitors (500) arrive within
 * `--within` seconds (30), each at a moment of its own, open the event's page and register, each
 * from an address of its own, over a connection of its own. The event has a seat for every fifth
 * (`--seats`, 100 for 500) and a waitlist for the rest. Run against the production server with the
 * demo club, on the embedded database or, with `--engine postgres`, on a new database of the
 * PostgreSQL server at PG_SERVER_URL (default postgres://postgres@127.0.0.1:5432), dropped after.
 *
 * The registrations are posted as a browser posts them (`postAsBrowser`): most with the page's
 * script, `--without-script` percent of them (10) without JavaScript, with the page they go back to.
 *
 * Checks: no errors (any answer to the page other than 2xx/3xx, any registration not stored,
 * timeouts after `--timeout` s), no acknowledged registration missing from the database, exactly
 * the seats confirmed and the rest waitlisted, and the page (as a visitor without a session gets
 * it, from the page cache) showing the seats taken within 2 s of the last answer. Reports p50/p99
 * of the page and of the registration's answer, and the server's memory (sampled every 500 ms, and
 * VmHWM). Exits with 1 when a check fails; the latency and memory targets (p99 of the registration
 * at most 2 s, memory at most 400 MB) are reported, not enforced.
 * Usage: npm run bench:rush [-- --clients 500 --within 30 --seats 100 --timeout 10 --engine pglite --without-script 10]
 */
const clients = option("clients", 500);
const within = option("within", 30);
const seats = option("seats", Math.floor(clients / 5));
const timeoutSeconds = option("timeout", 10);
const engine = textOption("engine", "pglite");
/** Share of the registrations posted without JavaScript, out of 100. */
const withoutScript = option("without-script", 10);
if (engine !== "pglite" && engine !== "postgres") throw new Error(`--engine is pglite or postgres, not ${engine}`);
const port = Number(process.env.BENCH_PORT ?? 3295);
/** How soon after the last answer the page must show the seats taken. */
const SHOWN_WITHIN_MS = 2_000;

/** The demo event that registers on the site (app/features/demo/content.ts). */
const slug = "flight-simulator-night";
const eventPath = `/events/${slug}`;
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const registrant = (n: number) => `rush-${run}-${n}@example.org`;
const origin = `http://127.0.0.1:${port}`;

/**
 * The count an event's page shows: "24/24 attendees", read from the markup with React's text
 * separators (`<!-- -->`) taken out, wherever it puts them.
 */
function shownCount(html: string): string | null {
  return /(\d+\/(?:\d+|∞))<span[^>]*>\s*attendees/.exec(html.replaceAll("<!-- -->", ""))?.[1] ?? null;
}

// On PostgreSQL: a database of its own on the server.
const serverUrl = process.env.PG_SERVER_URL ?? "postgres://postgres@127.0.0.1:5432";
const databaseName = `bench_rush_${run}`;
const databaseUrl = engine === "postgres" ? `${serverUrl.replace(/\/$/, "")}/${databaseName}` : undefined;
async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${serverUrl.replace(/\/$/, "")}/postgres` });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "aero-bench-"));
const env = { TRUST_PROXY: "loopback", PUBLIC_URL: origin, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
if (databaseUrl) await onServer(`CREATE DATABASE ${databaseName}`);
let report: Record<string, unknown> | undefined;
let failed = true;
try {
  // A first start makes the database and the demo club; the event then gets its seats, and the
  // site starts again on it, as a club's site that has been running.
  const first = await startProductionSite(port, env, { dataDir });
  await first.stop();
  // The demo's own registrations keep theirs: the rush's visitors find `seats` more.
  const setup = openSiteDatabase(dataDir, databaseUrl);
  let before: Awaited<ReturnType<typeof attendance>>[number];
  try {
    const found = (await attendance(setup)).find((row) => row.slug === slug);
    if (!found) throw new Error(`the demo event ${slug} is not there`);
    before = found;
    await setup.db
      .update(events)
      .set({ maxAttendees: before.confirmed + seats, waitlist: true, status: "open" })
      .where(eq(events.slug, slug));
  } finally {
    await setup.close();
  }

  const site = await startProductionSite(port, env, { dataDir });
  const connections = new Clients(clients, origin, timeoutSeconds);
  const tally = new Tally(["page", "registration"] as const);
  const acknowledged = new Set<string>();
  try {
    // The page once, as a site that has been running has it in its cache.
    await (await fetch(`${site.base}${eventPath}`)).arrayBuffer();
    const atStart = memoryOf(site.pid);
    console.log(
      `${clients} visitors within ${within} s open ${eventPath} (${seats} seats, a waitlist) and register, on ${engine} ...`,
    );
    const sampling = sampleMemory(site.pid);
    const started = performance.now();
    tally.start();
    let lastAnswer = started;
    await Promise.all(
      Array.from({ length: clients }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * within * 1000));
        const page = await tally.time("page", eventPath, () =>
          connections.send(i, "GET", eventPath, { "x-forwarded-for": visitorAddress(i + 1) }),
        );
        if (!page) return;
        const email = registrant(i);
        const form = { action: eventPath, body: registrationForm(i, email), page: `${eventPath}#register` };
        const script = Math.random() * 100 >= withoutScript;
        const answer = await tally.time(
          "registration",
          eventPath,
          () => postAsBrowser(connections, i, origin, visitorAddress(i + 1), form, script),
          storedAndAnswered,
        );
        lastAnswer = Math.max(lastAnswer, performance.now());
        if (answer) acknowledged.add(email);
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    connections.close();

    // The page as a visitor without a session gets it, until it shows every seat taken.
    const confirmedNow = before.confirmed + Math.min(seats, acknowledged.size);
    const expected = `${confirmedNow}/${before.confirmed + seats}`;
    let shown: string | null = null;
    let shownAfterMs: number | null = null;
    while (performance.now() - lastAnswer < 10_000) {
      shown = shownCount(await (await fetch(`${site.base}${eventPath}`)).text());
      if (shown === expected) {
        shownAfterMs = Math.round(performance.now() - lastAnswer);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const afterLoad = memoryOf(site.pid);
    const duringLoad = sampling.stop();
    await site.stop();

    const database = openSiteDatabase(dataDir, databaseUrl);
    let stored: Set<string>;
    let event: Awaited<ReturnType<typeof attendance>>[number] | undefined;
    try {
      const rows = await database.db
        .select({ email: eventRegistrations.email })
        .from(eventRegistrations)
        .where(like(eventRegistrations.email, `rush-${run}-%`));
      stored = new Set(rows.map((row) => row.email ?? ""));
      event = (await attendance(database)).find((row) => row.slug === slug);
    } finally {
      await database.close();
    }
    const writes = compareWrites(acknowledged, stored);
    const seatsRight =
      event !== undefined &&
      event.confirmed === confirmedNow &&
      event.waitlisted === before.waitlisted + acknowledged.size - Math.min(seats, acknowledged.size) &&
      event.shown === event.confirmed;
    const shownInTime = shownAfterMs !== null && shownAfterMs <= SHOWN_WITHIN_MS;

    console.log(`\n${clients} visitors, ${elapsed.toFixed(1)} s, ${engine}\n`);
    tally.print(elapsed);
    console.log(
      `\nRegistrations: ${writes.acknowledged} acknowledged, ${writes.stored} stored, ${writes.lost} lost (target 0), ${writes.storedNotAcknowledged} stored without an answer.`,
    );
    console.log(
      `The event: ${event?.confirmed} confirmed of ${event?.max} seats, ${event?.waitlisted} waitlisted, shows ${event?.shown}; before the rush ${before.confirmed} confirmed and ${before.waitlisted} waitlisted (target: every seat taken, the rest waitlisted).`,
    );
    console.log(
      shownAfterMs === null
        ? `The page did not show ${expected} within 10 s of the last answer (it showed ${shown}).`
        : `The page showed ${expected} ${shownAfterMs} ms after the last answer (target at most ${SHOWN_WITHIN_MS} ms).`,
    );
    const registration = tally.rows(elapsed).perKind.registration;
    console.log(
      `Registration p99 ${registration.p99} ms (target at most 2000). Server memory: RSS ${atStart.rss} MB before, at most ${duringLoad.sampledPeak} MB sampled (VmHWM ${duringLoad.peak} MB; target at most 400), ${afterLoad.rss} MB after.`,
    );

    failed = tally.errors > 0 || writes.lost > 0 || !seatsRight || !shownInTime;
    report = {
      machine,
      loadAverage: os.loadavg(),
      engine,
      clients,
      withinSeconds: within,
      seats,
      registrationsWithoutScript: withoutScript,
      durationSeconds: Number(elapsed.toFixed(1)),
      ...tally.rows(elapsed),
      errors: tally.report(),
      writes,
      event,
      before,
      seatsRight,
      pageShowedSeatsAfterMs: shownAfterMs,
      memory: { atStart, duringLoad, afterLoad },
    };
  } finally {
    connections.close();
    await site.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await onServer(`DROP DATABASE IF EXISTS ${databaseName}`);
}

if (report) writeBenchResult(`rush-${engine}`, report, { print: false });
if (failed) process.exitCode = 1;
