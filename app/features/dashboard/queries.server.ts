import { asc, count, desc } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { events, galleryItems, newsArticles, projects } from "~/lib/db/schema";

/** The dashboard's recent lists hold 4 records each. */
export const RECENT_COUNT = 4;

async function total(
  database: Database,
  table: typeof events | typeof projects | typeof newsArticles | typeof galleryItems,
) {
  const [row] = await database.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** Totals and the most recent records of each content type, drafts included. */
export async function dashboardOverview(database: Database) {
  const [
    eventCount,
    projectCount,
    articleCount,
    galleryCount,
    recentEvents,
    recentProjects,
    recentArticles,
    recentGallery,
  ] = await Promise.all([
    total(database, events),
    total(database, projects),
    total(database, newsArticles),
    total(database, galleryItems),
    database.select().from(events).orderBy(asc(events.date), asc(events.time)).limit(RECENT_COUNT),
    database.select().from(projects).orderBy(desc(projects.createdAt)).limit(RECENT_COUNT),
    database
      .select()
      .from(newsArticles)
      .orderBy(desc(newsArticles.publishedDate), desc(newsArticles.createdAt))
      .limit(RECENT_COUNT),
    database.select().from(galleryItems).orderBy(desc(galleryItems.createdAt)).limit(RECENT_COUNT),
  ]);
  return {
    totals: { events: eventCount, projects: projectCount, articles: articleCount, gallery: galleryCount },
    recentEvents,
    recentProjects,
    recentArticles,
    recentGallery,
  };
}

export type DashboardOverview = Awaited<ReturnType<typeof dashboardOverview>>;
