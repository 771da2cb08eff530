import { formatted, markdownText } from "~/lib/markdown-render.server";
import { rssDocument } from "~/lib/rss.server";
import { pageDescription } from "~/lib/seo";
import type { SiteSettings } from "~/lib/site-settings";
import { zonedStart } from "~/lib/time-zone";
import { type ArticleRecord, articlePath, NEWS_PATH } from "./record";

/** The start of a publication day in the site's time zone. */
function publicationStart(date: string, timeZone: string): Date {
  return new Date(zonedStart(date, "00:00", timeZone));
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
  const [contents, texts] = await Promise.all([
    Promise.all(articles.map((article) => formatted(article.content))),
    Promise.all(articles.map((article) => markdownText(article.content))),
  ]);
  return rssDocument({
    publicUrl,
    title: `${site.clubName} News`,
    description: `News of the ${site.clubName}`,
    pagePath: NEWS_PATH,
    selfPath: "/news/rss.xml",
    items: articles.map((article, i) => ({
      title: article.title,
      path: articlePath(article),
      guid: `${publicUrl}/news#${article.id}`,
      published: publicationStart(article.publishedDate, site.timeZone),
      author: article.author,
      summary: article.excerpt ?? pageDescription(texts[i] ?? "", 300),
      html: contents[i] ?? "",
    })),
  });
}
