import type { events } from "./table";

/** A stored record, as loaders hand it to pages (browser-safe: a type only). */
export type EventRecord = typeof events.$inferSelect;

/** An event and whether its day is over. */
export type DatedEvent = EventRecord & { past: boolean };
