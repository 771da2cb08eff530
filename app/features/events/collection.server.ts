import { asc } from "drizzle-orm";
import { defineCollectionServer } from "~/features/admin/collection.server";
import { eventsCollection } from "./collection";
import { nextEvents } from "./queries.server";
import { events } from "./table";

export const eventsServer = defineCollectionServer(eventsCollection, {
  table: events,
  order: [asc(events.date), asc(events.time)],
  recent: nextEvents,
  files: ["imageUrl"],
});
