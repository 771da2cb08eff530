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

export const mediaTypes = ["image", "video"] as const;
export type MediaType = (typeof mediaTypes)[number];
export type GalleryCategory = (typeof galleryCategories.values)[number];
