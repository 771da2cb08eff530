import { z } from "zod";
import { fill } from "~/i18n/words";
import { hasControlCharacters } from "./control-characters";

// The Content Security Policy forbids eval; without this zod probes for it in the browser (which
// logs a policy violation) to compile its validators.
z.config({ jitless: true });

/**
 * An email address as the browser's email-type input accepts it, so the server never refuses an
 * address the form let through.
 */
export function emailAddress(message: string) {
  return z.email({ pattern: z.regexes.html5Email, error: message });
}

/** What a public form says of a field it refuses, in the page's language (`common.fieldErrors`). */
export interface FieldErrorWords {
  /** With {label}. */
  required: string;
  /** With {label} and {max}. */
  tooLong: string;
  /** With {label}. */
  notAllowed: string;
  invalidEmail: string;
  /** With {choices}, written with `choiceSeparator` between them. */
  chooseOne: string;
  choiceSeparator: string;
}

/**
 * Required text typed by a visitor: line breaks made \n, trimmed, at most `max` characters, and
 * no control characters; each refusal with a message naming the field, in `errors`' language.
 */
export function visitorText(label: string, max: number, errors: FieldErrorWords) {
  return madeOnce(errors, `text\n${label}\n${max}`, () => {
    const required = fill(errors.required, { label });
    return z
      .string({ error: required })
      .overwrite((text) => text.replace(/\r\n?/g, "\n"))
      .trim()
      .min(1, required)
      .max(max, fill(errors.tooLong, { label, max: max.toLocaleString("en-US") }))
      .refine((text) => !hasControlCharacters(text), fill(errors.notAllowed, { label }));
  });
}

/** A visitor's email address as the public forms take it, the browser's rule for an email field. */
export function visitorEmail(label: string, max: number, errors: FieldErrorWords) {
  return madeOnce(errors, `email\n${label}\n${max}`, () =>
    visitorText(label, max, errors).pipe(emailAddress(errors.invalidEmail)),
  );
}

const made = new WeakMap<object, Map<string, unknown>>();

/**
 * The schema `make` makes, made once for the words it speaks (`words`, one language's, which stay
 * the same object while the site runs) and `key`, and the same schema given again after: a zod
 * schema is not changed by use, and making one costs some 40 times as much as reading a form with it.
 */
function madeOnce<T>(words: object, key: string, make: () => T): T {
  let kept = made.get(words);
  if (!kept) {
    kept = new Map();
    made.set(words, kept);
  }
  if (!kept.has(key)) kept.set(key, make());
  return kept.get(key) as T;
}

export { z };
