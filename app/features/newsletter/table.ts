import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/** Newsletter subscriptions. */
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
