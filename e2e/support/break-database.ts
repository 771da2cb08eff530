import { sql } from "drizzle-orm";
import type { Database } from "../../app/lib/db/client.server.ts";

/**
 * Makes a migrated database's content tables missing (renamed away), so that the site started on
 * it fails every list read, every newsletter subscription and every contact message, the way a
 * damaged database would (the broken site of e2e/support/sites.ts).
 */
export async function breakDatabase(db: Database): Promise<void> {
  for (const table of [
    "events",
    "projects",
    "news_articles",
    "gallery_items",
    "team_members",
    "newsletter_subscriptions",
    "contact_messages",
  ]) {
    await db.execute(sql.raw(`ALTER TABLE "${table}" RENAME TO "${table}_missing"`));
  }
}
