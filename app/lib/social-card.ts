import type { Language } from "~/i18n/language";

/**
 * The address of the picture a shared link to a record's page shows when the record has none of
 * its own (lib/social-card.server.ts): one per version of the record and language, so that a change
 * gives a new picture and an unchanged one is cached for good; an Arabic page's card is in Arabic.
 */
export function cardPath(
  collection: string,
  record: { id: string; version: number },
  language: Language = "en",
): string {
  return `/cards/${collection}/${record.id}-${record.version}${language === "en" ? "" : `.${language}`}.jpg`;
}

/** The record, version and language a card's file name names, or null. */
export function cardFileOf(name: string): { id: string; version: number; language: Language } | null {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,9})(\.ar)?\.jpg$/.exec(name);
  return match?.[1] && match[2] ? { id: match[1], version: Number(match[2]), language: match[3] ? "ar" : "en" } : null;
}
