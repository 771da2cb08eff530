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
}

export function normalizeTerm(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
}

export interface Vocabulary<V extends string> {
  terms: readonly Term<V>[];
  values: readonly V[];
  /** The term for `value`, however it is cased or spelled with spaces or hyphens. */
  find(value: string | null | undefined): Term<V> | undefined;
  /** The label for `value`; an unknown value is shown as written. */
  label(value: string | null | undefined): string;
  tone(value: string | null | undefined): Tone;
}

export function vocabulary<const V extends string>(terms: readonly Term<V>[]): Vocabulary<V> {
  const byKey = new Map(terms.map((t) => [normalizeTerm(t.value), t]));
  const find = (value: string | null | undefined) => (value ? byKey.get(normalizeTerm(value)) : undefined);
  return {
    terms,
    values: terms.map((t) => t.value),
    find,
    label: (value) => find(value)?.label ?? value ?? "",
    tone: (value) => find(value)?.tone ?? "slate",
  };
}
