import { formatLocalDate } from "~/lib/format";
import type { ArticleRecord } from "./record";

/**
 * The article with its date written out in the visitor's locale ("November 18, 2026" in en-US).
 * The server writes it with the page's data, so that the browser builds no date formatter while
 * it hydrates the page.
 */
export function withPublishedOn<A extends Pick<ArticleRecord, "publishedDate">>(
  article: A,
  locale: string,
): A & { publishedOn: string } {
  return { ...article, publishedOn: formatLocalDate(article.publishedDate, locale, { dateStyle: "long" }) };
}
