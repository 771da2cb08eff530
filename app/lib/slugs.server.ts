import { slugify } from "transliteration";
import { SLUG_MAX_LENGTH } from "./slug";

/**
 * A slug made from a title: other scripts written in Latin letters (`ورشة الصواريخ` gives
 * `wrsh-lswrykh`, `Café` gives `cafe`), anything else a hyphen, cut at a word's end within
 * SLUG_MAX_LENGTH; `fallback` when nothing is left.
 */
export function slugFrom(title: string, fallback: string): string {
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

/** Whether `slug` is what `slugFrom(title)` gives, or that with a number added to keep it unique. */
export function isSlugOf(slug: string, title: string, fallback: string): boolean {
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
