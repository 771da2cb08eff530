import { sql } from "drizzle-orm";
import { integer, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Columns of every managed content record: when it was made and last changed, and its version,
 * which each save raises by one so that a save based on an older version is refused.
 */
export const tracking = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  version: integer("version").notNull().default(1),
};

/**
 * The last part of the address of a record's own page (`/events/<slug>`): lowercase ASCII letters,
 * digits and hyphens, unique in its table, made from the title (content/slugs.server.ts).
 */
export const pageSlug = () => text("slug").notNull();

/** The database's today, as a column default. */
export const today = sql`CURRENT_DATE`;
