import { readFileSync } from "node:fs";
import path from "node:path";
import { machine, type ProductionSite, startProductionSite, writeBenchResult } from "./site.ts";
import { form, option, postHeaders, registrationForm, textOption, visitorAddress } from "./traffic.ts";

/**
 * What one request costs the server, alone: its CPU time (user and system, from /proc, threads
 * included) per request over `--requests` in a row, after as many to warm up, on the production
 * start with the demo club. Rendered pages (a cookie keeps them from the page cache, as for a
 * signed-in admin), a kept page, and the three public form posts as a browser without JavaScript
 * sends them, each from an address of its own: a registration and a message answered with their
 * whole page, a subscription with its own short answer. Under load these costs add up on one
 * thread: they say where `bench:load`'s time goes. Linux only.
 *
 * With `--compare <folder>` (another checkout of the project, built or to be built by its start),
 * that checkout's site runs beside this one, and each kind of request goes to the two in turns, 25
 * at a time: a machine whose speed drifts (a shared one's can by 10-30 % within minutes) slows both
 * alike, and the ratio of the two says what the change between them did.
 * Usage: npm run bench:requests [-- --requests 150] [-- --compare ../before]
 */
const requests = option("requests", 150);
const compare = textOption("compare", "");
const port = Number(process.env.BENCH_PORT ?? 3294);
const BLOCK = 25;

/** The server's CPU time so far, in ms (utime + stime, in clock ticks of 10 ms). */
const cpuMs = (site: ProductionSite) => {
  const fields = readFileSync(`/proc/${site.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

let sent = 0;
interface Kind {
  name: string;
  send(site: ProductionSite, n: number): Promise<Response>;
}
const page = (path: string, cookie: string): Kind => ({
  name: `${path} ${cookie ? "rendered" : "kept"}`,
  send: (site) => fetch(`${site.base}${path}`, { headers: { cookie, "accept-encoding": "br, gzip" } }),
});
const post = (name: string, path: string, body: (n: number) => string): Kind => ({
  name,
  send: (site, n) =>
    fetch(`${site.base}${path}`, {
      method: "POST",
      headers: { ...postHeaders(site.base, visitorAddress(n)), "accept-encoding": "br, gzip" },
      body: body(n),
      redirect: "manual",
    }),
});
const message = (n: number) =>
  form({
    name: `Visitor ${n}`,
    email: `visitor-${n}@example.org`,
    subject: `Question about the club (${n})`,
    message: "Hello, I would like to join the club. When does the next general meeting take place?",
  });

const kinds: Kind[] = [
  ...["/", "/events", "/contact", "/ar", "/events/flight-simulator-night"].map((path) => page(path, "bench=rendered")),
  page("/", ""),
  post("registration, whole page", "/events/flight-simulator-night", (n) =>
    registrationForm(n, `registrant-${n}@example.org`),
  ),
  post("contact message, whole page", "/contact", message),
  post("subscription", "/resources/newsletter", (n) => form({ email: `subscriber-${n}@example.org` })),
];

/** Sends `count` requests of `kind` to `site`, one after another; the status of the last. */
async function send(kind: Kind, site: ProductionSite, count: number): Promise<number> {
  let status = 0;
  for (let i = 0; i < count; i++) {
    const answer = await kind.send(site, ++sent);
    status = answer.status;
    await answer.arrayBuffer();
  }
  return status;
}

/** The CPU time per request of `kind` on each site, taken in turns of BLOCK requests after `requests` to warm up. */
async function measure(kind: Kind, sites: ProductionSite[]): Promise<{ cpuMsEach: number[]; status: number }> {
  for (const site of sites) await send(kind, site, requests);
  const spent = sites.map(() => 0);
  let status = 0;
  for (let done = 0; done < requests; done += BLOCK) {
    const count = Math.min(BLOCK, requests - done);
    for (const [index, site] of sites.entries()) {
      const before = cpuMs(site);
      status = await send(kind, site, count);
      spent[index] = (spent[index] ?? 0) + cpuMs(site) - before;
    }
  }
  return { cpuMsEach: spent.map((ms) => Number((ms / requests).toFixed(2))), status };
}

const sites: ProductionSite[] = [];
try {
  if (compare) {
    sites.push(await startProductionSite(port + 100, { TRUST_PROXY: "loopback" }, { root: path.resolve(compare) }));
  }
  sites.push(await startProductionSite(port, { TRUST_PROXY: "loopback" }));
  const rows: Record<string, string | number>[] = [];
  for (const kind of kinds) {
    const { cpuMsEach, status } = await measure(kind, sites);
    const [first = 0, second = 0] = cpuMsEach;
    rows.push(
      compare
        ? { request: kind.name, compared: first, this: second, ratio: Number((second / first).toFixed(3)), status }
        : { request: kind.name, cpuMsEach: first, status },
    );
  }
  console.table(rows);
  writeBenchResult("requests", { machine, requests, compare: compare || undefined, rows }, { print: false });
} finally {
  for (const site of sites) {
    await site.stop();
    site.remove();
  }
}
