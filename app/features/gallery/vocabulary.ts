import type { ShownTerm } from "~/lib/shown-term";
import { vocabulary } from "~/lib/vocabulary";

/*
 * The labels here are the admin area's (in English); visitors read each category's word in the
 * page's language from the public words (`gallery.categories`, and `gallery.filters` for the filter).
 */

export const galleryCategories = vocabulary([
  { value: "general", admin: true, label: "General", tone: "slate" },
  { value: "projects", admin: true, label: "Projects", tone: "teal" },
  { value: "events", admin: true, label: "Events", tone: "blue" },
  { value: "competitions", label: "Competitions", tone: "orange" },
  { value: "facilities", label: "Facilities", tone: "violet" },
  { value: "achievements", admin: true, label: "Achievements", tone: "amber" },
  { value: "team", admin: true, label: "Team", tone: "pink" },
]);

/** What a gallery item shows; its address is the picture or the video. */
export const mediaTypes = vocabulary([
  { value: "image", admin: true, label: "Image", tone: "slate" },
  { value: "video", admin: true, label: "Video", tone: "violet" },
]);
export type MediaType = (typeof mediaTypes.values)[number];
export type GalleryCategory = (typeof galleryCategories.values)[number];

/** A gallery item's category as its badge shows it. */
export interface GalleryTerms {
  category: ShownTerm<GalleryCategory>;
}

/** A gallery item's badge, read on the server with the page's data. */
export function galleryTerms(item: { category: string }): GalleryTerms {
  return { category: galleryCategories.shown(item.category) };
}

/** The gallery's filter as a page address asks for it (`?category=EVENTS`): a category's value, or null for one it does not have. */
export function galleryFilterOf(requested: string | null): GalleryCategory | null {
  return galleryCategories.find(requested)?.value ?? null;
}
