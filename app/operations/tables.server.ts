import { createReadStream } from "node:fs";
import { readFile } from "node:fs/promises";
import { createInterface } from "node:readline";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { shippedFile } from "~/lib/shipped-file.server";
import { BackupError } from "./archive.server";

/**
 * The database's side of an archive: its tables in the order rows can be written, their columns
 * and counts, the migrations it has, and a table's archived rows written back in batches.
 */

const ROWS_PER_INSERT = 500;

/** What the archive's queries need of a database or of a transaction: to run SQL. */
export type Queries = Pick<Database, "execute">;

export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export async function migrationNames(): Promise<string[]> {
  const journal = JSON.parse(await readFile(shippedFile("db", "migrations", "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((entry) => entry.tag);
}

export async function appliedMigrations(db: Queries): Promise<string[]> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from drizzle.__drizzle_migrations`),
  );
  return (await migrationNames()).slice(0, row?.count ?? 0);
}

/** The tables of the public schema, each after the tables its foreign keys point to. */
export async function tablesInOrder(db: Queries): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`),
  ).map((row) => row.name);
  const links = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`
      select child.relname as child, parent.relname as parent from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = k.connamespace
      where k.contype = 'f' and n.nspname = 'public'`),
  );
  const ordered: string[] = [];
  const waiting = new Set(tables);
  while (waiting.size > 0) {
    const ready = [...waiting].filter((table) =>
      links.every((link) => link.child !== table || link.parent === table || !waiting.has(link.parent)),
    );
    if (ready.length === 0)
      throw new BackupError(`The tables ${[...waiting].join(", ")} refer to each other in a cycle.`);
    for (const table of ready) {
      ordered.push(table);
      waiting.delete(table);
    }
  }
  return ordered;
}

async function columnsOf(db: Queries, table: string): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await db.execute(sql`
      select column_name as name from information_schema.columns
      where table_schema = 'public' and table_name = ${table} order by ordinal_position`),
  ).map((row) => row.name);
}

export async function rowCount(db: Queries, table: string): Promise<number> {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as count from ${sql.identifier(table)}`),
  );
  return row?.count ?? 0;
}

/** Inserts a table's archived rows, in batches, keeping only the columns the table has now. */
export async function insertRows(db: Queries, table: string, file: string): Promise<number> {
  const current = new Set(await columnsOf(db, table));
  let batch: Record<string, unknown>[] = [];
  let columns: SQL | undefined;
  let count = 0;
  const flush = async () => {
    if (batch.length === 0 || !columns) return;
    await db.execute(sql`
      insert into ${sql.identifier(table)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.identifier(table)}, ${JSON.stringify(batch)}::json)`);
    count += batch.length;
    batch = [];
  };
  const lines = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    if (line === "") continue;
    const row = JSON.parse(line) as Record<string, unknown>;
    // A backup of an older schema lacks the newer columns: they take their defaults.
    columns ??= sql.join(
      Object.keys(row)
        .filter((column) => current.has(column))
        .map((column) => sql.identifier(column)),
      sql`, `,
    );
    batch.push(row);
    if (batch.length === ROWS_PER_INSERT) await flush();
  }
  await flush();
  return count;
}
