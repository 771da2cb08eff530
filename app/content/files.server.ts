import { eq, getTableColumns, isNotNull, like } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "~/lib/db/client.server";
import { containing } from "~/lib/db/like";
import { removeImageVariants } from "~/lib/images.server";
import { markdownAddresses } from "~/lib/markdown-render.server";
import { heroMedia } from "~/lib/site-media.server";
import { type Bucket, type ObjectEntry, storage, storedBuckets } from "~/lib/storage.server";
import { markdownFields } from "./collection";
import type { CollectionServer, ContentTable, Operation, RowOf } from "./collection.server";

/**
 * The stored files of the content: which are in use (a record's file field, or a picture in a
 * Markdown text), removing one a write left behind, and removing the uploads never saved with a
 * record. The content store removes what each write leaves behind; the hourly round the rest.
 */

/** The object name an address ends in: its last path segment. */
const objectNameOf = (url: string) => url.split(/[?#]/)[0]?.split("/").pop() ?? "";

/** How long an upload waits to be saved with a record before it is removed. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/** The site's own media (the hero video and picture), never removed as unused. */
const siteMedia = new Set(Object.values(heroMedia).map((media) => `${media.bucket}/${media.file}`));

/** The stored files of the records of `servers`, the server halves of every collection. */
export function contentFiles(servers: readonly CollectionServer[]) {
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
    for (const bucket of storedBuckets()) {
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

  return { isFileInUse, removeUnusedFile, filesInUse, removeAbandonedFiles };
}

export type ContentFiles = ReturnType<typeof contentFiles>;

/** Files the record pointed to before this write and no longer does. */
export function filesLeftBehind<T extends ContentTable>({
  server,
  operation,
  record,
  previous,
}: {
  server: CollectionServer<T>;
  operation: Operation;
  record: RowOf<T>;
  previous?: RowOf<T>;
}): string[] {
  const before: Record<string, unknown> | undefined = operation === "delete" ? record : previous;
  if (!before) return [];
  const after: Record<string, unknown> = record;
  return server.files
    .map((column) => before[column])
    .filter((url): url is string => typeof url === "string" && url !== "")
    .filter((url) => operation === "delete" || !server.files.some((column) => after[column] === url));
}
