import type { SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ActivityKind } from "~/features/activity/service/activity.server";
import type { Language } from "~/i18n/language";
import type { Database } from "~/lib/db/client.server";
import type { ToastMessage } from "~/lib/messages";
import type { Collection, CollectionDefinition, ContentRecord } from "./collection";
import type { FormField, ValuesOf } from "./fields";

/** A content type's table: every one has an id, a version and when it last changed. */
export type ContentTable = PgTable & { id: PgColumn; version: PgColumn; updatedAt: PgColumn };

/** A stored record of the table `T`. */
export type RowOf<T extends ContentTable> = T["$inferSelect"] & ContentRecord;

/** The columns a write sets in the table `T`. */
export type ChangeOf<T extends ContentTable> = Partial<T["$inferInsert"]>;

export type Operation = "create" | "update" | "delete";

/** A header action's server side: the record it adds, and what it says. */
export interface HeaderActionServer<T extends ContentTable = ContentTable> {
  values(): Promise<T["$inferInsert"]>;
  success: ToastMessage;
  failure: ToastMessage;
}

/**
 * A collection's hooks into its own writes (the way a Payload collection hooks into its
 * `beforeChange` and `afterChange`). `beforeChange` makes the columns of a checked form's values
 * (on an update, over the stored record, read and locked in the write's transaction);
 * `afterChange` runs inside the write's transaction, so what it writes is committed with the
 * record, or not at all.
 */
export interface WriteHooks<T extends ContentTable> {
  beforeChange(
    values: Record<string, unknown>,
    context: { operation: "create" | "update"; stored?: RowOf<T> },
  ): ChangeOf<T>;
  afterChange?(change: {
    operation: Operation;
    record: RowOf<T>;
    previous?: RowOf<T>;
    transaction: Database;
  }): Promise<void>;
  /** Runs inside a delete's transaction before the record goes (with what goes with it). */
  beforeDelete?(change: { record: RowOf<T>; transaction: Database }): Promise<void>;
}

/** The server half of a collection: where its records live, how its lists are ordered, its hooks. */
export interface CollectionServer<T extends ContentTable = ContentTable> {
  collection: Collection;
  table: T;
  /** The admin list's order. */
  order: readonly SQL[];
  /** The dashboard's recent list's order. */
  recentOrder: readonly SQL[];
  /** The dashboard's recent list, when it is more than the first records in `recentOrder`. */
  recent?(database: Database, limit: number): Promise<RowOf<T>[]>;
  /** Columns that hold the address of a stored file, removed with the record or when replaced. */
  files: readonly string[];
  /** What the activity log files its writes under: "content", or "settings" for the settings. */
  activityKind: ActivityKind;
  /**
   * Where the records' own pages are (`/events`, each at `/events/<slug>`), for a collection whose
   * table has a `slug` column (content/slugs.server.ts), and the day a record is of (an
   * event's date), which an Arabic title's slug starts with.
   */
  page?: RecordPage<T>;
  hooks: WriteHooks<T>;
  actions: Readonly<Record<string, HeaderActionServer<T>>>;
  /**
   * Why a record can no longer be changed or deleted (a newsletter issue that went out), as the
   * admin is told; undefined while it can.
   */
  locked?(record: RowOf<T>): ToastMessage | undefined;
}

/**
 * The pages of a collection's records, declared once: where they are, which records a visitor
 * sees, what a shared link's card says and how the sitemap lists them. The item pages, the share
 * cards, the sitemap and the page cache read this.
 */
export interface RecordPage<T extends ContentTable> {
  /** The list page; each record's page is below it (`/events/<slug>`). */
  path: string;
  /** Addresses below `path` that are pages of the site's own (`/newsletter/confirm`): no record takes them. */
  reserved?: readonly string[];
  /** The day (yyyy-MM-dd) a record is of (an event's date), which an Arabic title's slug starts with. */
  day?(record: Partial<RowOf<T>>): string | null | undefined;
  /** Which records a visitor sees (pages, cards, sitemap); every one when absent. An admin's preview sees all. */
  visible?(table: T): SQL;
  /** The line above the title on a record's share card in `language` ("Workshop · December 18, 2026"). */
  cardKicker(record: RowOf<T>, language: Language): string;
  /** The order of the records' pages in the sitemap. */
  sitemapOrder: readonly SQL[];
}

/** The form's fields that are no column of `T`. */
type NotColumns<V, T extends ContentTable> = Exclude<keyof V, keyof T["$inferInsert"]> & string;

/** The form's fields whose values are not of their column's type. */
type NotOfColumnType<V, T extends ContentTable> = {
  [K in keyof V & keyof T["$inferInsert"]]: [V[K]] extends [T["$inferInsert"][K]] ? never : K;
}[keyof V & keyof T["$inferInsert"]] &
  string;

/** A `hooks.beforeChange` that makes the form's values into columns, and why it is needed. */
type NeedsBeforeChange<Why extends string> = { hooks: { beforeChange: unknown } & { [K in Why]?: unknown } };

/**
 * Nothing when a form's values can be written as they are (each is a column of `T`, of the
 * column's type); else a `hooks.beforeChange` is required, and the type check's message names the
 * fields that do not fit: "not a column of the table: role".
 */
type FitsTable<V, T extends ContentTable> = [NotColumns<V, T>] extends [never]
  ? [NotOfColumnType<V, T>] extends [never]
    ? unknown
    : NeedsBeforeChange<`not of its column's type: ${NotOfColumnType<V, T>}`>
  : NeedsBeforeChange<`not a column of the table: ${NotColumns<V, T>}`>;

/**
 * Describes where the records of `collection` live. The form's values are written as they are
 * unless `hooks.beforeChange` makes them into other columns: then each field must be a column of
 * `table` (the type check says so).
 */
export function defineCollectionServer<T extends ContentTable, R extends ContentRecord, F extends readonly FormField[]>(
  collection: CollectionDefinition<R, F>,
  server: {
    table: T;
    order: readonly SQL[];
    recentOrder?: readonly SQL[];
    recent?: (database: Database, limit: number) => Promise<RowOf<T>[]>;
    files?: readonly (keyof T["$inferSelect"] & string)[];
    activityKind?: ActivityKind;
    page?: RecordPage<T>;
    hooks?: {
      beforeChange?(values: ValuesOf<F>, context: { operation: "create" | "update"; stored?: RowOf<T> }): ChangeOf<T>;
      afterChange?: WriteHooks<T>["afterChange"];
      beforeDelete?: WriteHooks<T>["beforeDelete"];
    };
    actions?: Readonly<Record<string, HeaderActionServer<T>>>;
    locked?: (record: RowOf<T>) => ToastMessage | undefined;
  } & NoInfer<FitsTable<ValuesOf<F>, T>>,
): CollectionServer<T> {
  const { beforeChange, afterChange, beforeDelete } = server.hooks ?? {};
  return {
    collection,
    table: server.table,
    order: server.order,
    recentOrder: server.recentOrder ?? server.order,
    ...(server.recent ? { recent: server.recent } : {}),
    files: server.files ?? [],
    activityKind: server.activityKind ?? "content",
    ...(server.page ? { page: server.page } : {}),
    hooks: {
      beforeChange: (values, context) =>
        beforeChange ? beforeChange(values as ValuesOf<F>, context) : (values as ChangeOf<T>),
      ...(afterChange ? { afterChange } : {}),
      ...(beforeDelete ? { beforeDelete } : {}),
    },
    actions: server.actions ?? {},
    ...(server.locked ? { locked: server.locked } : {}),
  };
}

/**
 * `server` with hooks another feature adds (an event's registrations follow its changes): each runs
 * after the collection's own, in the write's transaction. The registry attaches them, so that the
 * collection's feature does not depend on the features that follow it.
 */
export function withHooks<T extends ContentTable>(
  server: CollectionServer<T>,
  added: Pick<WriteHooks<T>, "afterChange" | "beforeDelete">,
): CollectionServer<T> {
  const own = server.hooks;
  const afterChange = chained(own.afterChange, added.afterChange);
  const beforeDelete = chained(own.beforeDelete, added.beforeDelete);
  return {
    ...server,
    hooks: {
      beforeChange: own.beforeChange,
      ...(afterChange ? { afterChange } : {}),
      ...(beforeDelete ? { beforeDelete } : {}),
    },
  };
}

/** One hook that runs `first`, then `then`; either may be absent. */
function chained<C>(
  first: ((change: C) => Promise<void>) | undefined,
  then: ((change: C) => Promise<void>) | undefined,
): ((change: C) => Promise<void>) | undefined {
  if (!first || !then) return first ?? then;
  return async (change) => {
    await first(change);
    await then(change);
  };
}
