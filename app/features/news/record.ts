import type { newsArticles } from "./table";

/** A stored record, as loaders hand it to pages (browser-safe: a type only). */
export type ArticleRecord = typeof newsArticles.$inferSelect;
