import { readFileSync } from "node:fs";
import path from "node:path";
import { machine, type ProductionSite, startProductionSite, writeBenchResult } from "./site.ts";
import {
  Clients,
  form,
  option,
  type PublicForm,
  postAsBrowser,
  registrationForm,
  textOption,
  visitorAddress,
} from "./traffic.ts";

/**
 * What one request costs the server, alone: its CPU time (user and system, from /proc, threads
 * included) per request over `--requests` in a row, after as many to warm up, on the production
 * start with the demo club. Rendered pages (a cookie keeps them from the page cache, as for a
 * signed-in admin), a kept page, and the three public form posts, each from an address of its own,
 * as a browser posts them (`postAsBrowser`): with the page's script, to the route's data; and
 * without JavaScript, to the page, answered with a redirect back to it, which is loaded with the
 * form's message (the two counted as one). The status shown is that of the last answer, negative
 * when the site did not say it stored the form. Under load these costs add up on one thread: they
 * say where `bench:load`'s time goes. Linux only.
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
  /** Sends the request to `site`; the status of the answer its sender waits for. */
  send(site: ProductionSite, n: number): Promise<number>;
}
const page = (path: string, cookie: string): Kind => ({
  name: `${path} ${cookie ? "rendered" : "kept"}`,
  send: async (site) => {
    const answer = await fetch(`${site.base}${path}`, { headers: { cookie, "accept-encoding": "br, gzip" } });
    await answer.arrayBuffer();
    return answer.status;
  },
});
/** One keep-alive connection to each site, for the form posts. */
const connections = new Map<ProductionSite, Clients>();
const post = (name: string, form: (n: number) => PublicForm, script: boolean): Kind => ({
  name: `${name}, ${script ? "with the page's script" : "without JavaScript (and the page after)"}`,
  send: async (site, n) => {
    const clients = connections.get(site) ?? new Clients(1, site.base, 30);
    connections.set(site, clients);
    const answer = await postAsBrowser(clients, 0, site.base, visitorAddress(n), form(n), script);
    return answer.stored ? answer.status : -answer.status;
  },
});
const eventPath = "/events/flight-simulator-night";
const registration = (n: number): PublicForm => ({
  action: eventPath,
  body: registrationForm(n, `registrant-${n}@example.org`),
  page: `${eventPath}#register`,
});
const message = (n: number): PublicForm => ({
  action: "/contact",
  body: form({
    name: `Visitor ${n}`,
    email: `visitor-${n}@example.org`,
    subject: `Question about the club (${n})`,
    message: "Hello, I would like to join the club. When does the next general meeting take place?",
  }),
  page: "/contact",
});
const subscription = (n: number): PublicForm => ({
  action: "/resources/newsletter",
  body: form({ email: `subscriber-${n}@example.org` }),
  page: "/",
});

const kinds: Kind[] = [
  ...["/", "/events", "/contact", "/ar", eventPath].map((path) => page(path, "bench=rendered")),
  page("/", ""),
  ...[true, false].flatMap((script) => [
    post("registration", registration, script),
    post("contact message", message, script),
    post("subscription", subscription, script),
  ]),
];

/** Sends `count` requests of `kind` to `site`, one after another; the status of the last. */
async function send(kind: Kind, site: ProductionSite, count: number): Promise<number> {
  let status = 0;
  for (let i = 0; i < count; i++) status = await kind.send(site, ++sent);
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
  for (const clients of connections.values()) clients.close();
  for (const site of sites) {
    await site.stop();
    site.remove();
  }
}
