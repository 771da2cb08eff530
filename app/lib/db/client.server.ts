import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite, type QueryOptions, type Transaction, types } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { env } from "../env.server";
import { shippedFile } from "../shipped-file.server";
import { acquireDataDirLock, type DataDirLock } from "./lock.server";

export type Database = PgDatabase<PgQueryResultHKT>;
export type Engine = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  target: DatabaseTarget;
  /** Runs `select 1`; rejects when the database does not answer within the timeout. */
  ping(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { engine: "postgres"; url: string }
  /** `dataDir` undefined keeps the database in memory. */
  | { engine: "pglite"; dataDir?: string; loadDataDir?: Blob };

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export function openDatabase(target: DatabaseTarget): DatabaseHandle {
  if (target.engine === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      // A server that stops answering (a cut network, a hung host) leaves an open connection
      // silent forever: without a limit, the visitor's request would wait as long. The pool drops
      // a connection whose query timed out.
      query_timeout: 10_000,
    });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on("error", (error) => console.error(`[db] idle PostgreSQL client error: ${error.message}`));
    const db = drizzleNodePg({ client: pool }) as unknown as Database;
    let ended: Promise<void> | undefined;
    return {
      db,
      engine: "postgres",
      target,
      ping: (timeoutMs = 2_000) => withTimeout(db.execute(sql`select 1`), timeoutMs, "PostgreSQL").then(() => {}),
      close: () => {
        ended ??= pool.end();
        return ended;
      },
    };
  }

  let lock: DataDirLock | undefined;
  if (target.dataDir) {
    mkdirSync(target.dataDir, { recursive: true });
    lock = acquireDataDirLock(target.dataDir);
    if (!target.loadDataDir) createDataDirAside(target.dataDir);
  }
  const client = new PGlite({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    startParams: embeddedStartParams,
    parsers: keptAsText,
  });
  const drizzled = drizzlePglite({ client: withParsersOnce(client) as PGlite });
  // `$client` stays PGlite itself, for what drizzle does not do (dumping the data directory).
  drizzled.$client = client;
  const db = drizzled as unknown as Database;
  let closed = false;
  return {
    db,
    engine: "pglite",
    target,
    ping: async (timeoutMs = 2_000) => {
      if (closed) throw new Error("the embedded database is closed");
      await withTimeout(client.query("select 1"), timeoutMs, "PGlite");
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * The types drizzle reads as PostgreSQL writes them, as text, and converts itself: dates and times,
 * and the arrays of numeric (1231), timestamp (1115), timestamptz (1185), interval (1187) and date
 * (1182), as drizzle-orm/pglite asks with each query.
 */
const keptAsText: Record<number, (value: string) => string> = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((type) => [
    type,
    (value: string) => value,
  ]),
);

/** What drizzle asks of a PGlite client or transaction. */
interface Queryable {
  query: PGlite["query"];
  transaction?: PGlite["transaction"];
}

/**
 * The client as drizzle sees it, without the parsers drizzle gives with every query: PGlite then
 * copies its 300-odd parsers for each query, which takes as long as the rest of a small select
 * (about 110 of 240 µs). The client was given them once (`keptAsText`); any other parser still goes
 * with its query (docs/decisions/0037).
 */
function withParsersOnce(client: PGlite | Transaction): Queryable {
  const query: PGlite["query"] = (text, params, options) =>
    client.query(text, params, options?.parsers && onlyKeptAsText(options.parsers) ? withoutParsers(options) : options);
  if (!(client instanceof PGlite)) return { query };
  const transaction: PGlite["transaction"] = (work) =>
    client.transaction((tx) => work(withParsersOnce(tx) as Transaction));
  return { query, transaction };
}

function onlyKeptAsText(parsers: NonNullable<QueryOptions["parsers"]>): boolean {
  return Object.keys(parsers).every((type) => type in keptAsText);
}

function withoutParsers({ parsers: _, ...rest }: QueryOptions): QueryOptions {
  return rest;
}

/**
 * PostgreSQL's memory settings for the embedded database, sized for a club's site: the defaults
 * (128 MB of shared buffers) are a server's, and PGlite keeps all of it in the site's process.
 */
const embeddedStartParams = [
  ...PGlite.defaultStartParams,
  ...[
    "shared_buffers=16MB",
    "temp_buffers=2MB",
    "work_mem=4MB",
    "maintenance_work_mem=16MB",
    "wal_buffers=1MB",
  ].flatMap((setting) => ["-c", setting]),
];

/**
 * Creates a new embedded database in a short-lived process of its own: creating one takes several
 * hundred MB for a moment, which would otherwise stay with the site's process for its whole life.
 */
function createDataDirAside(dataDir: string): void {
  if (existsSync(path.join(dataDir, "PG_VERSION"))) return;
  const create = `
    const { PGlite } = await import("@electric-sql/pglite");
    const db = new PGlite({ dataDir: process.argv[1], startParams: JSON.parse(process.argv[2]) });
    await db.waitReady;
    await db.close();`;
  execFileSync(process.execPath, ["--input-type=module", "-e", create, dataDir, JSON.stringify(embeddedStartParams)], {
    // Where node_modules is, so that the package resolves.
    cwd: path.dirname(shippedFile("node_modules")),
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Where the app's database lives, from DATABASE_URL or else PGlite under DATA_DIR. */
export function configuredTarget(): DatabaseTarget {
  const { DATABASE_URL, DATA_DIR } = env();
  return DATABASE_URL
    ? { engine: "postgres", url: DATABASE_URL }
    : { engine: "pglite", dataDir: path.join(DATA_DIR, "pglite") };
}

// Kept on globalThis so that a module reloaded by the dev server does not open the data
// directory a second time.
const holder = globalThis as typeof globalThis & { __appDatabase?: DatabaseHandle };

/** The process's database, opened on first use. */
export function database(): DatabaseHandle {
  holder.__appDatabase ??= openDatabase(configuredTarget());
  return holder.__appDatabase;
}

/** The Drizzle client every loader, action and feature query uses. */
export function db(): Database {
  return database().db;
}

/** Makes `handle` the process's database (tests and command-line tools that open their own). */
export function setDatabase(handle: DatabaseHandle): void {
  holder.__appDatabase = handle;
}

export async function closeDatabase(): Promise<void> {
  const handle = holder.__appDatabase;
  holder.__appDatabase = undefined;
  await handle?.close();
}
