import { and, eq, getTableColumns, like, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { redirect } from "react-router";
import { slugify } from "transliteration";
import { keptRead } from "~/features/public-pages/service/kept-reads.server";
import { languageOfRequest, pathIn } from "~/i18n/language";
import type { Database } from "~/lib/db/client.server";
import { slugHistory } from "~/lib/db/schema";
import { notFound } from "~/lib/http.server";
import { fnv1a } from "~/lib/short-hash";
import { pagePath, SLUG_MAX_LENGTH } from "~/lib/slug";
import { hasArabic } from "~/lib/typed-text";
import type { ChangeOf, CollectionServer, ContentTable, RowOf } from "./collection.server";

/** Arabic's short vowels and other marks, and the tatweel that stretches a word: not part of its letters. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;

/**
 * Four letters or digits that stand for an Arabic title: the same for the same words, whatever
 * marks or stretching they are written with.
 */
function arabicTitleCode(title: string): string {
  const words = title.normalize("NFKC").replace(ARABIC_MARKS, "").replace(/\s+/g, " ").trim();
  return fnv1a(words).toString(32).padStart(4, "0").slice(-4);
}

/**
 * A slug made from a title: Latin letters as they are (`Café` gives `cafe`), other scripts written
 * in Latin letters, anything else a hyphen, cut at a word's end within SLUG_MAX_LENGTH; `fallback`
 * when nothing is left. Arabic written without its vowels comes out unreadable in Latin letters
 * (`الندوة الفضائية` as `lndw-lfdy`): an Arabic title gives the record's `day` and a short code of
 * the title instead (`2026-12-18-k7m4`, or `event-k7m4` without a day).
 */
export function slugFrom(title: string, fallback: string, day?: string): string {
  if (hasArabic(title)) return `${day ?? fallback}-${arabicTitleCode(title)}`;
  const words = slugify(title, { lowercase: true, separator: "-", trim: true })
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (words === "") return fallback;
  if (words.length <= SLUG_MAX_LENGTH) return words;
  const cut = words.slice(0, SLUG_MAX_LENGTH + 1);
  const end = cut.lastIndexOf("-");
  return (end > 0 ? cut.slice(0, end) : cut.slice(0, SLUG_MAX_LENGTH)).replace(/-+$/, "");
}

/** `base`, or `base-2`, `base-3`… : the first that `taken` does not hold, within SLUG_MAX_LENGTH. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const candidate = `${base.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * Whether `slug` is what `slugFrom(title)` gives, or that with a number added to keep it unique (an
 * Arabic title's slug whatever its day: a record's date changing leaves its address).
 */
export function isSlugOf(slug: string, title: string, fallback: string): boolean {
  if (hasArabic(title)) {
    const code = arabicTitleCode(title);
    return new RegExp(`^(\\d{4}-\\d{2}-\\d{2}|${fallback})-${code}(-\\d+)?$`).test(slug);
  }
  const base = slugFrom(title, fallback);
  if (slug === base) return true;
  const match = /^(.+)-\d+$/.exec(slug);
  const stem = match?.[1];
  if (stem === undefined) return false;
  // A long slug was shortened to make room for its number.
  const suffixLength = slug.length - stem.length;
  return stem === base || (base.length + suffixLength > SLUG_MAX_LENGTH && base.startsWith(stem));
}

/** `rows` each with a slug made from its title, unique among them (records made together, as demo content is). */
export function withSlugs<R extends { title: string }>(rows: readonly R[], fallback: string): (R & { slug: string })[] {
  const taken = new Set<string>();
  return rows.map((row) => {
    const slug = firstFreeSlug(slugFrom(row.title, fallback), taken);
    taken.add(slug);
    return { ...row, slug };
  });
}

/**
 * The slugs of the collections whose records have a page of their own (`page` in their server
 * half). A record gets its slug from its title when it is made; an admin may type another. A
 * slug made from the title follows the title when it changes; one an admin typed stays. Every
 * slug a record leaves is kept in the slug history, so that its old address still leads to it,
 * and is never given to another record of the collection.
 */

/** Room left at the end of a slug for the number that keeps it unique (`-99999`). */
const NUMBER_ROOM = 6;

export function slugColumn(server: CollectionServer): PgColumn {
  const column = getTableColumns(server.table as PgTable).slug;
  if (!column) throw new Error(`${server.collection.key} has a page but no slug column`);
  return column;
}

const slugOf = (record: unknown): string | null => {
  const slug = (record as { slug?: unknown } | undefined)?.slug;
  return typeof slug === "string" && slug !== "" ? slug : null;
};

/** What a record's slug is made from when nothing is left of its title: its kind (`event`). */
const fallbackOf = (server: CollectionServer) => slugFrom(server.collection.labels.singular, "page");

/** The slugs starting with `stem` that records of the collection other than `recordId` hold, or held. */
async function takenSlugs(
  tx: Database,
  server: CollectionServer,
  stem: string,
  recordId: string | undefined,
): Promise<Set<string>> {
  const column = slugColumn(server);
  const { table } = server;
  const pattern = `${stem}%`;
  const current = await tx
    .select({ slug: column })
    .from(table as PgTable)
    .where(recordId ? and(like(column, pattern), ne(table.id, recordId)) : like(column, pattern));
  const retired = await tx
    .select({ slug: slugHistory.slug })
    .from(slugHistory)
    .where(
      and(
        eq(slugHistory.collection, server.collection.key),
        like(slugHistory.slug, pattern),
        recordId ? ne(slugHistory.recordId, recordId) : undefined,
      ),
    );
  return new Set([...(server.page?.reserved ?? []), ...[...current, ...retired].map((row) => String(row.slug))]);
}

/**
 * The slug a write gives the record, in the write's transaction: the one the form asks for, or one
 * made from the title (on creation, when the field is emptied, or when the title changes and the
 * slug was made from the old title), with a number added when another record has or had it.
 */
export async function settleSlug<T extends ContentTable>(
  tx: Database,
  server: CollectionServer<T>,
  change: ChangeOf<T>,
  previous?: RowOf<T>,
): Promise<string> {
  const { collection } = server;
  const asked = slugOf(change);
  const fallback = fallbackOf(server);
  const record = { ...previous, ...change } as RowOf<T>;
  const title = collection.titleOf(record);
  // An Arabic title's slug starts with the record's day (today's for a record without one).
  const day = server.page?.day?.(record) ?? new Date().toISOString().slice(0, 10);
  const stored = previous ? slugOf(previous) : null;
  let base: string;
  if (!previous || !stored || asked === null) base = asked ?? slugFrom(title, fallback, day);
  else if (asked !== stored) base = asked;
  else if (title !== collection.titleOf(previous) && isSlugOf(stored, collection.titleOf(previous), fallback))
    base = slugFrom(title, fallback, day);
  else return stored;
  if (base === stored) return stored;
  // One write at a time chooses a slug in a collection, so two records made at once do not both take it.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`slugs:${collection.key}`}))`);
  const stem = base.slice(0, SLUG_MAX_LENGTH - NUMBER_ROOM).replace(/-+$/, "");
  return firstFreeSlug(base, await takenSlugs(tx, server, stem, previous?.id));
}

/** After a write that changed a record's slug: its old slug leads to it, and its new one is its own again. */
export async function keepOldSlug<T extends ContentTable>(
  tx: Database,
  server: CollectionServer<T>,
  record: RowOf<T>,
  previous: RowOf<T>,
): Promise<void> {
  const [before, after] = [slugOf(previous), slugOf(record)];
  if (!before || before === after) return;
  const collection = server.collection.key;
  await tx
    .insert(slugHistory)
    .values({ collection, slug: before, recordId: record.id })
    .onConflictDoUpdate({
      target: [slugHistory.collection, slugHistory.slug],
      set: { recordId: record.id, retiredAt: new Date() },
    });
  if (after) {
    await tx.delete(slugHistory).where(and(eq(slugHistory.collection, collection), eq(slugHistory.slug, after)));
  }
}

/** A deleted record's old addresses go with it. */
export async function forgetSlugs(tx: Database, server: CollectionServer, recordId: string): Promise<void> {
  await tx
    .delete(slugHistory)
    .where(and(eq(slugHistory.collection, server.collection.key), eq(slugHistory.recordId, recordId)));
}

/** What a page address holds: the record whose slug it is, or the slug of the record it used to lead to. */
export type SlugLookup<R> = { record: R } | { movedTo: string } | null;

/**
 * The record at `/<collection>/<slug>`, among those `visible` lets a visitor see, or where an
 * earlier slug of a record leads now.
 */
export async function recordAtSlug<T extends ContentTable>(
  database: Database,
  server: CollectionServer<T>,
  slug: string,
  visible?: (table: T) => SQL,
): Promise<SlugLookup<RowOf<T>>> {
  const column = slugColumn(server);
  const { table } = server;
  const where = (condition: SQL | undefined) => (visible ? and(condition, visible(table)) : condition);
  const [record] = (await database
    .select()
    .from(table as PgTable)
    .where(where(eq(column, slug)))
    .limit(1)) as RowOf<T>[];
  if (record) return { record };
  const [moved] = await database
    .select({ slug: column })
    .from(slugHistory)
    .innerJoin(table as PgTable, eq(table.id, slugHistory.recordId))
    .where(where(and(eq(slugHistory.collection, server.collection.key), eq(slugHistory.slug, slug))));
  return moved ? { movedTo: String(moved.slug) } : null;
}

/**
 * The record a page shows: an earlier slug answers 301 with the record's page (the query kept),
 * an unknown one 404.
 */
export function recordOrAnswer<R>(found: SlugLookup<R>, base: string, request: Request): R {
  if (found && "record" in found) return found.record;
  // An Arabic page's old address leads to the same page in Arabic.
  const moved = (slug: string) => pathIn(languageOfRequest(request.url), pagePath(base, slug));
  if (found) throw redirect(`${moved(found.movedTo)}${new URL(request.url).search}`, 301);
  throw notFound(request);
}

/**
 * The record a page of `server`'s collection shows at `slug`: among those a visitor sees (its
 * page's `visible`), or any with `preview` (an admin's). An earlier slug answers 301, an unknown 404.
 * With `keep`, what a visitor sees is read once per content version (`seats`: and per attendance
 * version) and kept (keptRead); a preview is never kept. A page's loader keeps it; an action may
 * when the content is all it needs (a write of its own has the request read the versions again).
 */
export async function pageRecord<T extends ContentTable>(
  database: Database,
  server: CollectionServer<T>,
  request: Request,
  slug: string,
  { preview = false, keep }: { preview?: boolean; keep?: { seats?: boolean } } = {},
): Promise<RowOf<T>> {
  const { page } = server;
  if (!page) throw new Error(`${server.collection.key} has no pages of its own`);
  const read = () => recordAtSlug(database, server, slug, preview ? undefined : page.visible);
  const found = keep && !preview ? await keptRead(`${server.collection.key}/at/${slug}`, read, keep) : await read();
  return recordOrAnswer(found, page.path, request);
}
