import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { ContactNotifications } from "../contact-notifications";
import { defaultSettings, SITE_SETTINGS_ID } from "../site-settings-defaults";

// The site's own tables: Better Auth's (with its two-step sign-in), the admin role, installation
// facts, rate limits, the settings every page reads (features/settings/service/site-settings.server.ts), and the two that
// code of lib/ writes for every feature (the outbox and the activity log). Each feature's tables
// live in its folder (`app/features/<name>/table.ts`); drizzle.config.ts lists them all.

// ---------------------------------------------------------------------------
// Better Auth's tables (user, session, account, verification, two_factor), named as its
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
  /** Whether signing in asks for an authenticator app's code (Better Auth's two-factor plugin). */
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
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

/**
 * An account's authenticator-app secret and its single-use backup codes, both encrypted with the
 * auth secret (Better Auth's two-factor plugin). One row per account.
 */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    /** False until the first code from the app is entered. */
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
  },
  (t) => [index("two_factor_secret_idx").on(t.secret)],
);

/** Facts about this installation, such as when demo content was added. */
export const appState = pgTable("app_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The earlier addresses of the records that have a page of their own: `/<collection>/<slug>`
 * answers 301 to the record's page for as long as the record exists. A slug here is never given
 * to another record of its collection.
 */
export const slugHistory = pgTable(
  "slug_history",
  {
    collection: text("collection").notNull(),
    slug: text("slug").notNull(),
    recordId: uuid("record_id").notNull(),
    retiredAt: timestamp("retired_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.collection, t.slug] }), index("slug_history_record_idx").on(t.recordId)],
);

/** The accounts that hold the admin role (checked by features/admin-accounts/service/admin-role.server.ts on every admin request). */
export const adminUsers = pgTable(
  "admin_users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Who made the account an admin: the inviting admin; null for the command line. */
    addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /** Whether the admin is emailed about new contact messages: never, for each one, or once a day. */
    contactNotifications: text("contact_notifications").$type<ContactNotifications>().notNull().default("none"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("admin_users_contact_notifications_check", sql`${t.contactNotifications} IN ('none', 'each', 'daily')`),
  ],
);

/**
 * Counters of the rate limits (posts per client address and window), kept in the database so that
 * they hold across restarts and across several instances of the site.
 */
/**
 * The pace of a mailing's sending, shared by every instance: the next moment a copy of `kind` may
 * be taken (each copy taken moves it on by a minute over the rate).
 */
export const mailPace = pgTable("mail_pace", {
  kind: text("kind").primaryKey(),
  nextAt: timestamp("next_at", { withTimezone: true }).notNull(),
});

export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/**
 * Where a message of the outbox is: waiting, taken by a worker, delivered, given up on, or not sent
 * because its recipient left before its turn (a newsletter issue's copy).
 */
export const mailStatuses = ["queued", "sending", "sent", "failed", "skipped"] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * A file sent with a message, its content in base64. A calendar invitation (`calendarMethod`) is
 * sent as the message's text/calendar part, as calendars expect; one with `cid` is a picture the
 * HTML shows.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  base64: string;
  cid?: string;
  calendarMethod?: "REQUEST" | "CANCEL";
}

/**
 * Every email the site sends, kept from the moment it is queued (in the transaction of what caused
 * it) until it is delivered or given up on. A worker takes due messages with row locks that skip
 * those another worker holds, so each is sent once however many instances run.
 */
export const outboxMessages = pgTable(
  "outbox_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What the message is, e.g. "contact" for a forwarded contact message. */
    kind: text("kind").notNull(),
    /** The recipient; null is the club's own address (CONTACT_TO) as it is when the message is sent. */
    toAddress: text("to_address"),
    replyToName: text("reply_to_name"),
    replyToAddress: text("reply_to_address"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** The same message as HTML, when it shows more than text can (a QR code). */
    html: text("html"),
    /** Files sent with the message: a calendar invitation, a picture the HTML shows. */
    attachments: jsonb("attachments").$type<MailAttachment[]>(),
    /** The record that caused the message (a contact message's id), when there is one. */
    sourceId: text("source_id"),
    /**
     * For a message of a mailing (a newsletter issue's copy), the subscriber it goes to: its text is
     * made when it is sent, and one copy of a mailing goes to each.
     */
    recipientId: text("recipient_id"),
    status: text("status").$type<MailStatus>().notNull().default("queued"),
    /** Tries so far, the one under way included. */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** Until when the worker that took the message holds it; after that another may take it. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outbox_messages_due_idx").on(t.status, t.nextAttemptAt).where(sql`${t.recipientId} IS NULL`),
    index("outbox_messages_mailing_due_idx")
      .on(t.kind, t.status, t.nextAttemptAt)
      .where(sql`${t.recipientId} IS NOT NULL`),
    uniqueIndex("outbox_messages_mailing_copy_idx")
      .on(t.sourceId, t.recipientId)
      .where(sql`${t.recipientId} IS NOT NULL`),
    index("outbox_messages_created_at_idx").on(t.createdAt),
    index("outbox_messages_source_idx").on(t.sourceId),
    check("outbox_messages_status_check", sql`${t.status} IN ('queued', 'sending', 'sent', 'failed', 'skipped')`),
    check("outbox_messages_attempts_check", sql`${t.attempts} >= 0`),
  ],
);

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** A field a change set from one value to another, as the activity log keeps it. */
export type FieldChange = { from: unknown; to: unknown };

/**
 * What admins changed: who, when, what kind of thing, which record, and each field's values
 * before and after. Entries older than ACTIVITY_RETENTION_DAYS are removed.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    /** Kept as it was, so an entry still names an account removed since. */
    actorEmail: text("actor_email").notNull(),
    /** content, inbox, mail, settings, admins or account. */
    kind: text("kind").notNull(),
    /** "updated", "handled", "invited"…: a verb in the past tense. */
    action: text("action").notNull(),
    /** What was changed: "event", "message", "invitation"… */
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id"),
    /** The record's title or address as it was, so an entry reads well after the record is gone. */
    subjectTitle: text("subject_title"),
    changes: jsonb("changes").$type<Record<string, FieldChange>>(),
  },
  (t) => [index("activity_log_at_idx").on(t.at), index("activity_log_actor_idx").on(t.actorEmail, t.at)],
);

const settingDefault = <K extends keyof typeof defaultSettings>(key: K) => defaultSettings[key] as string;

/**
 * The site's settings: at most one row (its id is SITE_SETTINGS_ID), made the first time the
 * Settings page opens, with every column at its default: the text the site showed before it
 * became a setting. Until then the site reads those defaults. `version` and `updated_at` make it
 * a record the content store can update.
 */
export const siteSettings = pgTable(
  "site_settings",
  {
    id: uuid("id").primaryKey(),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    clubName: text("club_name").notNull().default(settingDefault("clubName")),
    shortName: text("short_name").notNull().default(settingDefault("shortName")),
    tagline: text("tagline").notNull().default(settingDefault("tagline")),
    heroText: text("hero_text").notNull().default(settingDefault("heroText")),
    heroVideoUrl: text("hero_video_url"),
    heroPosterUrl: text("hero_poster_url"),
    campusTitle: text("campus_title").notNull().default(settingDefault("campusTitle")),
    campusText: text("campus_text").notNull().default(settingDefault("campusText")),
    campusPictureUrl: text("campus_picture_url"),
    campusPictureAlt: text("campus_picture_alt").notNull().default(settingDefault("campusPictureAlt")),
    mission: text("mission").notNull().default(settingDefault("mission")),
    vision: text("vision").notNull().default(settingDefault("vision")),
    contactEmail: text("contact_email"),
    contactPhone: text("contact_phone"),
    officeLocation: text("office_location").notNull().default(settingDefault("officeLocation")),
    officeHours: text("office_hours").notNull().default(settingDefault("officeHours")),
    replyNote: text("reply_note").notNull().default(settingDefault("replyNote")),
    awardsAiaa: integer("awards_aiaa").notNull().default(defaultSettings.awardsAiaa),
    awardsNasa: integer("awards_nasa").notNull().default(defaultSettings.awardsNasa),
    awardsDesign: integer("awards_design").notNull().default(defaultSettings.awardsDesign),
    awardsInnovation: integer("awards_innovation").notNull().default(defaultSettings.awardsInnovation),
    instagramUrl: text("instagram_url"),
    xUrl: text("x_url"),
    linkedinUrl: text("linkedin_url"),
    youtubeUrl: text("youtube_url"),
    tiktokUrl: text("tiktok_url"),
    whatsappUrl: text("whatsapp_url"),
    discordUrl: text("discord_url"),
    githubUrl: text("github_url"),
    footerText: text("footer_text").notNull().default(settingDefault("footerText")),
    /** Null until an admin chooses one: the TZ variable's zone is used. */
    timeZone: text("time_zone"),
    membershipOpen: boolean("membership_open").notNull().default(false),
    membershipLink: text("membership_link"),
    /** Whether every admin must sign in with an authenticator app's code too. */
    requireTwoFactor: boolean("require_two_factor").notNull().default(false),
    /** Arabic texts: null where not written; Arabic pages then show the English (or its Arabic default). */
    clubNameAr: text("club_name_ar"),
    taglineAr: text("tagline_ar"),
    heroTextAr: text("hero_text_ar"),
    campusTitleAr: text("campus_title_ar"),
    campusTextAr: text("campus_text_ar"),
    campusPictureAltAr: text("campus_picture_alt_ar"),
    missionAr: text("mission_ar"),
    visionAr: text("vision_ar"),
    officeLocationAr: text("office_location_ar"),
    officeHoursAr: text("office_hours_ar"),
    replyNoteAr: text("reply_note_ar"),
    footerTextAr: text("footer_text_ar"),
  },
  (t) => [check("site_settings_one_row", sql`${t.id} = ${sql.raw(`'${SITE_SETTINGS_ID}'`)}`)],
);
