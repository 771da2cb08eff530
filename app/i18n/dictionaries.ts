import type { Language } from "./language";
import type { PublicWords } from "./words";

/**
 * The public words of the languages at hand: on the server both (the root loader keeps its page's
 * language here before the page renders); in the browser the page's, fetched once as a file it
 * keeps (`app/entry.client.tsx`) before the page comes alive. A page's data never carries them, so
 * that a page is not rendered, sent and read with its words each time.
 */
const kept: Partial<Record<Language, PublicWords>> = {};

export function keepPublicWords(language: Language, words: PublicWords): void {
  kept[language] = words;
}

/** The public words of `language` if they are at hand. */
export function loadedPublicWords(language: Language): PublicWords | undefined {
  return kept[language];
}

/** Marks the link that has the browser fetch the page's words with the page (`rel="preload"`). */
export const WORDS_LINK_ATTRIBUTE = "data-words";
