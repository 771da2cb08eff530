import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
  },
  // One subscription per address, whatever its case or surrounding spaces, tabs or line breaks.
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_key").on(sql`lower(btrim(${t.email}, E' \\t\\n\\r\\f'))`),
    index("newsletter_subscriptions_unconfirmed_idx").on(t.createdAt).where(sql`${t.confirmedAt} IS NULL`),
  ],
);
