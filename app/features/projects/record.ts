import type { projects } from "./table";

/** A stored record, as loaders hand it to pages (browser-safe: a type only). */
export type ProjectRecord = typeof projects.$inferSelect;
