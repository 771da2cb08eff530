import { desc, eq } from "drizzle-orm";
import { defineCollectionServer } from "~/content/collection.server";
import { mailWords } from "~/i18n/words.server";
import { cardDate } from "~/lib/social-card.server";
import { newsCollection } from "./collection";
import { NEWS_PATH } from "./record";
import { newsArticles } from "./table";

export const newsServer = defineCollectionServer(newsCollection, {
  page: {
    path: NEWS_PATH,
    day: (article) => article.publishedDate,
    // A draft is the admins' alone, until it is published.
    visible: (table) => eq(table.isPublished, true),
    cardKicker: (article, language) =>
      `${mailWords(language).cards.news} · ${cardDate(article.publishedDate, language)}`,
    sitemapOrder: [desc(newsArticles.publishedDate)],
  },
  table: newsArticles,
  order: [desc(newsArticles.publishedDate), desc(newsArticles.createdAt)],
  files: ["featuredImageUrl"],
  hooks: {
    // The admin form has no excerpt: once an admin changes an article's content, its summary
    // follows it; the same holds for the Arabic content and its Arabic summary.
    beforeChange: (values, { stored }) => ({
      ...values,
      excerpt: stored?.content === values.content ? stored.excerpt : null,
      excerptAr: stored && (stored.contentAr ?? null) === (values.contentAr ?? null) ? stored.excerptAr : null,
    }),
  },
});
