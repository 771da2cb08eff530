/**
 * The five managed content types, as the admin area names and describes them; `records` is how
 * its messages name them ('Failed to fetch {records}').
 */
export const collections = {
  events: {
    records: "events",
    title: "Events",
    description: "Workshops, competitions, seminars and meetings shown on the events page.",
    empty: "No events found",
  },
  projects: {
    records: "projects",
    title: "Projects",
    description: "The club's projects, newest first.",
    empty: "No projects found",
  },
  news: {
    records: "articles",
    title: "News",
    description: "Articles, published and drafts, newest first.",
    empty: "No news articles found",
  },
  gallery: {
    records: "gallery items",
    title: "Gallery",
    description: "Photos and videos, most recently uploaded first.",
    empty: "No gallery items found",
  },
  team: {
    records: "team members",
    title: "Team",
    description: "The executive team and department heads, in display order.",
    empty: "No team members found. Add the first member to get started.",
  },
} as const;

export type CollectionKey = keyof typeof collections;

export function isCollectionKey(value: string | undefined): value is CollectionKey {
  return value !== undefined && Object.hasOwn(collections, value);
}
