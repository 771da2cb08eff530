import { desc } from "drizzle-orm";
import { defineCollectionServer } from "~/features/admin/collection.server";
import { newsArticles } from "~/lib/db/schema";
import { newsCollection } from "./collection";

export const newsServer = defineCollectionServer(newsCollection, {
  table: newsArticles,
  order: [desc(newsArticles.publishedDate), desc(newsArticles.createdAt)],
  files: ["featuredImageUrl"],
  // The admin form has no excerpt: once an admin saves an article, its summary follows its content.
  toRow: (values) => ({ ...values, excerpt: null }),
});
