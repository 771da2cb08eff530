import { type Localized, localized } from "~/i18n/content";
import type { Language } from "~/i18n/language";
import type { ArticleRecord } from "./record";

/** An article as a page in one language reads it. */
export type LocalizedArticle = Localized<ArticleRecord>;

/**
 * `article` in `language`. Its excerpt sums up the content it was written with: an article whose
 * content is in Arabic and whose excerpt is not shows no English excerpt beside the Arabic text,
 * and is summed up from its Arabic content instead, as one without an excerpt is.
 */
export function localizedArticle(article: ArticleRecord, language: Language): LocalizedArticle {
  const read = localized(article, language);
  if (language !== "ar" || read.englishOnly.includes("content") || !read.englishOnly.includes("excerpt")) return read;
  return { ...read, excerpt: null, englishOnly: read.englishOnly.filter((field) => field !== "excerpt") };
}
