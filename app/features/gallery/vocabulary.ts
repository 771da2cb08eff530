import { vocabulary } from "~/lib/vocabulary";

export const galleryCategories = vocabulary([
  { value: "general", label: "General", tone: "slate" },
  { value: "projects", label: "Projects", tone: "teal" },
  { value: "events", label: "Events", tone: "blue" },
  { value: "competitions", label: "Competitions", tone: "orange" },
  { value: "facilities", label: "Facilities", tone: "violet" },
  { value: "achievements", label: "Achievements", tone: "amber" },
  { value: "team", label: "Team", tone: "pink" },
]);

/** What a gallery item shows; its address is the picture or the video. */
export const mediaTypes = vocabulary([
  { value: "image", label: "Image", tone: "slate" },
  { value: "video", label: "Video", tone: "violet" },
]);
export type MediaType = (typeof mediaTypes.values)[number];
export type GalleryCategory = (typeof galleryCategories.values)[number];
