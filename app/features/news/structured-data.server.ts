import { type Language, pathIn } from "~/i18n/language";
import { absoluteUrl, pageDescription, storedAbsoluteUrl } from "~/lib/seo";
import { cardPath } from "~/lib/social-card";
import type { LocalizedArticle } from "./localized";
import { articlePath } from "./record";

/** schema.org NewsArticle for search engines, in the page's language, at the page's own address. */
export function articleJsonLd(
  article: LocalizedArticle & { summary: string },
  publicUrl: string,
  clubName: string,
  language: Language,
) {
  // Its own picture, or the card made for its page.
  const image =
    (article.featuredImageUrl ? storedAbsoluteUrl(publicUrl, article.featuredImageUrl) : null) ??
    absoluteUrl(publicUrl, cardPath("news", article, language));
  const url = absoluteUrl(publicUrl, pathIn(language, articlePath(article)));
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: article.excerpt ?? pageDescription(article.summary),
    articleBody: article.summary,
    // The language its text is written in: English where the Arabic page shows the English.
    inLanguage: article.englishOnly.includes("content") ? "en" : language,
    datePublished: article.publishedDate,
    dateModified: article.updatedAt.toISOString(),
    author: { "@type": "Person", name: article.author },
    publisher: { "@type": "Organization", name: clubName, url: publicUrl },
    mainEntityOfPage: url,
    url,
    image: [image],
  };
}
