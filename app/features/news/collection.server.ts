import { desc } from "drizzle-orm";
import { defineCollectionServer } from "~/content/collection.server";
import { newsCollection } from "./collection";
import { NEWS_PATH } from "./record";
import { newsArticles } from "./table";

export const newsServer = defineCollectionServer(newsCollection, {
  page: { path: NEWS_PATH, day: (article) => article.publishedDate },
  table: newsArticles,
  order: [desc(newsArticles.publishedDate), desc(newsArticles.createdAt)],
  files: ["featuredImageUrl"],
  hooks: {
    // The admin form has no excerpt: once an admin changes an article's content, its summary follows it.
    beforeChange: (values, { stored }) => ({
      ...values,
      excerpt: stored?.content === values.content ? stored.excerpt : null,
    }),
  },
});
