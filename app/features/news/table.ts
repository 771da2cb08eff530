import { boolean, date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { today, tracking } from "~/lib/db/columns";

/** News articles; only published ones are shown to visitors. */
export const newsArticles = pgTable(
  "news_articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt"),
    author: text("author").notNull(),
    publishedDate: date("published_date").notNull().default(today),
    isPublished: boolean("is_published").notNull().default(false),
    featuredImageUrl: text("featured_image_url"),
    articleLink: text("article_link"),
    linkText: text("link_text").notNull().default("Read Full Article"),
    ...tracking,
  },
  (t) => [index("news_articles_published_idx").on(t.isPublished, t.publishedDate)],
);
