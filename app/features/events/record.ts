import type { Localized } from "~/i18n/content";
import { pagePath } from "~/lib/slug";
import type { events } from "./table";

/** A stored record, as loaders hand it to pages (browser-safe: a type only). */
export type EventRecord = typeof events.$inferSelect;

/**
 * An event as a page in one language shows it: each text in that language where written, else
 * in English, named in `englishOnly` (i18n/content.ts). The Arabic columns never reach the browser.
 */
export type ShownEvent = Localized<EventRecord>;

/** An event and whether its day is over. */
export type DatedEvent = EventRecord & { past: boolean };

/** Where the events list is; each record has its own page below it. */
export const EVENTS_PATH = "/events";

/** The registration button's text an event starts with (the spec's), written in each page's language. */
export const DEFAULT_BUTTON_TEXT = "Register Now";

/** The address of a record's own page. */
export const eventPath = (record: Pick<EventRecord, "slug">) => pagePath(EVENTS_PATH, record.slug);

/** The registration form's field of the event's question at `index` (features/events/questions.ts). */
export const answerField = (index: number) => `q${index}`;
