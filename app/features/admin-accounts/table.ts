import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "~/lib/db/schema";

/**
 * Invitations to become an admin. The link's token is a Better Auth verification value (identifier
 * `admin-invitation:<token>`, value the invitation's id) that expires with the invitation.
 */
export const adminInvitations = pgTable(
  "admin_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_invitations_email_idx").on(t.email),
    // One pending invitation per address: two links for one address could not both be right.
    uniqueIndex("admin_invitations_pending_email_idx").on(t.email).where(sql`${t.acceptedAt} IS NULL`),
  ],
);
