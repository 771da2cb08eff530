import type { Tone } from "./vocabulary";

/**
 * A value as a public page shows it, read on the server with the page's data (the browser loads no
 * vocabulary): the value of the term it is (a key of the page's words for it), or null for a value
 * no term has, which is shown as written; and its badge's colour.
 */
export interface ShownTerm<V extends string = string> {
  key: V | null;
  written: string;
  tone: Tone;
}

/** The page's word for a shown value: its term's, or the value as written when no term has it. */
export function wordOf<V extends string>(term: ShownTerm<V>, words: Record<V, string>): string {
  return term.key === null ? term.written : words[term.key];
}
