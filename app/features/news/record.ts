import { pagePath } from "~/lib/slug";
import type { newsArticles } from "./table";

/** A stored record, as loaders hand it to pages (browser-safe: a type only). */
export type ArticleRecord = typeof newsArticles.$inferSelect;

/** Where the news list is; each record has its own page below it. */
export const NEWS_PATH = "/news";

/** The link's text an article starts with (the spec's), written in each page's language. */
export const DEFAULT_LINK_TEXT = "Read Full Article";

/** The address of a record's own page. */
export const articlePath = (record: Pick<ArticleRecord, "slug">) => pagePath(NEWS_PATH, record.slug);
