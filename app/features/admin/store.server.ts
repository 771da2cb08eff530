import { eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/lib/db/client.server";
import { removeImageVariants } from "~/lib/images.server";
import { writeContent } from "~/lib/page-cache.server";
import { isRecordId } from "~/lib/record-id";
import { heroMedia } from "~/lib/site-media.server";
import { storage } from "~/lib/storage.server";
import { terminalSafe } from "~/lib/terminal-text";
import type { ContentRecord } from "./collection";
import type { CollectionServer } from "./collection.server";
import { collectionServers } from "./registry.server";

/**
 * The one place every content write goes through: create, update, delete. Each write raises the
 * content version in its own transaction (the page cache is dropped on every instance before the
 * answer, or the write fails); once it is committed, the stored files it left unused are removed
 * and who changed what is logged. Whatever else must follow a content write belongs in
 * `afterContentWrite`.
 */

export type StoredRecord = ContentRecord & Record<string, unknown>;

export type WriteOutcome =
  | { status: "saved"; record: StoredRecord }
  | { status: "changed"; current: StoredRecord }
  | { status: "missing" }
  | { status: "failed" };

/** Who makes a write, for the log. */
export interface Actor {
  email: string;
}

// The content tables differ in their columns; these reads and writes use only id and version.
const tableOf = (server: CollectionServer) => server.table as unknown as PgTable;

export async function listRecords(database: Database, server: CollectionServer, limit?: number) {
  const query = database
    .select()
    .from(tableOf(server))
    .orderBy(...server.order);
  return (await (limit === undefined ? query : query.limit(limit))) as StoredRecord[];
}

export async function recentRecords(database: Database, server: CollectionServer, limit: number) {
  return (await database
    .select()
    .from(tableOf(server))
    .orderBy(...server.recentOrder)
    .limit(limit)) as StoredRecord[];
}

export async function countRecords(database: Database, server: CollectionServer): Promise<number> {
  const [row] = await database.select({ n: sql<number>`count(*)::int` }).from(tableOf(server));
  return row?.n ?? 0;
}

function logFailure(server: CollectionServer, action: string, error: unknown) {
  console.error(`[content] failed to ${action} ${server.collection.labels.singular}: ${(error as Error).message}`);
}

export async function createRecord(
  database: Database,
  server: CollectionServer,
  row: Record<string, unknown>,
  actor: Actor,
): Promise<WriteOutcome> {
  try {
    const record = await writeContent(database, async (tx, changed) => {
      const [inserted] = (await tx.insert(tableOf(server)).values(row).returning()) as StoredRecord[];
      if (!inserted) throw new Error("the insert returned no row");
      await changed();
      return inserted;
    });
    await afterContentWrite(database, { server, action: "created", record, actor });
    return { status: "saved", record };
  } catch (error) {
    logFailure(server, "save", error);
    return { status: "failed" };
  }
}

/**
 * Saves `row` over the record `id`, if it is still at `version`: a save based on an older version
 * (someone saved in between) is refused with the record as it is now. `row` may be made from the
 * stored record, read in the same transaction.
 */
export async function updateRecord(
  database: Database,
  server: CollectionServer,
  id: string,
  version: number,
  row: Record<string, unknown> | ((stored: StoredRecord) => Record<string, unknown>),
  actor: Actor,
): Promise<WriteOutcome> {
  if (!isRecordId(id)) return { status: "missing" };
  const table = server.table;
  try {
    const outcome = await writeContent(
      database,
      async (tx, changed): Promise<WriteOutcome & { previous?: StoredRecord }> => {
        const [previous] = (await tx
          .select()
          .from(tableOf(server))
          .where(eq(table.id, id))
          .for("update")) as StoredRecord[];
        if (!previous) return { status: "missing" };
        if (previous.version !== version) return { status: "changed", current: previous };
        const [record] = (await tx
          .update(tableOf(server))
          .set({
            ...(typeof row === "function" ? row(previous) : row),
            version: sql`${table.version} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(table.id, id))
          .returning()) as StoredRecord[];
        if (!record) throw new Error("the update returned no row");
        await changed();
        return { status: "saved", record, previous };
      },
    );
    if (outcome.status === "saved") {
      await afterContentWrite(database, {
        server,
        action: "updated",
        record: outcome.record,
        ...(outcome.previous ? { previous: outcome.previous } : {}),
        actor,
      });
      return { status: "saved", record: outcome.record };
    }
    return outcome;
  } catch (error) {
    logFailure(server, "save", error);
    return { status: "failed" };
  }
}

export async function deleteRecord(
  database: Database,
  server: CollectionServer,
  id: string,
  actor: Actor,
): Promise<WriteOutcome> {
  if (!isRecordId(id)) return { status: "missing" };
  try {
    const record = await writeContent(database, async (tx, changed) => {
      const [deleted] = (await tx.delete(tableOf(server)).where(eq(server.table.id, id)).returning()) as StoredRecord[];
      if (deleted) await changed();
      return deleted;
    });
    if (!record) return { status: "missing" };
    await afterContentWrite(database, { server, action: "deleted", record, actor });
    return { status: "saved", record };
  } catch (error) {
    logFailure(server, "delete", error);
    return { status: "failed" };
  }
}

interface ContentWrite {
  server: CollectionServer;
  action: "created" | "updated" | "deleted";
  record: StoredRecord;
  previous?: StoredRecord;
  actor: Actor;
}

/**
 * What follows every content write, once it is committed (with the raise of the content version,
 * in the write's own transaction: the next request anywhere shows the change).
 */
async function afterContentWrite(database: Database, write: ContentWrite): Promise<void> {
  const { server, action, record, actor } = write;
  const title = server.collection.titleOf(record);
  console.info(
    `[content] ${actor.email} ${action} ${server.collection.labels.singular} ${record.id} "${terminalSafe(title)}"`,
  );
  for (const url of filesLeftBehind(write)) await removeUnusedFile(database, url);
}

/** Files the record pointed to before this write and no longer does. */
function filesLeftBehind({ server, action, record, previous }: ContentWrite): string[] {
  const before = action === "deleted" ? record : previous;
  if (!before) return [];
  return server.files
    .map((column) => before[column])
    .filter((url): url is string => typeof url === "string" && url !== "")
    .filter((url) => action === "deleted" || !server.files.some((column) => record[column] === url));
}

const siteMedia = new Set(Object.values(heroMedia).map((media) => `${media.bucket}/${media.file}`));

/** Whether any record of any collection points to `url`. */
export async function isFileInUse(database: Database, url: string): Promise<boolean> {
  for (const server of collectionServers) {
    for (const column of server.files) {
      const field = (server.table as unknown as Record<string, Parameters<typeof eq>[0]>)[column];
      if (!field) continue;
      const [row] = await database.select({ id: server.table.id }).from(tableOf(server)).where(eq(field, url)).limit(1);
      if (row) return true;
    }
  }
  return false;
}

/** Removes a stored file and its resized copies, unless it is the site's own media or still in use. */
export async function removeUnusedFile(database: Database, url: string): Promise<void> {
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
