import { boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { tracking } from "~/lib/db/columns";

/** Team members, executives first by their position order. */
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
    /** Arabic texts: null (or empty) where not written; Arabic pages then show the English. */
    positionAr: text("position_ar"),
    bioAr: text("bio_ar"),
    ...tracking,
  },
  (t) => [index("team_members_position_order_idx").on(t.positionOrder)],
);
