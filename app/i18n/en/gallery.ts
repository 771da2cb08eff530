/** The words of the gallery, in English: the spec's strings exactly as it writes them. */
export const gallery = {
  meta: {
    title: "Gallery",
    description: "Photos and videos of KFUPM Aerospace Club launches, competitions, workshops, labs and people.",
  },
  title: "Gallery",
  description: "Launch days, competitions, workshops and the people behind them.",
  listLabel: "Gallery",
  empty: "No gallery items available.",
  filterLabel: "Filter by category",
  /** The filter buttons read as the spec writes them: "All", then each category's value. */
  filters: {
    all: "All",
    general: "general",
    projects: "projects",
    events: "events",
    competitions: "competitions",
    facilities: "facilities",
    achievements: "achievements",
    team: "team",
  },
  /** `{shown}` of all `{count}` items, in every form `Intl.PluralRules` names (the spec's words in each, in English). */
  /** The spec's words, whatever the count. */
  showing: { other: "Showing {shown} of {count} items" },
  /** Each category's badge, by its value (`galleryCategories`). */
  categories: {
    general: "General",
    projects: "Projects",
    events: "Events",
    competitions: "Competitions",
    facilities: "Facilities",
    achievements: "Achievements",
    team: "Team",
  },
  video: "Video",
  videoUnavailable: "Video unavailable",
} as const;
