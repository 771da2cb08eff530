import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { pageSlug, tracking } from "~/lib/db/columns";
import type { Question } from "./questions";
import { DEFAULT_BUTTON_TEXT } from "./record";
import type { RegistrationMode } from "./vocabulary";

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
    buttonText: text("button_text").notNull().default(DEFAULT_BUTTON_TEXT),
    imageUrl: text("image_url"),
    /** 'external': the registration link, as the spec has it; 'site': the form on the event's page. */
    registrationMode: text("registration_mode").$type<RegistrationMode>().notNull().default("external"),
    /** When the site's form opens and closes, wall-clock in the site's time zone; null: now, and the start. */
    registrationOpens: timestamp("registration_opens", { mode: "string" }),
    registrationCloses: timestamp("registration_closes", { mode: "string" }),
    /** Whether a full event takes registrations on a waitlist, first come first served. */
    waitlist: boolean("waitlist").notNull().default(false),
    /** The event's own questions on its registration form. */
    questions: jsonb("questions").$type<Question[]>().notNull().default([]),
    /** iCalendar SEQUENCE of the attendees' invitations: raised when the date, time or place changes. */
    /** Arabic texts: null (or empty) where not written; Arabic pages then show the English. */
    titleAr: text("title_ar"),
    descriptionAr: text("description_ar"),
    locationAr: text("location_ar"),
    buttonTextAr: text("button_text_ar"),
    /** The questions as Arabic pages ask them: the same questions and choices, in Arabic; empty: none written. */
    questionsAr: jsonb("questions_ar").$type<Question[]>().notNull().default([]),
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    /** When the day-before reminder was queued; cleared when the date or time changes. */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    /** When the registrants' personal data was removed, the counts kept. */
    registrantsErasedAt: timestamp("registrants_erased_at", { withTimezone: true }),
    ...tracking,
  },
  (t) => [
    index("events_date_idx").on(t.date, t.time),
    uniqueIndex("events_slug_idx").on(t.slug),
    check("events_current_attendees_check", sql`${t.currentAttendees} >= 0`),
    check("events_max_attendees_check", sql`${t.maxAttendees} IS NULL OR ${t.maxAttendees} >= 0`),
    check("events_registration_mode_check", sql`${t.registrationMode} IN ('external', 'site')`),
  ],
);
