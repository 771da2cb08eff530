import type { projects } from "~/lib/db/schema";

/** A stored record, as loaders hand it to pages (browser-safe: a type only). */
export type ProjectRecord = typeof projects.$inferSelect;
