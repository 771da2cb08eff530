/**
 * The last part of a record's page address (`/events/<slug>`): lowercase ASCII letters and digits
 * in words joined by single hyphens, at most SLUG_MAX_LENGTH characters.
 */
export const SLUG_MAX_LENGTH = 80;

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && slugPattern.test(value);
}

/** What an admin typed as a slug, in the slug's form: lowercase, spaces and underscores as hyphens. */
export function typedSlug(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A record's page: `/events` and `rocket-workshop` give `/events/rocket-workshop`. */
export function pagePath(base: string, slug: string): string {
  return `${base}/${slug}`;
}
