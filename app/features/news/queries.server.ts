import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import type { ArticleRecord } from "./record";
import { newsArticles } from "./table";

/** Published articles, newest first; all of them unless `limit` is given. Drafts never appear. */
export function publishedArticles(database: Database, limit?: number): Promise<ArticleRecord[]> {
  const query = database
    .select()
    .from(newsArticles)
    .where(eq(newsArticles.isPublished, true))
    .orderBy(desc(newsArticles.publishedDate), desc(newsArticles.createdAt));
  return limit === undefined ? query : query.limit(limit);
}

/** The published articles just before and after `article` in the news page's order (newest first). */
export async function neighbourArticles(
  database: Database,
  article: Pick<ArticleRecord, "id" | "publishedDate" | "createdAt">,
): Promise<{ older: ArticleRecord | null; newer: ArticleRecord | null }> {
  const position = sql`(${newsArticles.publishedDate}, ${newsArticles.createdAt})`;
  // Times are kept to the microsecond and read here to the millisecond: the article itself is left out by its id.
  const here = sql`(${article.publishedDate}::date, ${article.createdAt.toISOString()}::timestamptz)`;
  const shown = and(eq(newsArticles.isPublished, true), ne(newsArticles.id, article.id));
  const [older] = await database
    .select()
    .from(newsArticles)
    .where(and(shown, sql`${position} < ${here}`))
    .orderBy(desc(newsArticles.publishedDate), desc(newsArticles.createdAt))
    .limit(1);
  const [newer] = await database
    .select()
    .from(newsArticles)
    .where(and(shown, sql`${position} > ${here}`))
    .orderBy(asc(newsArticles.publishedDate), asc(newsArticles.createdAt))
    .limit(1);
  return { older: older ?? null, newer: newer ?? null };
}
