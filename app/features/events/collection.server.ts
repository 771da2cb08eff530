import { asc, desc } from "drizzle-orm";
import { defineCollectionServer } from "~/content/collection.server";
import { publicWords } from "~/i18n/words.server";
import { cardDate } from "~/lib/social-card.server";
import { eventsCollection } from "./collection";
import { nextEvents } from "./queries.server";
import { EVENTS_PATH } from "./record";
import { events } from "./table";
import { eventTypes } from "./vocabulary";

export const eventsServer = defineCollectionServer(eventsCollection, {
  page: {
    path: EVENTS_PATH,
    day: (event) => event.date,
    cardKicker: (event, language) => {
      const type = eventTypes.find(event.type)?.value;
      const named = type && language === "ar" ? publicWords(language).events.types[type] : eventTypes.label(event.type);
      return `${named} · ${cardDate(event.date, language)}`;
    },
    sitemapOrder: [desc(events.date)],
  },
  table: events,
  order: [asc(events.date), asc(events.time)],
  recent: nextEvents,
  files: ["imageUrl"],
});
