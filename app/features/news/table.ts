import { boolean, date, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { pageSlug, today, tracking } from "~/lib/db/columns";
import { DEFAULT_LINK_TEXT } from "./record";

/** News articles; only published ones are shown to visitors. */
export const newsArticles = pgTable(
  "news_articles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: pageSlug(),
    content: text("content").notNull(),
    excerpt: text("excerpt"),
    author: text("author").notNull(),
    publishedDate: date("published_date").notNull().default(today),
    isPublished: boolean("is_published").notNull().default(false),
    featuredImageUrl: text("featured_image_url"),
    articleLink: text("article_link"),
    linkText: text("link_text").notNull().default(DEFAULT_LINK_TEXT),
    /** Arabic texts: null (or empty) where not written; Arabic pages then show the English. */
    titleAr: text("title_ar"),
    contentAr: text("content_ar"),
    excerptAr: text("excerpt_ar"),
    linkTextAr: text("link_text_ar"),
    ...tracking,
  },
  (t) => [
    index("news_articles_published_idx").on(t.isPublished, t.publishedDate),
    uniqueIndex("news_articles_slug_idx").on(t.slug),
  ],
);
