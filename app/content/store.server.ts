import { eq, getTableColumns, isNotNull, like, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { type ActivityEntry, type Actor, fieldChanges, recordActivity } from "~/lib/activity.server";
import type { Database } from "~/lib/db/client.server";
import { containing } from "~/lib/db/like";
import { removeImageVariants } from "~/lib/images.server";
import { markdownAddresses } from "~/lib/markdown-render.server";
import { nudgeMailWorker } from "~/lib/outbox.server";
import { writeContent } from "~/lib/page-cache.server";
import { isRecordId } from "~/lib/record-id";
import { heroMedia } from "~/lib/site-media.server";
import { type Bucket, buckets, type ObjectEntry, storage } from "~/lib/storage.server";
import { terminalSafe } from "~/lib/terminal-text";
import { markdownFields } from "./collection";
import type { ChangeOf, CollectionServer, ContentTable, Operation, RowOf } from "./collection.server";
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

/** The object name an address ends in: its last path segment. */
const objectNameOf = (url: string) => url.split(/[?#]/)[0]?.split("/").pop() ?? "";

/** How long an upload waits to be saved with a record before it is removed. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** The site's own media (the hero video and picture), never removed as unused. */
const siteMedia = new Set(Object.values(heroMedia).map((media) => `${media.bucket}/${media.file}`));

/**
 * The content store over `servers`, the server halves of every collection: whether a stored file
 * is still in use is asked of all of them.
 */
export function contentStore(servers: readonly CollectionServer[]) {
  /** Whether any record of any collection points to `url`. */
  async function isFileInUse(database: Database, url: string): Promise<boolean> {
    for (const server of servers) {
      const columns = getTableColumns(server.table as PgTable);
      // A picture inserted in a Markdown text: the text holds its address.
      for (const name of markdownFields(server.collection)) {
        const column = columns[name];
        if (!column) continue;
        const [row] = await database
          .select({ id: server.table.id })
          .from(server.table as PgTable)
          .where(like(column, containing(url)))
          .limit(1);
        if (row) return true;
      }
      for (const name of server.files) {
        const column = columns[name];
        if (!column) continue;
        const [row] = await database
          .select({ id: server.table.id })
          .from(server.table as PgTable)
          .where(eq(column, url))
          .limit(1);
        if (row) return true;
      }
    }
    return false;
  }

  /** Removes a stored file and its resized copies, unless it is the site's own media or still in use. */
  async function removeUnusedFile(database: Database, url: string): Promise<void> {
    const located = storage().locate(url);
    if (!located || siteMedia.has(`${located.bucket}/${located.name}`)) return;
    try {
      if (await isFileInUse(database, url)) return;
      await storage().remove(located.bucket, located.name);
      await removeImageVariants(located.bucket, located.name);
    } catch (error) {
      console.error(`[content] could not remove ${url}: ${(error as Error).message}`);
    }
  }

  /** What follows every content write, once it is committed. */
  async function afterCommit<T extends ContentTable>(database: Database, write: ContentWrite<T>) {
    const { server, operation, record, actor } = write;
    const title = server.collection.titleOf(record);
    console.info(
      `[content] ${actor.email} ${pastTense[operation]} ${server.collection.labels.singular} ${record.id} "${terminalSafe(title)}"`,
    );
    for (const url of filesLeftBehind(write)) await removeUnusedFile(database, url);
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
      const record = await writeContent(database, async (tx, changed) => {
        if (server.hooks.beforeDelete) {
          const [stored] = rowsOf<T>(
            await tx
              .select()
              .from(server.table as PgTable)
              .where(eq(server.table.id, id))
              .for("update"),
          );
          if (!stored) return undefined;
          await server.hooks.beforeDelete({ record: stored, transaction: tx });
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
        return deleted;
      });
      if (!record) return { status: "missing" };
      await afterCommit(database, { server, operation: "delete", record, actor });
      return { status: "saved", record };
    });
  }

  /** Every file address a record of any collection points to. */
  async function filesInUse(database: Database): Promise<Set<string>> {
    const used = new Set<string>();
    for (const server of servers) {
      const columns = getTableColumns(server.table as PgTable);
      for (const name of markdownFields(server.collection)) {
        const column = columns[name];
        if (!column) continue;
        const rows = await database.select({ text: column }).from(server.table as PgTable);
        for (const { text } of rows) {
          if (typeof text === "string") for (const url of await markdownAddresses(text)) used.add(url);
        }
      }
      for (const name of server.files) {
        const column = columns[name];
        if (!column) continue;
        const rows = await database
          .selectDistinct({ url: column })
          .from(server.table as PgTable)
          .where(isNotNull(column));
        for (const { url } of rows) if (typeof url === "string") used.add(url);
      }
    }
    return used;
  }

  /**
   * Removes the uploads no record points to that are older than `olderThanMs`: a file uploaded in
   * a form that was never saved, after a day. The site's own media stay. A file counts as used
   * when any record's address ends in its name (names are random), whatever the address's host:
   * a storage address that changed since keeps its files. Returns what went.
   */
  async function removeAbandonedFiles(
    database: Database,
    olderThanMs = ABANDONED_AFTER_MS,
  ): Promise<{ files: number; bytes: number }> {
    const usedNames = async () => new Set([...(await filesInUse(database))].map(objectNameOf));
    const before = Date.now() - olderThanMs;
    const candidates: { bucket: Bucket; entry: ObjectEntry }[] = [];
    const used = await usedNames();
    for (const bucket of buckets) {
      for (const entry of await storage().inventory(bucket)) {
        if (entry.modifiedAt.getTime() > before || siteMedia.has(`${bucket}/${entry.name}`)) continue;
        if (!used.has(entry.name)) candidates.push({ bucket, entry });
      }
    }
    // Asked once more just before removing: a record saved meanwhile keeps its file.
    const stillUsed = candidates.length > 0 ? await usedNames() : used;
    const removed = { files: 0, bytes: 0 };
    for (const { bucket, entry } of candidates) {
      if (stillUsed.has(entry.name)) continue;
      await storage().remove(bucket, entry.name);
      await removeImageVariants(bucket, entry.name);
      removed.files++;
      removed.bytes += entry.bytes;
    }
    if (removed.files > 0) {
      console.info(
        `[uploads] removed ${removed.files} file(s) uploaded but never saved with a record (${removed.bytes} bytes)`,
      );
    }
    return removed;
  }

  return {
    servers,
    createRecord,
    updateRecord,
    deleteRecord,
    isFileInUse,
    removeUnusedFile,
    filesInUse,
    removeAbandonedFiles,
  };
}

export type ContentStore = ReturnType<typeof contentStore>;

/** Files the record pointed to before this write and no longer does. */
function filesLeftBehind<T extends ContentTable>({ server, operation, record, previous }: ContentWrite<T>): string[] {
  const before: Record<string, unknown> | undefined = operation === "delete" ? record : previous;
  if (!before) return [];
  const after: Record<string, unknown> = record;
  return server.files
    .map((column) => before[column])
    .filter((url): url is string => typeof url === "string" && url !== "")
    .filter((url) => operation === "delete" || !server.files.some((column) => after[column] === url));
}
