import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../../app/lib/db/client.server.ts";
import { migrateDatabase } from "../../app/lib/db/migrate.server.ts";

/**
 * Prepares a data directory whose content tables are missing (renamed away), so that the site
 * started on it fails every list read, every newsletter subscription and every contact message,
 * the way a damaged database would.
 */
const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: break-database.ts <DATA_DIR>");

const handle = openDatabase({ engine: "pglite", dataDir: path.join(dataDir, "pglite") });
await migrateDatabase(handle);
for (const table of [
  "events",
  "projects",
  "news_articles",
  "gallery_items",
  "team_members",
  "newsletter_subscriptions",
  "contact_messages",
]) {
  await handle.db.execute(sql.raw(`ALTER TABLE "${table}" RENAME TO "${table}_missing"`));
}
await handle.close();
