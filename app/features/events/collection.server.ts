import { asc } from "drizzle-orm";
import { defineCollectionServer } from "~/features/admin/collection.server";
import { events } from "~/lib/db/schema";
import { eventsCollection } from "./collection";
import { nextEvents } from "./queries.server";

export const eventsServer = defineCollectionServer(eventsCollection, {
  table: events,
  order: [asc(events.date), asc(events.time)],
  recent: nextEvents,
  files: ["imageUrl"],
});
