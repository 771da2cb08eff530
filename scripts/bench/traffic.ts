import http from "node:http";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import { events } from "../../app/features/events/table.ts";
import { eventRegistrations } from "../../app/features/registrations/table.ts";
import { type DatabaseHandle, openDatabase } from "../../app/lib/db/client.server.ts";
import { HONEYPOT_FIELD } from "../../app/lib/honeypot.ts";
import { percentile } from "./site.ts";

/**
 * What the load benchmarks share: their options, one request (over a client's own keep-alive
 * connection, with a timeout), a form posted as a browser posts it, with the page's script or
 * without, the tally of answers, errors and latency per kind of request, the forms' bodies, the
 * visitors' addresses, and the check, after the run, of what the database holds.
 */

/** `--name value` from the command line, else `fallback`. */
export function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  return at > -1 ? Number(process.argv[at + 1]) : fallback;
}

/** `--name value` from the command line as text, else `fallback`. */
export function textOption(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at > -1 ? (process.argv[at + 1] ?? fallback) : fallback;
}

/** 10.0.0.1 onwards: one address per form post, as from a different visitor. */
export const visitorAddress = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
/** 172.16.0.0 onwards: one address per client, for its page requests. */
export const clientAddress = (i: number) => `172.${16 + ((i >> 16) & 15)}.${(i >> 8) & 255}.${i & 255}`;

/** A form as a browser posts it: urlencoded, with the trap field empty. */
export const form = (fields: Record<string, string>) =>
  new URLSearchParams({ ...fields, [HONEYPOT_FIELD]: "" }).toString();

/** The demo event's registration form (app/features/demo/content.ts): a name, an address and its two questions. */
export const registrationForm = (n: number, email: string) =>
  form({ name: `Registrant ${n}`, email, q0: `2026${String(n).padStart(5, "0")}`, q1: "Aerospace" });

/** The headers of a form post from the visitor at `address`, to the site at `origin`. */
export const postHeaders = (origin: string, address: string) => ({
  origin,
  "content-type": "application/x-www-form-urlencoded",
  "x-forwarded-for": address,
});

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

export interface Answer {
  status: number;
  /** The start of the body when it is an error; the whole body (decoded) when asked for. */
  body?: string;
  /** Where a redirect goes, and the cookie it sets (its name and value). */
  location?: string;
  cookie?: string;
}

/** Sends requests to the site at `base`, each over a client's own keep-alive connection. */
export class Clients {
  private readonly agents: http.Agent[];

  constructor(
    count: number,
    private readonly base: string,
    private readonly timeoutSeconds: number,
  ) {
    this.agents = Array.from({ length: count }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  }

  close(): void {
    for (const agent of this.agents) agent.destroy();
  }

  /** One request from client `i`; resolves with the status (and the start of the body when it is an error). */
  send(
    i: number,
    method: string,
    target: string,
    headers: Record<string, string>,
    body?: string,
    { keepBody = false } = {},
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const payload = body === undefined ? undefined : Buffer.from(body);
      const request = http.request(
        `${this.base}${target}`,
        {
          method,
          agent: this.agents[i],
          headers: {
            "accept-encoding": "gzip, br",
            ...headers,
            ...(payload ? { "content-length": String(payload.length) } : {}),
          },
        },
        (response) => {
          const status = response.statusCode ?? 0;
          const redirect = {
            location: response.headers.location,
            cookie: response.headers["set-cookie"]?.[0]?.split(";")[0],
          };
          const failed = status < 200 || status >= 400;
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => {
            if (failed || keepBody) chunks.push(chunk);
          });
          response.on("end", () => {
            clearTimeout(timer);
            const encoding = response.headers["content-encoding"];
            const whole = Buffer.concat(chunks);
            if (failed) resolve({ status, body: decoded(whole, encoding) });
            else if (keepBody) {
              const raw =
                encoding === "br" ? brotliDecompressSync(whole) : encoding === "gzip" ? gunzipSync(whole) : whole;
              resolve({ status, body: raw.toString("utf8"), ...redirect });
            } else resolve({ status, ...redirect });
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
      const timer = setTimeout(() => request.destroy(new Error("timeout")), this.timeoutSeconds * 1000);
      request.on("error", (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        reject(error);
      });
      request.end(payload);
    });
  }
}

/** A public form: where it posts, what, and the page it is on. */
export interface PublicForm {
  action: string;
  body: string;
  page: string;
}

/** The address of a route's data, as the page's script asks for it (`/contact` → `/contact.data`, `/` → `/_.data`). */
export const dataPath = (path: string) => (path === "/" ? "/_.data" : `${path}.data`);

/**
 * Posts `form` from client `i` as a browser posts it, from the visitor at `address`:
 * - with the page's script (`script`), to the route's data, urlencoded: the answer carries the
 *   action's own status, 200 when the form was stored. The page is not read again after it (the
 *   site's forms ask for no revalidation).
 * - without it (a browser without JavaScript, or a form sent before the page's script has run),
 *   to the page itself with `redirectTo`: a stored form is answered with a redirect back to its page
 *   and the message in a cookie, and the browser then loads that page with the cookie.
 * Resolves with the last answer the visitor waits for, and whether the site said it stored the form.
 */
export async function postAsBrowser(
  connections: Clients,
  i: number,
  origin: string,
  address: string,
  form: PublicForm,
  script: boolean,
): Promise<Answer & { stored: boolean }> {
  const headers = postHeaders(origin, address);
  if (script) {
    const answer = await connections.send(i, "POST", dataPath(form.action), headers, form.body);
    return { ...answer, stored: answer.status === 200 };
  }
  const body = `${form.body}&${new URLSearchParams({ redirectTo: form.page })}`;
  const answer = await connections.send(i, "POST", form.action, headers, body);
  const back = form.page.split("#")[0] ?? form.page;
  if (answer.status !== 302 || answer.location?.split("#")[0] !== back || !answer.cookie) {
    return { ...answer, stored: false };
  }
  const page = await connections.send(i, "GET", back, { "x-forwarded-for": address, cookie: answer.cookie });
  return { ...page, stored: true };
}

/** A form's answer counts when the site said it stored the form and the visitor's last answer was the page (200). */
export const storedAndAnswered = (answer: Answer & { stored: boolean }) => answer.stored && answer.status === 200;

interface ErrorSample {
  kind: string;
  path: string;
  cause: string;
  /** Seconds into the run when the request was sent. */
  at: number;
  detail?: string;
}

/** Requests sent, their latency and their errors, per kind of request. */
export class Tally<Kind extends string> {
  readonly sent: Record<Kind, number>;
  readonly latencies: Record<Kind, number[]>;
  readonly errorCount: Record<Kind, number>;
  readonly causes = new Map<string, number>();
  /** Errors by the 10 s of the run in which their request was sent ("0-10 s": 3). */
  readonly errorWindows = new Map<string, number>();
  readonly samples: ErrorSample[] = [];
  /** Latencies and errors of the requests timed with a `way` (how a form was sent), by way. */
  private readonly ways = new Map<string, { latencies: number[]; errors: number }>();
  private started = performance.now();

  constructor(readonly kinds: readonly Kind[]) {
    const each = <T>(value: () => T) => Object.fromEntries(kinds.map((kind) => [kind, value()])) as Record<Kind, T>;
    this.sent = each(() => 0);
    this.latencies = each(() => [] as number[]);
    this.errorCount = each(() => 0);
  }

  /** The run starts now: errors are dated from here. */
  start(): void {
    this.started = performance.now();
  }

  /**
   * Sends one request of `kind` through `request`, timed; `ok` says whether its answer counts as
   * one (by default any 2xx or 3xx). With `way`, it is also counted among the requests sent that
   * way. Resolves with the answer, or null when it failed.
   */
  async time<A extends Answer>(
    kind: Kind,
    target: string,
    request: () => Promise<A>,
    ok = (answer: A) => answer.status >= 200 && answer.status < 400,
    way?: string,
  ): Promise<A | null> {
    this.sent[kind]++;
    const started = performance.now();
    const at = Number(((started - this.started) / 1000).toFixed(1));
    let byWay: { latencies: number[]; errors: number } | undefined;
    if (way !== undefined) {
      byWay = this.ways.get(way) ?? { latencies: [], errors: 0 };
      this.ways.set(way, byWay);
    }
    const ended = (failed: boolean) => {
      const ms = performance.now() - started;
      this.latencies[kind].push(ms);
      byWay?.latencies.push(ms);
      if (failed && byWay) byWay.errors++;
    };
    try {
      const answer = await request();
      const counts = ok(answer);
      ended(!counts);
      if (counts) return answer;
      this.countError({ kind, path: target, cause: `HTTP ${answer.status}`, at, detail: answer.body });
    } catch (error) {
      ended(true);
      this.countError({
        kind,
        path: target,
        cause: (error as NodeJS.ErrnoException).code ?? (error as Error).message,
        at,
      });
    }
    return null;
  }

  private countError(sample: ErrorSample): void {
    this.errorCount[sample.kind as Kind]++;
    const key = `${sample.kind} ${sample.cause}`;
    this.causes.set(key, (this.causes.get(key) ?? 0) + 1);
    const from = Math.floor(sample.at / 10) * 10;
    const window = `${from}-${from + 10} s`;
    this.errorWindows.set(window, (this.errorWindows.get(window) ?? 0) + 1);
    // The first error of each kind and cause, as an example.
    if (this.causes.get(key) === 1 && this.samples.length < 20) this.samples.push(sample);
  }

  get errors(): number {
    return this.kinds.reduce((sum, kind) => sum + this.errorCount[kind], 0);
  }

  /** Requests/s and p50/p99 latency (until the request ended, however it ended) per kind and overall. */
  rows(elapsedSeconds: number) {
    const row = (requests: number, times: number[], errors: number) => ({
      requests,
      requestsPerSecond: Math.round(requests / elapsedSeconds),
      p50: Number(percentile(times, 50).toFixed(1)),
      p99: Number(percentile(times, 99).toFixed(1)),
      errors,
    });
    const perKind = Object.fromEntries(
      this.kinds.map((kind) => [kind, row(this.sent[kind], this.latencies[kind], this.errorCount[kind])]),
    ) as Record<Kind, ReturnType<typeof row>>;
    const overall = row(
      this.kinds.reduce((sum, kind) => sum + this.sent[kind], 0),
      this.kinds.flatMap((kind) => this.latencies[kind]),
      this.errors,
    );
    const byWay = Object.fromEntries(
      [...this.ways].map(([way, { latencies, errors }]) => [way, row(latencies.length, latencies, errors)]),
    );
    return { perKind, overall, byWay };
  }

  /** Prints the table of `rows` and, when there were errors, their causes and first examples. */
  print(elapsedSeconds: number): void {
    const { perKind, overall, byWay } = this.rows(elapsedSeconds);
    const table = (heading: string, rows: [string, typeof overall][]) => {
      console.log(`| ${heading} | requests | requests/s | p50 ms | p99 ms | errors |`);
      console.log("| --- | ---: | ---: | ---: | ---: | ---: |");
      for (const [name, { requests, requestsPerSecond, p50, p99, errors }] of rows) {
        console.log(`| ${name} | ${requests} | ${requestsPerSecond} | ${p50} | ${p99} | ${errors} |`);
      }
    };
    table("kind", [...Object.entries<typeof overall>(perKind), ["all", overall]]);
    if (Object.keys(byWay).length > 0) {
      console.log("");
      table("sent", Object.entries(byWay));
    }
    if (this.causes.size === 0) return;
    console.log("\nErrors by cause:");
    for (const [cause, count] of this.causes) console.log(`  ${cause}: ${count}`);
    console.log("By when their request was sent:");
    for (const [window, count] of this.errorWindows) console.log(`  ${window}: ${count}`);
    console.log("First errors:");
    for (const sample of this.samples) {
      console.log(
        `  ${sample.at} s, ${sample.kind} ${sample.path}: ${sample.cause}${sample.detail ? ` — ${sample.detail}` : ""}`,
      );
    }
  }

  /** The errors, for the results file. */
  report() {
    return {
      total: this.errors,
      byCause: Object.fromEntries(this.causes),
      bySecondsSent: Object.fromEntries(this.errorWindows),
      first: this.samples,
    };
  }
}

/** The site's database after a run, opened as the command-line tools open it. */
export function openSiteDatabase(dataDir: string, databaseUrl?: string): DatabaseHandle {
  return databaseUrl
    ? openDatabase({ engine: "postgres", url: databaseUrl })
    : openDatabase({ engine: "pglite", dataDir: path.join(dataDir, "pglite") });
}

export interface AttendanceCheck {
  title: string;
  slug: string;
  confirmed: number;
  waitlisted: number;
  max: number | null;
  shown: number;
}

/** Every event that registers on the site: its confirmed and waitlisted registrations, its seats and the count it shows. */
export async function attendance(database: DatabaseHandle): Promise<AttendanceCheck[]> {
  const counted = (status: "confirmed" | "waitlisted") =>
    sql<number>`(select count(*)::int from ${eventRegistrations} where ${and(
      eq(eventRegistrations.eventId, events.id),
      eq(eventRegistrations.status, status),
    )})`;
  return database.db
    .select({
      title: events.title,
      slug: events.slug,
      max: events.maxAttendees,
      shown: events.currentAttendees,
      confirmed: counted("confirmed"),
      waitlisted: counted("waitlisted"),
    })
    .from(events)
    .where(eq(events.registrationMode, "site"));
}

/** The events over their seats, or showing another count than their confirmed registrations. */
export const overbooked = (events: AttendanceCheck[]) =>
  events.filter((event) => (event.max !== null && event.confirmed > event.max) || event.shown !== event.confirmed);

/** Acknowledged writes against those stored: how many are missing, and how many were stored unacknowledged. */
export function compareWrites(acked: Set<string>, stored: Set<string>) {
  return {
    acknowledged: acked.size,
    stored: stored.size,
    lost: [...acked].filter((key) => !stored.has(key)).length,
    storedNotAcknowledged: [...stored].filter((key) => !acked.has(key)).length,
  };
}
