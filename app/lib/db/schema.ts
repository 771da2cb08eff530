import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Columns of every managed content record: when it was made and last changed, and its version,
 * which each save raises by one so that a save based on an older version is refused.
 */
const tracking = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  version: integer("version").notNull().default(1),
};

const today = sql`CURRENT_DATE`;

// ---------------------------------------------------------------------------
// Better Auth's tables (user, session, account, verification), named as its
// Drizzle adapter expects and stored with snake_case columns.
// ---------------------------------------------------------------------------

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** Facts about this installation, such as when demo content was added. */
export const appState = pgTable("app_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------
// The club's content.
// ---------------------------------------------------------------------------

export const adminUsers = pgTable("admin_users", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .notNull()
    .unique()
    .references(() => user.id, { onDelete: "cascade" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
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
    check("events_current_attendees_check", sql`${t.currentAttendees} >= 0`),
    check("events_max_attendees_check", sql`${t.maxAttendees} IS NULL OR ${t.maxAttendees} >= 0`),
  ],
);

export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull().default("aerospace"),
    status: text("status").notNull().default("active"),
    achievements: text("achievements").array().notNull().default(sql`'{}'::text[]`),
    technologies: text("technologies").array().notNull().default(sql`'{}'::text[]`),
    teamSize: integer("team_size"),
    duration: text("duration"),
    imageUrl: text("image_url"),
    detailsLink: text("details_link"),
    buttonText: text("button_text").notNull().default("View Details"),
    linkEnabled: boolean("link_enabled").notNull().default(true),
    ...tracking,
  },
  (t) => [
    index("projects_created_at_idx").on(t.createdAt),
    check("projects_team_size_check", sql`${t.teamSize} IS NULL OR ${t.teamSize} >= 0`),
  ],
);

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

export const teamMembers = pgTable(
  "team_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    position: text("position").notNull(),
    bio: text("bio"),
    email: text("email"),
    imageUrl: text("image_url"),
    isExecutive: boolean("is_executive").notNull().default(false),
    positionOrder: integer("position_order").notNull().default(0),
    ...tracking,
  },
  (t) => [index("team_members_position_order_idx").on(t.positionOrder)],
);

export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // One subscription per address, whatever its case or surrounding spaces, tabs or line breaks.
  (t) => [uniqueIndex("newsletter_subscriptions_email_key").on(sql`lower(btrim(${t.email}, E' \\t\\n\\r\\f'))`)],
);

export const contactEmailStatuses = ["pending", "sent", "failed", "not_configured"] as const;
export type ContactEmailStatus = (typeof contactEmailStatuses)[number];

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    emailStatus: text("email_status").$type<ContactEmailStatus>().notNull().default("pending"),
    emailError: text("email_error"),
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    /** When an admin marked the message as dealt with; null while it waits. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("contact_messages_created_at_idx").on(t.createdAt),
    check(
      "contact_messages_email_status_check",
      sql`${t.emailStatus} IN ('pending', 'sent', 'failed', 'not_configured')`,
    ),
  ],
);

/**
 * Counters of the rate limits (posts per client address and window), kept in the database so that
 * they hold across restarts and across several instances of the site.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});
