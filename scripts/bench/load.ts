import os from "node:os";
import { like } from "drizzle-orm";
import { contactMessages } from "../../app/features/contact/table.ts";
import { newsletterSubscriptions } from "../../app/features/newsletter/table.ts";
import { eventRegistrations } from "../../app/features/registrations/table.ts";
import { machine, memoryOf, sampleMemory, startProductionSite, writeBenchResult } from "./site.ts";
import {
  attendance,
  Clients,
  clientAddress,
  compareWrites,
  form as formBody,
  openSiteDatabase,
  option,
  overbooked,
  type PublicForm,
  postAsBrowser,
  registrationForm,
  storedAndAnswered,
  Tally,
  visitorAddress,
} from "./traffic.ts";

/**
 * Mixed traffic from many clients at once against the production server on the embedded database
 * with the demo club, and whether every write the site acknowledged was kept.
 *
 * Each client opens its own keep-alive connection before the load begins, then sends one request
 * after another over it: public pages (documents, and some `.data` requests as the page's script
 * makes when moving between pages), newsletter subscriptions (POST /resources/newsletter, a new
 * address each), contact messages (POST /contact, each with a token of its own in the subject) and
 * registrations for the demo event that registers on the site (POST /events/<slug>, a new address
 * each: its seats fill at once and the rest join its waitlist). The forms are posted as a browser
 * posts them (`postAsBrowser`): urlencoded, with the site's Origin and the trap field empty; most
 * as the page's script sends them, to the route's data, answered with the action's own status (200
 * only when the row is stored); `--without-script` percent of them (10) as a browser without
 * JavaScript does, to the page, answered with a redirect back to it, which is then loaded: the two
 * are one answer.
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
 * Reports requests/s, p50/p99 latency overall, per kind, and for the form posts by how they were
 * sent (with the page's script or without), and the server's memory: before the load, the highest
 * sampled every 500 ms during it and its peak (VmHWM), at its end, and `--settle` seconds later.
 * Exits with 1 when there were errors or lost writes. The clients run in this process, on the same
 * machine as the site, and take part of its CPU.
 * Usage: npm run bench:load [-- --duration 60 --clients 200 --timeout 10 --settle 60 --without-script 10]
 */
const duration = option("duration", 60);
/** Share of the form posts sent as without JavaScript, out of 100. */
const withoutScript = option("without-script", 10);
const clients = option("clients", 200);
const timeoutSeconds = option("timeout", 10);
/** Seconds after the load before the server's memory is read again. */
const settleSeconds = option("settle", 60);
const port = Number(process.env.BENCH_PORT ?? 3293);

type Kind = "page" | "subscription" | "message" | "registration";

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

const tally = new Tally<Kind>(["page", "subscription", "message", "registration"]);
const acknowledged = {
  subscriptions: new Set<string>(),
  messages: new Set<string>(),
  registrations: new Set<string>(),
};
let writes = 0;

const origin = `http://127.0.0.1:${port}`;
const connections = new Clients(clients, origin, timeoutSeconds);

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
  if (kind === "page") {
    const target = Math.random() * 100 < dataShare ? pick(dataRequests) : pick(documents);
    await tally.time(kind, target, () => connections.send(i, "GET", target, { "x-forwarded-for": clientAddress(i) }));
    return;
  }
  const n = ++writes;
  let form: PublicForm;
  let record: () => void;
  if (kind === "subscription") {
    const email = subscriberAddress(n);
    form = { action: "/resources/newsletter", body: formBody({ email }), page: pick(documents) };
    record = () => acknowledged.subscriptions.add(email);
  } else if (kind === "registration") {
    const email = registrantAddress(n);
    form = { action: registrationPath, body: registrationForm(n, email), page: `${registrationPath}#register` };
    record = () => acknowledged.registrations.add(email);
  } else {
    const token = messageToken(n);
    const body = formBody({
      name: `Visitor ${n}`,
      email: `visitor-${run}-${n}@example.org`,
      subject: `Question about the club (${token})`,
      message:
        "Hello, I am a first-year student in aerospace engineering and would like to join the club. " +
        "Could you tell me when the next general meeting takes place, and whether students from other " +
        `departments can take part in the projects? Thank you. Reference ${token}.`,
    });
    form = { action: "/contact", body, page: "/contact" };
    record = () => acknowledged.messages.add(token);
  }
  // A form post counts only when the site said it stored the form (and the page after it loaded).
  const script = Math.random() * 100 >= withoutScript;
  const answer = await tally.time(
    kind,
    form.action,
    () => postAsBrowser(connections, i, origin, visitorAddress(n), form, script),
    storedAndAnswered,
    script ? "form with the page's script" : "form without it (and the page after)",
  );
  if (answer) record();
}

const site = await startProductionSite(port, { TRUST_PROXY: "loopback", PUBLIC_URL: origin });
let report: Record<string, unknown>;
let failed: boolean;
try {
  // Each page once, as a site that has been running for a while has its pages in the cache.
  for (const page of [...documents, ...dataRequests]) await (await fetch(`${site.base}${page}`)).arrayBuffer();
  // Each client opens its connection before the clock starts, as load tools do (wrk, autocannon):
  // the server accepts one new connection per turn of its event loop (libuv), so 200 opened in the
  // same moment as the load begins would time that queue of connections, not the answers.
  const opened = performance.now();
  const openings = await Promise.all(
    Array.from({ length: clients }, (_, i) =>
      connections.send(i, "HEAD", "/favicon.svg", { "x-forwarded-for": clientAddress(i) }),
    ),
  );
  const refused = openings.filter((answer) => answer.status !== 200).length;
  if (refused > 0) throw new Error(`${refused} of ${clients} clients could not open their connection`);
  const openingMs = Math.round(performance.now() - opened);
  const atStart = memoryOf(site.pid);

  console.log(
    `${clients} clients, their connections open (${openingMs} ms), for ${duration} s against ${site.base} ...`,
  );
  const sampling = sampleMemory(site.pid);
  const started = performance.now();
  tally.start();
  const deadline = started + duration * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, i) => {
      while (performance.now() < deadline) await oneRequest(i);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const afterLoad = memoryOf(site.pid);
  connections.close();
  await new Promise((resolve) => setTimeout(resolve, settleSeconds * 1000));
  const settled = memoryOf(site.pid);
  const duringLoad = sampling.stop();
  await site.stop();

  // The database as the site left it, opened as the command-line tools open it.
  const database = openSiteDatabase(site.dataDir);
  let storedSubscriptions: Set<string>;
  let storedMessages: Set<string>;
  let storedRegistrations: Set<string>;
  let overbookedEvents: Awaited<ReturnType<typeof attendance>>;
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
    overbookedEvents = overbooked(await attendance(database));
  } finally {
    await database.close();
  }
  const writeCheck = {
    subscriptions: compareWrites(acknowledged.subscriptions, storedSubscriptions),
    messages: compareWrites(acknowledged.messages, storedMessages),
    registrations: compareWrites(acknowledged.registrations, storedRegistrations),
  };
  const errors = tally.errors;
  const lost = writeCheck.subscriptions.lost + writeCheck.messages.lost + writeCheck.registrations.lost;

  console.log(
    `\n${clients} clients, ${elapsed.toFixed(1)} s; mix: pages ${mix.page}% (${dataShare}% of them .data), subscriptions ${mix.subscription}%, messages ${mix.message}%, registrations ${mix.registration}% (${withoutScript}% of the posts without JavaScript)\n`,
  );
  tally.print(elapsed);
  console.log("\n| write | acknowledged | stored | lost | stored, not acknowledged |");
  console.log("| --- | ---: | ---: | ---: | ---: |");
  for (const [name, w] of Object.entries(writeCheck)) {
    console.log(`| ${name} | ${w.acknowledged} | ${w.stored} | ${w.lost} | ${w.storedNotAcknowledged} |`);
  }
  console.log(
    `\nServer memory: RSS ${atStart.rss} MB before the load, at most ${duringLoad.sampledPeak} MB sampled during it (VmHWM ${duringLoad.peak} MB), ${afterLoad.rss} MB at its end, ${settled.rss} MB ${settleSeconds} s later.`,
  );
  console.log(`Errors: ${errors} (target 0). Lost writes: ${lost} (target 0).`);
  console.log(
    `Events over their seats, or showing another count than their confirmed registrations: ${overbookedEvents.length} (target 0).`,
  );
  for (const event of overbookedEvents)
    console.log(`  ${event.title}: ${event.confirmed} confirmed, ${event.max} seats, shows ${event.shown}`);

  failed = errors > 0 || lost > 0 || overbookedEvents.length > 0;
  const { perKind, overall, byWay } = tally.rows(elapsed);
  report = {
    machine,
    loadAverage: os.loadavg(),
    clients,
    openingMs,
    durationSeconds: Number(elapsed.toFixed(1)),
    timeoutSeconds,
    mix: { ...mix, dataShareOfPages: dataShare, postsWithoutScript: withoutScript },
    overall,
    perKind,
    postsByWay: byWay,
    errors: tally.report(),
    writes: writeCheck,
    lostWrites: lost,
    overbookedEvents,
    memory: { atStart, duringLoad, afterLoad, settled, settleSeconds },
  };
} finally {
  connections.close();
  await site.stop();
  site.remove();
}

writeBenchResult("load", report, { print: false });
if (failed) process.exitCode = 1;
