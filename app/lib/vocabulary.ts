import type { ShownTerm } from "./shown-term";

/**
 * A closed list of values an admin can choose, each with the label visitors see and the colour
 * family its badge uses. Values are compared case-insensitively and with spaces, hyphens and
 * underscores treated alike, so "In Progress", "in-progress" and "in_progress" are one value.
 */
export type Tone = "green" | "blue" | "amber" | "red" | "violet" | "slate" | "teal" | "pink" | "orange";

export interface Term<V extends string = string> {
  value: V;
  label: string;
  tone: Tone;
  /** One of the values the spec's admin form offers; the others are the public pages' readings. */
  admin?: true;
}

export function normalizeTerm(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

/** A value's key with a final "s" dropped: "Competitions" and "competition" are one value. */
const singularKey = (value: string) => normalizeTerm(value).replace(/(?<=.)s$/, "");

export interface Vocabulary<V extends string> {
  terms: readonly Term<V>[];
  values: readonly V[];
  /** The term for `value`, however it is cased or spelled with spaces or hyphens. */
  find(value: string | null | undefined): Term<V> | undefined;
  /** The label for `value`; an unknown value is shown as written. */
  label(value: string | null | undefined): string;
  tone(value: string | null | undefined): Tone;
  shown(value: string): ShownTerm<V>;
}

/**
 * A vocabulary of `terms`. Two values that differ only in case, spacing or number are one value:
 * a list that holds both is refused, and finding either gives the one term.
 */
export function vocabulary<const V extends string>(terms: readonly Term<V>[]): Vocabulary<V> {
  const byKey = new Map<string, Term<V>>();
  for (const term of terms) {
    const key = singularKey(term.value);
    const twin = byKey.get(key);
    if (twin) throw new Error(`The vocabulary has "${twin.value}" and "${term.value}", which are one value`);
    byKey.set(key, term);
  }
  const find = (value: string | null | undefined) => (value ? byKey.get(singularKey(value)) : undefined);
  return {
    terms,
    values: terms.map((t) => t.value),
    find,
    label: (value) => find(value)?.label ?? value ?? "",
    tone: (value) => find(value)?.tone ?? "slate",
    shown: (value) => {
      const term = find(value);
      return { key: term?.value ?? null, written: value, tone: term?.tone ?? "slate" };
    },
  };
}
