import type { CollectionServer } from "~/content/collection.server";
import { countRecords, recentRecords } from "~/content/store.server";
import type { Database } from "~/lib/db/client.server";

/** The dashboard's recent lists hold 4 records each. */
export const RECENT_COUNT = 4;

/** For each of `servers` whose collection is on the dashboard: its total and its most recent records, drafts included. */
export function dashboardOverview(database: Database, servers: readonly CollectionServer[]) {
  return Promise.all(
    servers
      .filter((server) => server.collection.dashboard)
      .map(async (server) => {
        const [total, recent] = await Promise.all([
          countRecords(database, server),
          recentRecords(database, server, RECENT_COUNT),
        ]);
        return { key: server.collection.key, total, recent };
      }),
  );
}
