/**
 * The address of the picture a shared link to a record's page shows when the record has none of
 * its own (lib/social-card.server.ts): one per version of the record, so that a change gives a
 * new picture and an unchanged one is cached for good.
 */
export function cardPath(collection: string, record: { id: string; version: number }): string {
  return `/cards/${collection}/${record.id}-${record.version}.jpg`;
}

/** The record and version a card's file name names, or null. */
export function cardFileOf(name: string): { id: string; version: number } | null {
  const match = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(\d{1,9})\.jpg$/.exec(name);
  return match?.[1] && match[2] ? { id: match[1], version: Number(match[2]) } : null;
}
