import { sql } from "drizzle-orm";
import { check, date, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { projects } from "~/features/projects/table";
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
    /** The project it shows, whose page then shows it too. */
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    /** Arabic texts: null (or empty) where not written; Arabic pages then show the English. */
    titleAr: text("title_ar"),
    descriptionAr: text("description_ar"),
    ...tracking,
  },
  (t) => [
    index("gallery_items_upload_date_idx").on(t.uploadDate),
    index("gallery_items_project_idx").on(t.projectId),
    check("gallery_items_media_type_check", sql`${t.mediaType} IN ('image', 'video')`),
  ],
);
