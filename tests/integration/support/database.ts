import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { type DatabaseHandle, openDatabase, setDatabase } from "~/lib/db/client.server";

/** The engine integration tests run on: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const testEngine = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface ServerDatabase {
  /** The new database's name and address on the server. */
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A new, uniquely named database on the PostgreSQL server of `serverUrl`: empty, or a copy of the
 * database `template`.
 */
export async function createServerDatabase(
  serverUrl: string,
  prefix: string,
  template?: string,
): Promise<ServerDatabase> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  return {
    name,
    url: withDatabaseName(serverUrl, name),
    drop: () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/**
 * A new, migrated, empty database for one test file: a copy of the migrated PGlite template, or a
 * uniquely named copy of the migrated template database on the PostgreSQL server of
 * TEST_DATABASE_URL, dropped on close.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = new Blob([readFileSync(inject("pgliteTemplate"))]);
    const handle = openDatabase({ engine: "pglite", loadDataDir: template });
    await handle.ping(30_000);
    return handle;
  }
  const database = await createServerDatabase(serverUrl, "aero_test", inject("postgresTemplate"));
  const handle = openDatabase({ engine: "postgres", url: database.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/**
 * Puts the migrated PGlite template in `dataDir/pglite`, where the site opens its embedded
 * database: a site started on `dataDir` skips creating and migrating one. `fill`, if given, writes
 * into it first, on the same opening (what a test would otherwise start a command-line tool for).
 */
export async function fillDataDirFromTemplate(
  dataDir: string,
  fill?: (handle: DatabaseHandle) => Promise<void>,
): Promise<void> {
  const handle = openDatabase({
    engine: "pglite",
    dataDir: path.join(dataDir, "pglite"),
    loadDataDir: new Blob([readFileSync(inject("pgliteTemplate"))]),
  });
  try {
    await handle.ping(30_000);
    await fill?.(handle);
  } finally {
    await handle.close();
  }
}

/**
 * Gives the test file a fresh database, used by every loader, action and query it calls.
 * Returns a getter, valid inside tests.
 */
export function withTestDatabase(): () => DatabaseHandle {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase();
    setDatabase(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error("The test database is not open yet.");
    return handle;
  };
}

/** The database's current date (yyyy-MM-dd), which its DEFAULT CURRENT_DATE columns use. */
export async function databaseToday(db: DatabaseHandle["db"]): Promise<string> {
  const result = await db.execute<{ today: string }>(sql`select CURRENT_DATE::text as today`);
  const row = (result as unknown as { rows: { today: string }[] }).rows[0];
  if (!row) throw new Error("no current date");
  return row.today;
}

/**
 * Runs `run` while the database refuses every update of `table` (a trigger raising an error), as a
 * failing database would; the table takes updates again after it, whatever happened.
 */
export async function whileRefusingUpdates<T>(db: DatabaseHandle["db"], table: string, run: () => Promise<T>) {
  const name = `refuse_${table}`;
  await db.execute(
    sql.raw(`CREATE FUNCTION ${name}() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION '${table} cannot be changed'; END $$ LANGUAGE plpgsql`),
  );
  await db.execute(sql.raw(`CREATE TRIGGER ${name} BEFORE UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION ${name}()`));
  try {
    return await run();
  } finally {
    await db.execute(sql.raw(`DROP TRIGGER ${name} ON ${table}`));
    await db.execute(sql.raw(`DROP FUNCTION ${name}()`));
  }
}
