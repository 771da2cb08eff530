import type { SQL } from "drizzle-orm";
import type { events } from "~/features/events/table";
import type { galleryItems } from "~/features/gallery/table";
import type { newsArticles } from "~/features/news/table";
import type { projects } from "~/features/projects/table";
import type { teamMembers } from "~/features/team/table";
import type { Database } from "~/lib/db/client.server";
import type { ToastMessage } from "~/lib/messages";
import type { Collection, CollectionDefinition, ContentRecord } from "./collection";
import type { FormField, ValuesOf } from "./fields";
import type { StoredRecord } from "./store.server";

/** The tables of the managed content types. */
export type ContentTable =
  | typeof events
  | typeof projects
  | typeof newsArticles
  | typeof galleryItems
  | typeof teamMembers;

/** A header action's server side: the record it adds, and what it says. */
export interface HeaderActionServer {
  values(): Record<string, unknown>;
  success: ToastMessage;
  failure: ToastMessage;
}

/** The server half of a collection: where its records live and how its list is ordered. */
export interface CollectionServer {
  collection: Collection;
  table: ContentTable;
  /** The admin list's order. */
  order: readonly SQL[];
  /** The dashboard's recent list's order. */
  recentOrder: readonly SQL[];
  /** The dashboard's recent list, when it is more than the first records in `recentOrder`. */
  recent?: (database: Database, limit: number) => Promise<StoredRecord[]>;
  /** Columns that hold the address of a stored file, removed with the record or when replaced. */
  files: readonly string[];
  /** The columns a checked form writes, over `stored` when it updates a record. */
  toRow(values: Record<string, unknown>, stored?: Record<string, unknown>): Record<string, unknown>;
  actions: Readonly<Record<string, HeaderActionServer>>;
}

export function defineCollectionServer<R extends ContentRecord, F extends readonly FormField[]>(
  collection: CollectionDefinition<R, F>,
  server: {
    table: ContentTable;
    order: readonly SQL[];
    recentOrder?: readonly SQL[];
    recent?: (database: Database, limit: number) => Promise<R[]>;
    files?: readonly (keyof R & string)[];
    toRow?: (values: ValuesOf<F>, stored?: R) => Record<string, unknown>;
    actions?: Readonly<Record<string, HeaderActionServer>>;
  },
): CollectionServer {
  return {
    collection,
    table: server.table,
    order: server.order,
    recentOrder: server.recentOrder ?? server.order,
    ...(server.recent ? { recent: server.recent as CollectionServer["recent"] } : {}),
    files: server.files ?? [],
    toRow: (values, stored) => (server.toRow ? server.toRow(values as ValuesOf<F>, stored as R | undefined) : values),
    actions: server.actions ?? {},
  };
}
