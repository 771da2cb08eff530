import { desc, eq } from "drizzle-orm";
import { eventPath } from "~/features/events/record";
import { events } from "~/features/events/table";
import { articlePath } from "~/features/news/record";
import { newsArticles } from "~/features/news/table";
import { projectPath } from "~/features/projects/record";
import { projects } from "~/features/projects/table";
import { db } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { loadOr } from "~/lib/lists.server";
import { escapeXml, publicPages } from "~/lib/public-pages";
import { absoluteUrl } from "~/lib/seo";

interface SitemapEntry {
  path: string;
  lastmod?: Date;
  changefreq?: string;
  priority?: number;
}

/** Every record's own page with when it last changed: events, published articles, projects. */
async function itemPages(): Promise<SitemapEntry[]> {
  const database = db();
  const [eventRows, articleRows, projectRows] = await Promise.all([
    database.select({ slug: events.slug, updatedAt: events.updatedAt }).from(events).orderBy(desc(events.date)),
    database
      .select({ slug: newsArticles.slug, updatedAt: newsArticles.updatedAt })
      .from(newsArticles)
      .where(eq(newsArticles.isPublished, true))
      .orderBy(desc(newsArticles.publishedDate)),
    database
      .select({ slug: projects.slug, updatedAt: projects.updatedAt })
      .from(projects)
      .orderBy(desc(projects.createdAt)),
  ]);
  return [
    ...eventRows.map((row) => ({ path: eventPath(row), lastmod: row.updatedAt })),
    ...articleRows.map((row) => ({ path: articlePath(row), lastmod: row.updatedAt })),
    ...projectRows.map((row) => ({ path: projectPath(row), lastmod: row.updatedAt })),
  ];
}

function entryXml(base: string, entry: SitemapEntry): string {
  return [
    "  <url>",
    `    <loc>${escapeXml(absoluteUrl(base, entry.path))}</loc>`,
    ...(entry.lastmod ? [`    <lastmod>${entry.lastmod.toISOString()}</lastmod>`] : []),
    ...(entry.changefreq ? [`    <changefreq>${entry.changefreq}</changefreq>`] : []),
    ...(entry.priority !== undefined ? [`    <priority>${entry.priority.toFixed(1)}</priority>`] : []),
    "  </url>",
  ].join("\n");
}

export async function loader() {
  const base = env().PUBLIC_URL;
  const { value: items } = await loadOr("sitemap pages", itemPages, []);
  const urls = [...publicPages, ...items].map((entry) => entryXml(base, entry)).join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
