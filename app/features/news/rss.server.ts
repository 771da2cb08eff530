import { type Language, pathIn } from "~/i18n/language";
import { fill, type PublicWords } from "~/i18n/words";
import { formatted, markdownText } from "~/lib/markdown-render.server";
import { rssDocument } from "~/lib/rss.server";
import { pageDescription } from "~/lib/seo";
import type { SiteSettings } from "~/lib/site-settings";
import { zonedStart } from "~/lib/time-zone";
import { localizedArticle } from "./localized";
import { type ArticleRecord, articlePath, NEWS_PATH } from "./record";

/** The start of a publication day in the site's time zone. */
function publicationStart(date: string, timeZone: string): Date {
  return new Date(zonedStart(date, "00:00", timeZone));
}

/**
 * An RSS 2.0 feed of published articles, newest first: each links to its page and carries its
 * summary and its full text as HTML. In Arabic (/ar/news/rss.xml) each article is read as the
 * Arabic pages read it, its Arabic texts where written, and links to its Arabic page.
 */
export async function newsRss(
  stored: ArticleRecord[],
  publicUrl: string,
  site: Pick<SiteSettings, "clubName" | "timeZone">,
  { language = "en", words }: { language?: Language; words: PublicWords["news"]["feed"] },
): Promise<string> {
  const articles = stored.map((article) => localizedArticle(article, language));
  const [contents, texts] = await Promise.all([
    Promise.all(articles.map((article) => formatted(article.content))),
    Promise.all(articles.map((article) => markdownText(article.content))),
  ]);
  return rssDocument({
    publicUrl,
    title: fill(words.title, { club: site.clubName }),
    description: fill(words.description, { club: site.clubName }),
    pagePath: pathIn(language, NEWS_PATH),
    selfPath: pathIn(language, "/news/rss.xml"),
    language,
    items: articles.map((article, i) => ({
      title: article.title,
      path: pathIn(language, articlePath(article)),
      // Its own in each language's feed, so that a reader that follows both keeps both.
      guid: `${publicUrl}${pathIn(language, NEWS_PATH)}#${article.id}`,
      published: publicationStart(article.publishedDate, site.timeZone),
      author: article.author,
      summary: article.excerpt ?? pageDescription(texts[i] ?? "", 300),
      html: contents[i] ?? "",
    })),
  });
}
