/** The five managed content types, as the admin area names and describes them. */
export const collections = {
  events: {
    title: "Events",
    description: "Workshops, competitions, seminars and meetings shown on the events page.",
    empty: "No events found",
  },
  projects: {
    title: "Projects",
    description: "The club's projects, newest first.",
    empty: "No projects found",
  },
  news: {
    title: "News",
    description: "Articles, published and drafts, newest first.",
    empty: "No news articles found",
  },
  gallery: {
    title: "Gallery",
    description: "Photos and videos, most recently uploaded first.",
    empty: "No gallery items found",
  },
  team: {
    title: "Team",
    description: "The executive team and department heads, in display order.",
    empty: "No team members found. Add the first member to get started.",
  },
} as const;

export type CollectionKey = keyof typeof collections;

export function isCollectionKey(value: string | undefined): value is CollectionKey {
  return value !== undefined && Object.hasOwn(collections, value);
}
