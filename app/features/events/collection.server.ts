import { asc, desc } from "drizzle-orm";
import { defineCollectionServer } from "~/content/collection.server";
import { publicWords } from "~/i18n/words.server";
import { cardDate } from "~/lib/social-card.server";
import { eventsCollection } from "./collection";
import { nextEvents } from "./queries.server";
import { formatQuestions } from "./questions";
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
  hooks: {
    // The Arabic questions are the English ones in Arabic, by position, and post the English
    // choices. English questions changed under Arabic ones left as they were would have an Arabic
    // page ask one question and store the answer to another: those Arabic questions are dropped,
    // and the Arabic page asks the English ones, marked English, until the Arabic is written again.
    beforeChange: (values, { stored }) => {
      if (!stored || values.questionsAr.length === 0) return values;
      const englishChanged = formatQuestions(values.questions) !== formatQuestions(stored.questions);
      const arabicKept = formatQuestions(values.questionsAr) === formatQuestions(stored.questionsAr);
      return englishChanged && arabicKept ? { ...values, questionsAr: [] } : values;
    },
  },
});
