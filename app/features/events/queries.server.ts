import { asc, desc, getTableColumns, gte, lt, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import type { DatedEvent, EventRecord } from "./record";
import { events } from "./table";

/** Every event, soonest first. */
export function allEvents(database: Database): Promise<EventRecord[]> {
  return database.select().from(events).orderBy(asc(events.date), asc(events.time));
}

/** Every event, soonest first, each marked past or not by the database's date, as `upcomingEvents` decides. */
export function eventsSoonestFirst(database: Database): Promise<DatedEvent[]> {
  return database
    .select({ ...getTableColumns(events), past: sql<boolean>`${events.date} < CURRENT_DATE` })
    .from(events)
    .orderBy(asc(events.date), asc(events.time));
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

/**
 * The events an admin wants to see first: the next `limit` from today on, soonest first, then, when
 * fewer are coming, the latest past ones, newest first (docs/decisions/0011).
 */
export async function nextEvents(database: Database, limit: number): Promise<EventRecord[]> {
  const coming = await upcomingEvents(database, limit);
  if (coming.length >= limit) return coming;
  const latestPast = await database
    .select()
    .from(events)
    .where(lt(events.date, sql`CURRENT_DATE`))
    .orderBy(desc(events.date), desc(events.time))
    .limit(limit - coming.length);
  return [...coming, ...latestPast];
}
