import type { Language } from "./language";
import type { PublicWords } from "./words";

/**
 * The public words of the languages this process has loaded: on the server both, once each; in the
 * browser the page's language, as a module of its own that the browser keeps between pages and
 * visits, loaded before the page comes alive (`app/entry.client.tsx`). A page's data never carries
 * them, so that a page is not rendered, sent and read with its words each time.
 */
const loaded: Partial<Record<Language, PublicWords>> = {};

const dictionaries: Readonly<Record<Language, () => Promise<{ publicWords: PublicWords }>>> = {
  en: () => import("./en"),
  ar: () => import("./ar"),
};

/** The public words of `language`, loaded once. */
export async function loadPublicWords(language: Language): Promise<PublicWords> {
  const words = loaded[language] ?? (await dictionaries[language]()).publicWords;
  loaded[language] = words;
  return words;
}

/** The public words of `language` if they are loaded (a page in that language has been rendered here). */
export function loadedPublicWords(language: Language): PublicWords | undefined {
  return loaded[language];
}
