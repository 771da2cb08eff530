import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Messages sent through the contact form, kept whether or not the email went out. The email that
 * forwards one to the club is an outbox message whose source is the message's id.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    /** When an admin marked the message as dealt with; null while it waits. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt)],
);
