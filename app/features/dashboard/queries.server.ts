import { collections } from "~/features/admin/registry";
import { serverOf } from "~/features/admin/registry.server";
import { countRecords, recentRecords } from "~/features/admin/store.server";
import type { Database } from "~/lib/db/client.server";

/** The dashboard's recent lists hold 4 records each. */
export const RECENT_COUNT = 4;

/** For each collection on the dashboard: its total and its most recent records, drafts included. */
export function dashboardOverview(database: Database) {
  return Promise.all(
    collections
      .filter((collection) => collection.dashboard)
      .map(async (collection) => {
        const server = serverOf(collection);
        const [total, recent] = await Promise.all([
          countRecords(database, server),
          server.recent ? server.recent(database, RECENT_COUNT) : recentRecords(database, server, RECENT_COUNT),
        ]);
        return { key: collection.key, total, recent };
      }),
  );
}
