import { eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  type ActivityEntry,
  type Actor,
  fieldChanges,
  recordActivity,
} from "~/features/activity/service/activity.server";
import { nudgeMailWorker } from "~/features/mail/service/outbox.server";
import { writeContent } from "~/features/public-pages/service/content-version.server";
import type { Database } from "~/lib/db/client.server";
import type { ToastMessage } from "~/lib/messages";
import { isRecordId } from "~/lib/record-id";
import { terminalSafe } from "~/lib/terminal-text";
import type { ChangeOf, CollectionServer, ContentTable, Operation, RowOf } from "./collection.server";
import { contentFiles, filesLeftBehind } from "./files.server";
import { forgetSlugs, keepOldSlug, settleSlug } from "./slugs.server";

/**
 * The one place every content write goes through: create, update, delete. Each write runs the
 * collection's hooks and raises the content version in its own transaction (the page cache is
 * dropped on every instance before the answer, or the write fails); once it is committed, the
 * stored files it left unused are removed and who changed what is logged.
 */

export type WriteOutcome<T extends ContentTable = ContentTable> =
  | { status: "saved"; record: RowOf<T> }
  | { status: "changed"; current: RowOf<T> }
  | { status: "missing" }
  /** The record can no longer change (its collection's `locked` says why). */
  | { status: "locked"; message: ToastMessage }
  | { status: "failed" };

// Drizzle's builders take a table's own type; a content table is read through what every table has.
const rowsOf = <T extends ContentTable>(rows: Record<string, unknown>[]) => rows as RowOf<T>[];

export async function listRecords<T extends ContentTable>(
  database: Database,
  server: CollectionServer<T>,
  limit?: number,
): Promise<RowOf<T>[]> {
  const query = database
    .select()
    .from(server.table as PgTable)
    .orderBy(...server.order);
  return rowsOf<T>(await (limit === undefined ? query : query.limit(limit)));
}

export async function recentRecords<T extends ContentTable>(
  database: Database,
  server: CollectionServer<T>,
  limit: number,
): Promise<RowOf<T>[]> {
  if (server.recent) return server.recent(database, limit);
  return rowsOf<T>(
    await database
      .select()
      .from(server.table as PgTable)
      .orderBy(...server.recentOrder)
      .limit(limit),
  );
}

/** Whether the record `id` of a collection exists. */
export async function recordExists(database: Database, server: CollectionServer, id: string): Promise<boolean> {
  const [row] = await database
    .select({ id: server.table.id })
    .from(server.table as PgTable)
    .where(eq(server.table.id, id))
    .limit(1);
  return row !== undefined;
}

export async function countRecords(database: Database, server: CollectionServer): Promise<number> {
  const [row] = await database.select({ n: sql<number>`count(*)::int` }).from(server.table as PgTable);
  return row?.n ?? 0;
}

/** Runs a write; one that throws (the database, a hook) is logged and answered as failed. */
async function attempt<T extends ContentTable>(
  server: CollectionServer<T>,
  action: "save" | "delete",
  write: () => Promise<WriteOutcome<T>>,
): Promise<WriteOutcome<T>> {
  try {
    return await write();
  } catch (error) {
    console.error(`[content] failed to ${action} ${server.collection.labels.singular}: ${(error as Error).message}`);
    return { status: "failed" };
  }
}

interface ContentWrite<T extends ContentTable> {
  server: CollectionServer<T>;
  operation: Operation;
  record: RowOf<T>;
  previous?: RowOf<T>;
  actor: Actor;
}

const pastTense: Record<Operation, string> = { create: "created", update: "updated", delete: "deleted" };

/** The activity log's entry of a content write, made in the write's transaction. */
function contentActivity<T extends ContentTable>(
  server: CollectionServer<T>,
  operation: Operation,
  actor: Actor,
  record: RowOf<T>,
  changes: ReturnType<typeof fieldChanges>,
): ActivityEntry {
  return {
    actor,
    kind: server.activityKind,
    action: pastTense[operation],
    subject: { type: server.collection.labels.singular, id: record.id, title: server.collection.titleOf(record) },
    changes,
  };
}

/**
 * The content store over `servers`, the server halves of every collection: whether a stored file
 * is still in use is asked of all of them.
 */
export function contentStore(servers: readonly CollectionServer[]) {
  const files = contentFiles(servers);

  /** What follows every content write, once it is committed. */
  async function afterCommit<T extends ContentTable>(database: Database, write: ContentWrite<T>) {
    const { server, operation, record, actor } = write;
    const title = server.collection.titleOf(record);
    console.info(
      `[content] ${actor.email} ${pastTense[operation]} ${server.collection.labels.singular} ${record.id} "${terminalSafe(title)}"`,
    );
    for (const url of filesLeftBehind(write)) await files.removeUnusedFile(database, url);
    // A hook may have queued mail in the write's transaction: it goes now, not at the next round.
    nudgeMailWorker();
  }

  async function createRecord<T extends ContentTable>(
    database: Database,
    server: CollectionServer<T>,
    row: ChangeOf<T>,
    actor: Actor,
  ): Promise<WriteOutcome<T>> {
    return attempt(server, "save", async () => {
      const record = await writeContent(database, async (tx, changed) => {
        const values = server.page ? { ...row, slug: await settleSlug(tx, server, row) } : row;
        const [inserted] = rowsOf<T>(
          await tx
            .insert(server.table as PgTable)
            .values(values)
            .returning(),
        );
        if (!inserted) throw new Error("the insert returned no row");
        await server.hooks.afterChange?.({ operation: "create", record: inserted, transaction: tx });
        await recordActivity(tx, contentActivity(server, "create", actor, inserted, fieldChanges(null, inserted)));
        await changed();
        return inserted;
      });
      await afterCommit(database, { server, operation: "create", record, actor });
      return { status: "saved", record };
    });
  }

  /**
   * Saves `row` over the record `id`, if it is still at `version`: a save based on an older version
   * (someone saved in between) is refused with the record as it is now. `row` may be made from the
   * stored record, read and locked in the same transaction.
   */
  async function updateRecord<T extends ContentTable>(
    database: Database,
    server: CollectionServer<T>,
    id: string,
    version: number,
    row: ChangeOf<T> | ((stored: RowOf<T>) => ChangeOf<T>),
    actor: Actor,
  ): Promise<WriteOutcome<T>> {
    if (!isRecordId(id)) return { status: "missing" };
    const { table } = server;
    return attempt(server, "save", async () => {
      const outcome = await writeContent(
        database,
        async (tx, changed): Promise<WriteOutcome<T> & { previous?: RowOf<T> }> => {
          const [previous] = rowsOf<T>(
            await tx
              .select()
              .from(table as PgTable)
              .where(eq(table.id, id))
              .for("update"),
          );
          if (!previous) return { status: "missing" };
          if (previous.version !== version) return { status: "changed", current: previous };
          const lock = server.locked?.(previous);
          if (lock) return { status: "locked", message: lock };
          const change = typeof row === "function" ? row(previous) : row;
          const [record] = rowsOf<T>(
            await tx
              .update(table as PgTable)
              .set({
                ...change,
                ...(server.page ? { slug: await settleSlug(tx, server, change, previous) } : {}),
                version: sql`${table.version} + 1`,
                updatedAt: new Date(),
              })
              .where(eq(table.id, id))
              .returning(),
          );
          if (!record) throw new Error("the update returned no row");
          if (server.page) await keepOldSlug(tx, server, record, previous);
          await server.hooks.afterChange?.({ operation: "update", record, previous, transaction: tx });
          await recordActivity(tx, contentActivity(server, "update", actor, record, fieldChanges(previous, record)));
          await changed();
          return { status: "saved", record, previous };
        },
      );
      if (outcome.status !== "saved") return outcome;
      const { record, previous } = outcome;
      await afterCommit(database, { server, operation: "update", record, ...(previous ? { previous } : {}), actor });
      return { status: "saved", record };
    });
  }

  async function deleteRecord<T extends ContentTable>(
    database: Database,
    server: CollectionServer<T>,
    id: string,
    actor: Actor,
  ): Promise<WriteOutcome<T>> {
    if (!isRecordId(id)) return { status: "missing" };
    return attempt(server, "delete", async () => {
      const outcome = await writeContent(database, async (tx, changed) => {
        if (server.hooks.beforeDelete || server.locked) {
          const [stored] = rowsOf<T>(
            await tx
              .select()
              .from(server.table as PgTable)
              .where(eq(server.table.id, id))
              .for("update"),
          );
          if (!stored) return undefined;
          const lock = server.locked?.(stored);
          if (lock) return { status: "locked", message: lock } as const;
          await server.hooks.beforeDelete?.({ record: stored, transaction: tx });
        }
        const [deleted] = rowsOf<T>(
          await tx
            .delete(server.table as PgTable)
            .where(eq(server.table.id, id))
            .returning(),
        );
        if (!deleted) return undefined;
        if (server.page) await forgetSlugs(tx, server, deleted.id);
        await server.hooks.afterChange?.({ operation: "delete", record: deleted, transaction: tx });
        await recordActivity(tx, contentActivity(server, "delete", actor, deleted, fieldChanges(deleted, null)));
        await changed();
        return { status: "saved", record: deleted } as const;
      });
      if (!outcome) return { status: "missing" };
      if (outcome.status === "locked") return outcome;
      const { record } = outcome;
      await afterCommit(database, { server, operation: "delete", record, actor });
      return { status: "saved", record };
    });
  }

  return {
    servers,
    createRecord,
    updateRecord,
    deleteRecord,
    ...files,
  };
}

export type ContentStore = ReturnType<typeof contentStore>;
