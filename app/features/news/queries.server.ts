import { desc, eq } from "drizzle-orm";
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
