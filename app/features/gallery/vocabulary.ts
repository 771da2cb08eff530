import { vocabulary } from "~/lib/vocabulary";

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

/** The gallery's filter as a page address asks for it (`?category=EVENTS`): a category's value, or null for one it does not have. */
export function galleryFilterOf(requested: string | null): GalleryCategory | null {
  return galleryCategories.find(requested)?.value ?? null;
}
