import { type PageVersions, requestVersions } from "~/features/public-pages/service/content-version.server";
import { type Database, db } from "~/lib/db/client.server";

/**
 * What the public pages read from the database that changes only with the content (the lists,
 * a record at its address), kept in memory per content version: the versions are read for each
 * request (requestVersions), and a value read at another one is read again. So a write shows on
 * the next request on every instance, as the page cache does, and pages rendered for one request
 * (a signed-in admin's, or every page just after a write) do not repeat the same queries.
 */

interface KeptRead {
  content: string;
  /** The attendance version it was read at, for what shows seats. */
  attendance?: string;
  /** The day it was read on: what is upcoming and what is past moves at midnight. */
  day: string;
  keptAt: number;
  value: Promise<unknown>;
}

/** A value is read again after this long even without a content change, as a kept page is rendered again. */
const MAX_AGE_MS = 5 * 60_000;
/** The lists are a few; the records at their addresses are many, and the least recently used go first. */
const MAX_ENTRIES = 500;

/** Per database, as the versions are: a site given another database (the tests) finds nothing kept. */
const keptBy = new WeakMap<Database, Map<string, KeptRead>>();

function keptIn(target: Database): Map<string, KeptRead> {
  let kept = keptBy.get(target);
  if (!kept) {
    kept = new Map();
    keptBy.set(target, kept);
  }
  return kept;
}

const today = (now: number) => new Date(now).toISOString().slice(0, 10);

function fresh(entry: KeptRead, versions: PageVersions, seats: boolean, now: number): boolean {
  return (
    entry.content === versions.content &&
    (!seats || entry.attendance === versions.attendance) &&
    entry.day === today(now) &&
    now - entry.keptAt <= MAX_AGE_MS
  );
}

/**
 * The value `read` gives, kept under `key` while the content version (and, with `seats`, the
 * attendance version) it was read at holds. `key` names the read and every argument it takes
 * (`events/upcoming/3`, `events/at/<slug>`). A read that fails is not kept: the next request tries
 * again. The value is shared by every request that finds it, and is never changed.
 */
export async function keptRead<T>(key: string, read: () => Promise<T>, { seats = false } = {}): Promise<T> {
  const kept = keptIn(db());
  const versions = await requestVersions();
  const now = Date.now();
  const entry = kept.get(key);
  if (entry && fresh(entry, versions, seats, now)) {
    kept.delete(key);
    kept.set(key, entry);
    return entry.value as Promise<T>;
  }
  // Requests that find nothing kept while it is read wait for the one read. A query of the
  // database is a description that runs each time it is awaited: it is run here, once.
  const value = (async () => await read())();
  const reading: KeptRead = {
    content: versions.content,
    ...(seats ? { attendance: versions.attendance } : {}),
    day: today(now),
    keptAt: now,
    value,
  };
  kept.set(key, reading);
  while (kept.size > MAX_ENTRIES) {
    const oldest = kept.keys().next().value;
    if (oldest === undefined) break;
    kept.delete(oldest);
  }
  value.catch(() => {
    if (kept.get(key) === reading) kept.delete(key);
  });
  return value;
}

/** Forgets every value kept for the site's database: the next reads go to it. */
export function forgetKeptReads(): void {
  keptIn(db()).clear();
}
