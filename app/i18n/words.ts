import type { publicWords } from "./en";
import type { answers } from "./en/answers";
import type { settings } from "./en/settings";
import type { Language } from "./language";

/** The plural forms a language may write (`Intl.PluralRules` categories). */
export type PluralCategory = "zero" | "one" | "two" | "few" | "many" | "other";

/**
 * A dictionary's shape, taken from its English version with every text widened to any string:
 * another language's dictionary declared with it fails the type check when a text is missing,
 * misnamed or of another shape (a plural written as one text). Where English writes plural forms
 * (an object of `other` and other categories only), another language writes the forms it has.
 */
export type Words<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends { readonly other: string }
      ? Exclude<keyof T[K], PluralCategory> extends never
        ? PluralForms
        : Words<T[K]>
      : Words<T[K]>;
};

/**
 * A text that depends on a count, in the forms of `Intl.PluralRules`: English uses `one` and
 * `other`; Arabic also `zero`, `two`, `few` and `many`. `{count}` stands for the count.
 */
export interface PluralForms {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/**
 * Every word a public page shows, by part of the site. The browser gets them all in the page's
 * language as one JSON file that it keeps (7–9 KB compressed, and no script); the admin area's
 * words and the server's answers are apart.
 */
export type PublicWords = Words<typeof publicWords>;

/** The words the server writes into its answers to the public forms, apart from the public words. */
export type AnswerWords = Words<typeof answers>;

/** The texts the site's settings start with, which the server puts in a page's language. */
export type SettingsWords = Words<typeof settings>;

/** The site's frame on every public page: header, navigation, menu, footer. */
export type SiteWords = PublicWords["site"];

/** `template` with each `{name}` replaced by `values[name]`; an unknown name is left as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

const pluralRules = new Map<Language, Intl.PluralRules>();

/** The form of `forms` that `count` takes in `language`, with `{count}` written in as `shown`. */
export function plural(language: Language, forms: PluralForms, count: number, shown: string = String(count)): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const category = rules.select(count) as keyof PluralForms;
  return fill(forms[category] ?? forms.other, { count: shown });
}
