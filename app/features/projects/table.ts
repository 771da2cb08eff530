import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { pageSlug, tracking } from "~/lib/db/columns";
import { DEFAULT_BUTTON_TEXT } from "./record";

/** The club's projects. */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: pageSlug(),
    description: text("description").notNull(),
    category: text("category").notNull().default("aerospace"),
    status: text("status").notNull().default("active"),
    achievements: text("achievements").array().notNull().default(sql`'{}'::text[]`),
    technologies: text("technologies").array().notNull().default(sql`'{}'::text[]`),
    teamSize: integer("team_size"),
    duration: text("duration"),
    imageUrl: text("image_url"),
    detailsLink: text("details_link"),
    buttonText: text("button_text").notNull().default(DEFAULT_BUTTON_TEXT),
    linkEnabled: boolean("link_enabled").notNull().default(true),
    /** Arabic texts: null (or empty) where not written; Arabic pages then show the English. */
    titleAr: text("title_ar"),
    descriptionAr: text("description_ar"),
    achievementsAr: text("achievements_ar").array().notNull().default(sql`'{}'::text[]`),
    durationAr: text("duration_ar"),
    buttonTextAr: text("button_text_ar"),
    ...tracking,
  },
  (t) => [
    index("projects_created_at_idx").on(t.createdAt),
    uniqueIndex("projects_slug_idx").on(t.slug),
    check("projects_team_size_check", sql`${t.teamSize} IS NULL OR ${t.teamSize} >= 0`),
  ],
);
