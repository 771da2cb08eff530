import { readFileSync } from "node:fs";
import { machine, startProductionSite, writeBenchResult } from "./site.ts";
import { form, option, postHeaders, registrationForm, visitorAddress } from "./traffic.ts";

/**
 * What one request costs the server, alone: its CPU time (user and system, from /proc, threads
 * included) per request over `--requests` in a row, after as many to warm up, on the production
 * start with the demo club. Rendered pages (a cookie keeps them from the page cache, as for a
 * signed-in admin), a kept page, and the three public form posts as a browser without JavaScript
 * sends them, each from an address of its own: a registration and a message answered with their
 * whole page, a subscription with its own short answer. Under load these costs add up on one
 * thread: they say where `bench:load`'s time goes. Linux only.
 * Usage: npm run bench:requests [-- --requests 150]
 */
const requests = option("requests", 150);
const port = Number(process.env.BENCH_PORT ?? 3294);

const site = await startProductionSite(port, { TRUST_PROXY: "loopback" });
/** The server's CPU time so far, in ms (utime + stime, in clock ticks of 10 ms). */
const cpuMs = () => {
  const fields = readFileSync(`/proc/${site.pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

let sent = 0;
interface Kind {
  name: string;
  send(n: number): Promise<Response>;
}
const page = (path: string, cookie: string): Kind => ({
  name: `${path} ${cookie ? "rendered" : "kept"}`,
  send: () => fetch(`${site.base}${path}`, { headers: { cookie, "accept-encoding": "br, gzip" } }),
});
const post = (name: string, path: string, body: (n: number) => string): Kind => ({
  name,
  send: (n) =>
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

const rows: { request: string; cpuMsEach: number; status: number }[] = [];
try {
  for (const kind of kinds) {
    let status = 0;
    const round = async () => {
      for (let i = 0; i < requests; i++) {
        const answer = await kind.send(++sent);
        status = answer.status;
        await answer.arrayBuffer();
      }
    };
    await round();
    const before = cpuMs();
    await round();
    rows.push({ request: kind.name, cpuMsEach: Number(((cpuMs() - before) / requests).toFixed(2)), status });
  }
} finally {
  await site.stop();
  site.remove();
}
console.table(rows);
writeBenchResult("requests", { machine, requests, rows }, { print: false });
