import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { today, tracking } from "~/lib/db/columns";

/** Gallery pictures and videos. */
export const galleryItems = pgTable(
  "gallery_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description"),
    category: text("category").notNull().default("general"),
    imageUrl: text("image_url").notNull(),
    mediaType: text("media_type").notNull().default("image"),
    uploadDate: date("upload_date").notNull().default(today),
    ...tracking,
  },
  (t) => [
    index("gallery_items_upload_date_idx").on(t.uploadDate),
    check("gallery_items_media_type_check", sql`${t.mediaType} IN ('image', 'video')`),
  ],
);
