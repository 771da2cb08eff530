import { sql } from "drizzle-orm";
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { ContactNotifications } from "../contact-notifications";

// The site's own tables: Better Auth's, the admin role, installation facts, rate limits, and the
// two that code of lib/ writes for every feature (the outbox and the activity log). Each feature's
// tables live in its folder (`app/features/<name>/table.ts`); drizzle.config.ts lists them all.

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

/** The accounts that hold the admin role (checked by lib/admin-role.server.ts on every admin request). */
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
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
});

/** Where a message of the outbox is: waiting, taken by a worker, delivered, or given up on. */
export const mailStatuses = ["queued", "sending", "sent", "failed"] as const;
export type MailStatus = (typeof mailStatuses)[number];

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
    /** The record that caused the message (a contact message's id), when there is one. */
    sourceId: text("source_id"),
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
    index("outbox_messages_due_idx").on(t.status, t.nextAttemptAt),
    index("outbox_messages_created_at_idx").on(t.createdAt),
    index("outbox_messages_source_idx").on(t.sourceId),
    check("outbox_messages_status_check", sql`${t.status} IN ('queued', 'sending', 'sent', 'failed')`),
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
