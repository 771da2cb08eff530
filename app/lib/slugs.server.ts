import { slugify } from "transliteration";
import { fnv1a } from "./short-hash";
import { SLUG_MAX_LENGTH } from "./slug";
import { hasArabic } from "./typed-text";

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
