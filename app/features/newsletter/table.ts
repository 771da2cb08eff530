import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { Language } from "~/i18n/language";
import { pageSlug, tracking } from "~/lib/db/columns";

/**
 * Newsletter subscriptions. An address receives issues once it is confirmed from the link mailed to
 * it; an unconfirmed one is forgotten after UNCONFIRMED_DAYS. Leaving deletes the row.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the address was confirmed from its link; null while it waits. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** How many confirmation emails the address was sent (at most three). */
    confirmationsSent: integer("confirmations_sent").notNull().default(0),
    /**
     * When the mail server refused the address for good (a 5xx answer), or a third time for now:
     * it receives no more issues.
     */
    bouncedAt: timestamp("bounced_at", { withTimezone: true }),
    /** Refusals for now (4xx answers) since the last issue it received. */
    softFailures: integer("soft_failures").notNull().default(0),
    /** The language of the page the address subscribed on: its mails, and the issue's version it reads. */
    language: text("language").$type<Language>().notNull().default("en"),
  },
  // One subscription per address, whatever its case or surrounding spaces, tabs or line breaks.
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_key").on(sql`lower(btrim(${t.email}, E' \\t\\n\\r\\f'))`),
    check("newsletter_subscriptions_language", sql`${t.language} in ('en', 'ar')`),
    index("newsletter_subscriptions_unconfirmed_idx").on(t.createdAt).where(sql`${t.confirmedAt} IS NULL`),
  ],
);

/** Where an issue stands: written, waiting for its time, going out, held by an admin, or gone to all. */
export const issueStatuses = ["draft", "scheduled", "sending", "paused", "sent"] as const;
export type IssueStatus = (typeof issueStatuses)[number];

/**
 * Newsletter issues. A draft is edited like any content; once it starts going out it is the
 * issue its readers received, and can no longer change. Each copy is a message of the outbox.
 */
export const newsletterIssues = pgTable(
  "newsletter_issues",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: text("subject").notNull(),
    slug: pageSlug(),
    /** The line mail clients show after the subject in an inbox. */
    preheader: text("preheader").notNull().default(""),
    body: text("body").notNull(),
    status: text("status").$type<IssueStatus>().notNull().default("draft"),
    /** When a scheduled issue goes out. */
    scheduledAt: timestamp("scheduled_at", { withTimezone: true }),
    /** When it started going out; from then on it is public and unchanged. */
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** When its last copy was settled. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** The confirmed subscribers it was addressed to when it started. */
    recipients: integer("recipients"),
    /** The issue's Arabic version, for subscribers who chose Arabic; empty: they read the English. */
    subjectAr: text("subject_ar"),
    preheaderAr: text("preheader_ar"),
    bodyAr: text("body_ar"),
    ...tracking,
  },
  (t) => [
    uniqueIndex("newsletter_issues_slug_idx").on(t.slug),
    index("newsletter_issues_status_idx").on(t.status, t.scheduledAt),
    check("newsletter_issues_status_check", sql`${t.status} IN ('draft', 'scheduled', 'sending', 'paused', 'sent')`),
  ],
);
