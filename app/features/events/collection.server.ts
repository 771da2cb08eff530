import { asc } from "drizzle-orm";
import { defineCollectionServer } from "~/content/collection.server";
import { eventsCollection } from "./collection";
import { nextEvents } from "./queries.server";
import { EVENTS_PATH } from "./record";
import { events } from "./table";

export const eventsServer = defineCollectionServer(eventsCollection, {
  page: { path: EVENTS_PATH, day: (event) => event.date },
  table: events,
  order: [asc(events.date), asc(events.time)],
  recent: nextEvents,
  files: ["imageUrl"],
});
