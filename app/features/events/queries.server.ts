import { asc, gte, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { events } from "~/lib/db/schema";
import type { EventRecord } from "./record";

/** Every event, soonest first. */
export function allEvents(database: Database): Promise<EventRecord[]> {
  return database.select().from(events).orderBy(asc(events.date), asc(events.time));
}

/** The next `limit` events from today on, soonest first. */
export function upcomingEvents(database: Database, limit: number): Promise<EventRecord[]> {
  return database
    .select()
    .from(events)
    .where(gte(events.date, sql`CURRENT_DATE`))
    .orderBy(asc(events.date), asc(events.time))
    .limit(limit);
}
