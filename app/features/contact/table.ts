import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Whether a contact message was forwarded by email, and how that went. */
export const contactEmailStatuses = ["pending", "sent", "failed", "not_configured"] as const;
export type ContactEmailStatus = (typeof contactEmailStatuses)[number];

/** Messages sent through the contact form, kept whether or not the email went out. */
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
