import type { Language } from "~/i18n/language";
import { escapeXml } from "./public-pages";
import { absoluteUrl } from "./seo";

/**
 * An RSS 2.0 feed, read away from the site: every address in it is written out in full, and each
 * item carries its summary and its whole text as HTML.
 */

export interface FeedItem {
  title: string;
  /** The item's page, as a path. */
  path: string;
  guid: string;
  published: Date;
  /** Who wrote it, when the feed names one. */
  author?: string;
  summary: string;
  /** The item's HTML as the site shows it (its addresses may be the site's own paths). */
  html: string;
}

export interface Feed {
  publicUrl: string;
  title: string;
  description: string;
  /** The page the feed follows, and the feed's own address, as paths. */
  pagePath: string;
  selfPath: string;
  /** The language its texts are written in; English unless given. */
  language?: Language;
  items: readonly FeedItem[];
}

/** `html` with the site's own paths written out in full (`src`, `href` and `srcset`). */
export function absoluteHtml(html: string, publicUrl: string): string {
  return html
    .replace(/ (src|href)="\//g, ` $1="${publicUrl}/`)
    .replace(/ srcset="([^"]*)"/g, (_, list: string) => ` srcset="${list.replace(/(^|, )\//g, `$1${publicUrl}/`)}"`);
}

export function rssDocument(feed: Feed): string {
  const { publicUrl } = feed;
  const items = feed.items.map((item) =>
    [
      "    <item>",
      `      <title>${escapeXml(item.title)}</title>`,
      `      <link>${escapeXml(absoluteUrl(publicUrl, item.path))}</link>`,
      `      <guid isPermaLink="false">${escapeXml(item.guid)}</guid>`,
      `      <pubDate>${item.published.toUTCString()}</pubDate>`,
      ...(item.author
        ? [`      <author>${escapeXml(`noreply@${new URL(publicUrl).hostname} (${item.author})`)}</author>`]
        : []),
      `      <description>${escapeXml(item.summary)}</description>`,
      `      <content:encoded>${escapeXml(absoluteHtml(item.html, publicUrl))}</content:encoded>`,
      "    </item>",
    ].join("\n"),
  );
  const latest = feed.items[0];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/">',
    "  <channel>",
    `    <title>${escapeXml(feed.title)}</title>`,
    `    <link>${escapeXml(absoluteUrl(publicUrl, feed.pagePath))}</link>`,
    `    <description>${escapeXml(feed.description)}</description>`,
    `    <language>${feed.language ?? "en"}</language>`,
    `    <atom:link href="${escapeXml(absoluteUrl(publicUrl, feed.selfPath))}" rel="self" type="application/rss+xml" />`,
    ...(latest ? [`    <lastBuildDate>${latest.published.toUTCString()}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
  ]
    .join("\n")
    .concat("\n");
}

/** An RSS feed's answer. */
export function rssResponse(xml: string): Response {
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
