import type { PgTable } from "drizzle-orm/pg-core";
import { collectionServers } from "~/collections.server";
import { slugColumn } from "~/content/slugs.server";
import { loadOr } from "~/features/public-pages/service/lists.server";
import { languages, pathIn } from "~/i18n/language";
import { db } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { escapeXml, publicPages } from "~/lib/public-pages";
import { absoluteUrl } from "~/lib/seo";
import { pagePath } from "~/lib/slug";

interface SitemapEntry {
  path: string;
  lastmod?: Date;
  changefreq?: string;
  priority?: number;
}

/** Every record's own page a visitor sees, with when it last changed, for each collection with pages. */
async function itemPages(): Promise<SitemapEntry[]> {
  const database = db();
  const lists = await Promise.all(
    Object.values(collectionServers).map(async (server) => {
      const { page, table } = server;
      if (!page) return [];
      const rows = await database
        .select({ slug: slugColumn(server), updatedAt: table.updatedAt })
        .from(table as PgTable)
        .where(page.visible?.(table))
        .orderBy(...page.sitemapOrder);
      return rows.map((row) => ({ path: pagePath(page.path, String(row.slug)), lastmod: row.updatedAt as Date }));
    }),
  );
  return lists.flat();
}

/**
 * A page's entry in each language, each naming the page in every language and English for a
 * reader of neither (hreflang, as search engines read it from a sitemap).
 */
function entryXml(base: string, entry: SitemapEntry): string {
  const address = (language: (typeof languages)[number]) => escapeXml(absoluteUrl(base, pathIn(language, entry.path)));
  const alternates = [
    ...languages.map(
      (language) => `    <xhtml:link rel="alternate" hreflang="${language}" href="${address(language)}"/>`,
    ),
    `    <xhtml:link rel="alternate" hreflang="x-default" href="${address("en")}"/>`,
  ];
  return languages.map((language) => urlXml(address(language), entry, alternates)).join("\n");
}

function urlXml(loc: string, entry: SitemapEntry, alternates: string[]): string {
  return [
    "  <url>",
    `    <loc>${loc}</loc>`,
    ...alternates,
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
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
