import { asc, desc } from "drizzle-orm";
import { defineCollectionServer } from "~/content/collection.server";
import { longDate } from "~/lib/format";
import { eventsCollection } from "./collection";
import { nextEvents } from "./queries.server";
import { EVENTS_PATH } from "./record";
import { events } from "./table";
import { eventTypes } from "./vocabulary";

export const eventsServer = defineCollectionServer(eventsCollection, {
  page: {
    path: EVENTS_PATH,
    day: (event) => event.date,
    cardKicker: (event) => `${eventTypes.label(event.type)} · ${longDate(event.date)}`,
    sitemapOrder: [desc(events.date)],
  },
  table: events,
  order: [asc(events.date), asc(events.time)],
  recent: nextEvents,
  files: ["imageUrl"],
});
