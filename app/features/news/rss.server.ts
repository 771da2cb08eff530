import { formatted, markdownText } from "~/lib/markdown-render.server";
import { escapeXml } from "~/lib/public-pages";
import { absoluteUrl, pageDescription } from "~/lib/seo";
import type { SiteSettings } from "~/lib/site-settings";
import { zonedStart } from "~/lib/time-zone";
import { type ArticleRecord, articlePath, NEWS_PATH } from "./record";

/** The start of a publication day in the site's time zone, as RSS writes dates. */
function rfc822(date: string, timeZone: string): string {
  return new Date(zonedStart(date, "00:00", timeZone)).toUTCString();
}

/**
 * An RSS 2.0 feed of published articles, newest first: each links to its page and carries its
 * summary and its full text as HTML.
 */
export async function newsRss(
  articles: ArticleRecord[],
  publicUrl: string,
  site: Pick<SiteSettings, "clubName" | "timeZone">,
): Promise<string> {
  const newsPage = absoluteUrl(publicUrl, NEWS_PATH);
  const [contents, texts] = await Promise.all([
    Promise.all(articles.map((article) => formatted(article.content))),
    Promise.all(articles.map((article) => markdownText(article.content))),
  ]);
  const items = articles
    .map((article, i) => {
      // The feed is read away from the site: its addresses are written out in full.
      const html = (contents[i] ?? "")
        .replace(/ (src|href)="\//g, ` $1="${publicUrl}/`)
        .replace(
          / srcset="([^"]*)"/g,
          (_, list: string) => ` srcset="${list.replace(/(^|, )\//g, `$1${publicUrl}/`)}"`,
        );
      const summary = article.excerpt ?? pageDescription(texts[i] ?? "", 300);
      return [
        "    <item>",
        `      <title>${escapeXml(article.title)}</title>`,
        `      <link>${escapeXml(absoluteUrl(publicUrl, articlePath(article)))}</link>`,
        `      <guid isPermaLink="false">${escapeXml(`${publicUrl}/news#${article.id}`)}</guid>`,
        `      <pubDate>${rfc822(article.publishedDate, site.timeZone)}</pubDate>`,
        `      <author>${escapeXml(`noreply@${new URL(publicUrl).hostname} (${article.author})`)}</author>`,
        `      <description>${escapeXml(summary)}</description>`,
        `      <content:encoded>${escapeXml(html)}</content:encoded>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const latest = articles[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${escapeXml(`${site.clubName} News`)}</title>`,
    `    <link>${escapeXml(newsPage)}</link>`,
    `    <description>${escapeXml(`News of the ${site.clubName}`)}</description>`,
    "    <language>en</language>",
    `    <atom:link href="${escapeXml(absoluteUrl(publicUrl, "/news/rss.xml"))}" rel="self" type="application/rss+xml" />`,
    ...(latest ? [`    <lastBuildDate>${rfc822(latest.publishedDate, site.timeZone)}</lastBuildDate>`] : []),
    items,
    "  </channel>",
    "</rss>",
    "",
  ]
    .filter((line) => line !== "")
    .join("\n")
    .concat("\n");
}
