import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { shippedFile } from "../shipped-file.server";
import type { DatabaseHandle } from "./client.server";

// Any fixed number: every app process migrating the same PostgreSQL database takes this lock,
// so two processes starting together do not apply the same migration twice.
const MIGRATION_LOCK_KEY = 7_318_404_211;

/** Applies every migration not yet applied. */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const folder = shippedFile("db", "migrations");
  if (handle.target.engine === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const client = new pg.Client({ connectionString: handle.target.url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: folder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
