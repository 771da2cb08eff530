import type { Language } from "./language";

/**
 * Content in two languages: a record holds each text a visitor reads in English (`title`) and,
 * where an admin wrote it, in Arabic (`titleAr`, the same record). A page reads the record in its
 * own language: on an Arabic page the Arabic text where there is one, else the English, and the
 * names of the texts that fell back, so that the page can mark them as English (they then read
 * left to right, in a voice that says them in English) and say when its main text is missing.
 */

/** The names of `R`'s texts that have an Arabic version (`title` for `titleAr`). */
export type Translated<R> = {
  [K in keyof R & string]: `${K}Ar` extends keyof R ? K : never;
}[keyof R & string];

/** A record as a page in one language reads it: one version of each text, and which are English. */
export type Localized<R> = Omit<R, `${Translated<R>}Ar`> & {
  /** The texts shown in English on an Arabic page, as none was written in Arabic. */
  englishOnly: readonly Translated<R>[];
};

/** Whether a stored text says something (a list with an item, text that is not blank). */
function written(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === "string" && value.trim() !== "";
}

/** `record` in `language`: its Arabic versions in place of the English where written, without the `…Ar` fields. */
export function localized<R extends object>(record: R, language: Language): Localized<R> {
  const source = record as Record<string, unknown>;
  const result: Record<string, unknown> = {};
  const englishOnly: string[] = [];
  for (const [key, value] of Object.entries(source)) {
    if (key.endsWith("Ar") && Object.hasOwn(source, key.slice(0, -2))) continue;
    const arabic = `${key}Ar`;
    if (language === "ar" && Object.hasOwn(source, arabic)) {
      if (written(source[arabic])) {
        result[key] = source[arabic];
        continue;
      }
      if (written(value)) englishOnly.push(key);
    }
    result[key] = value;
  }
  result.englishOnly = englishOnly;
  return result as Localized<R>;
}

/** Each record of `records` in `language`. */
export function localizedAll<R extends object>(records: readonly R[], language: Language): Localized<R>[] {
  return records.map((record) => localized(record, language));
}

/**
 * The attributes of the element that shows the text `field` of a localized record: an English text
 * on an Arabic page is marked English and left to right; any other reads in the direction of its
 * own letters (a Latin name in an Arabic sentence, Arabic written in an English field).
 */
export function textAttributes(
  record: { englishOnly: readonly string[] },
  field: string,
): { lang: "en"; dir: "ltr" } | { dir: "auto" } {
  return record.englishOnly.includes(field) ? { lang: "en", dir: "ltr" } : { dir: "auto" };
}

/**
 * The marks of a text shown in English on an Arabic page, and none for any other: for an element
 * that isolates its text already (`<bdi>`), which needs no `dir="auto"`.
 */
export function englishMarks(record: { englishOnly: readonly string[] }, field: string): { lang?: "en"; dir?: "ltr" } {
  return record.englishOnly.includes(field) ? { lang: "en", dir: "ltr" } : {};
}
