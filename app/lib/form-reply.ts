import type { z } from "zod";
import type { ToastMessage } from "./messages";

/** Each field's messages, by the field's name. */
export type FieldErrors = Record<string, string[]>;

/**
 * What a public form's action answers about the form itself: the messages of the fields it
 * refused, what was typed (to show the form again without JavaScript), or that the form is done
 * and starts empty again.
 */
export interface FormReply {
  /** The outcome, as the visitor reads it (none for a form refused field by field). */
  message?: ToastMessage | null;
  errors?: FieldErrors;
  values?: Record<string, string>;
  reset?: boolean;
}

/** The messages of zod's issues, by the field each names (the first path segment), in order. */
export function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? "");
    errors[name] = [...(errors[name] ?? []), issue.message];
  }
  return errors;
}

/**
 * A posted form read by a zod object schema, the same in the browser and on the server: the text
 * of each of the schema's fields (a file is no text; a name sent twice is refused), and either the
 * checked values, or each refused field's messages with what was typed.
 */
export function checkForm<S extends z.ZodObject>(
  schema: S,
  form: FormData,
): { value: z.output<S> } | { errors: FieldErrors; values: Record<string, string> } {
  // A field sent twice is no one text: it is refused with the field's own message.
  const posted: Record<string, string | string[]> = {};
  const values: Record<string, string> = {};
  for (const name of Object.keys(schema.shape)) {
    const texts = form.getAll(name).filter((value): value is string => typeof value === "string");
    if (texts.length === 0) continue;
    posted[name] = texts.length === 1 ? (texts[0] ?? "") : texts;
    values[name] = (texts[0] ?? "").slice(0, 20_000);
  }
  const parsed = schema.safeParse(posted);
  return parsed.success ? { value: parsed.data } : { errors: fieldErrors(parsed.error.issues), values };
}
