import { startedText } from "~/components/started-text";
import { useWords } from "~/lib/root-data";
import type { LocalizedArticle } from "./localized";
import { DEFAULT_LINK_TEXT } from "./record";

/**
 * The text of an article's external link: the admin's own in the page's language, else the one it
 * started with written in the page's language ('Read Full Article'), else the admin's English text,
 * marked as English on an Arabic page.
 */
export function LinkText({ article }: { article: Pick<LocalizedArticle, "linkText" | "englishOnly"> }) {
  const { news } = useWords();
  return startedText(
    article.linkText,
    DEFAULT_LINK_TEXT,
    news.readFullArticle,
    article.englishOnly.includes("linkText"),
  );
}
