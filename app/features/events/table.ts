import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, time, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { pageSlug, tracking } from "~/lib/db/columns";

/** The club's events (the spec's events table). */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    slug: pageSlug(),
    description: text("description").notNull(),
    type: text("type").notNull().default("workshop"),
    status: text("status").notNull().default("open"),
    date: date("date").notNull(),
    time: time("time").notNull(),
    location: text("location").notNull(),
    currentAttendees: integer("current_attendees").notNull().default(0),
    maxAttendees: integer("max_attendees"),
    registrationLink: text("registration_link"),
    linkEnabled: boolean("link_enabled").notNull().default(true),
    buttonText: text("button_text").notNull().default("Register Now"),
    imageUrl: text("image_url"),
    ...tracking,
  },
  (t) => [
    index("events_date_idx").on(t.date, t.time),
    uniqueIndex("events_slug_idx").on(t.slug),
    check("events_current_attendees_check", sql`${t.currentAttendees} >= 0`),
    check("events_max_attendees_check", sql`${t.maxAttendees} IS NULL OR ${t.maxAttendees} >= 0`),
  ],
);
