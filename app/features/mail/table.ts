import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
