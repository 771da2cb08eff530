import { absoluteUrl, pageDescription, storedAbsoluteUrl } from "~/lib/seo";
import { cardPath } from "~/lib/social-card";
import { type ArticleRecord, articlePath } from "./record";

/** schema.org NewsArticle for search engines. */
export function articleJsonLd(article: ArticleRecord & { summary: string }, publicUrl: string, clubName: string) {
  // Its own picture, or the card made for its page.
  const image =
    (article.featuredImageUrl ? storedAbsoluteUrl(publicUrl, article.featuredImageUrl) : null) ??
    absoluteUrl(publicUrl, cardPath("news", article));
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: article.excerpt ?? pageDescription(article.summary),
    articleBody: article.summary,
    datePublished: article.publishedDate,
    dateModified: article.updatedAt.toISOString(),
    author: { "@type": "Person", name: article.author },
    publisher: { "@type": "Organization", name: clubName, url: publicUrl },
    mainEntityOfPage: absoluteUrl(publicUrl, articlePath(article)),
    url: absoluteUrl(publicUrl, articlePath(article)),
    image: [image],
  };
}
