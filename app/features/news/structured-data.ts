import { absoluteUrl, storedAbsoluteUrl } from "~/lib/seo";
import type { ArticleRecord } from "./record";

/** schema.org NewsArticle for search engines. */
export function articleJsonLd(article: ArticleRecord, publicUrl: string, clubName: string) {
  const image = article.featuredImageUrl ? storedAbsoluteUrl(publicUrl, article.featuredImageUrl) : null;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: article.excerpt ?? article.content.slice(0, 200),
    articleBody: article.content,
    datePublished: article.publishedDate,
    dateModified: article.updatedAt.toISOString(),
    author: { "@type": "Person", name: article.author },
    publisher: { "@type": "Organization", name: clubName, url: publicUrl },
    mainEntityOfPage: absoluteUrl(publicUrl, "/news"),
    ...(image ? { image: [image] } : {}),
  };
}
