import { publicWords as arabic } from "./ar";
import { publicWords as english } from "./en";
import type { Language } from "./language";
import type { PublicWords } from "./words";

/**
 * The dictionaries are read on the server and handed to a page with its data: the browser gets
 * the words of the page's language and never a dictionary module.
 */
const publicWordsByLanguage: Readonly<Record<Language, PublicWords>> = { en: english, ar: arabic };

/** Every word a public page shows, in `language`. */
export function publicWords(language: Language): PublicWords {
  return publicWordsByLanguage[language];
}
