import { safeHref } from "~/lib/club";
import { hasControlCharacters } from "~/lib/control-characters";
import { markdownProblem } from "~/lib/markdown-limits";
import type { UploadRule } from "~/lib/media";
import { isRecordId } from "~/lib/record-id";
import { isSlug, SLUG_MAX_LENGTH, typedSlug } from "~/lib/slug";
import { DEFAULT_TIME_ZONE, dayIn, isTimeZone } from "~/lib/time-zone";
import { COMMA, latinDigits } from "~/lib/typed-text";
import type { Term, Vocabulary } from "~/lib/vocabulary";
import { emailAddress, z } from "~/lib/zod";

/**
 * The fields of the admin forms. Each builder gives one field: its label, the control it shows, and
 * its zod schema, which reads what the form posts (text, or nothing) and applies the spec's
 * conversions. The same schema checks the form in the browser and in the action.
 */

/** What a form posts for a field: its text, or nothing at all. */
type Posted = string | undefined;

export type Control =
  | { kind: "text"; inputType: "text" | "email"; placeholder?: string; suggestions?: readonly string[] }
  | { kind: "textarea"; rows: number }
  /** Text written in Markdown, with a preview and pictures uploaded by `pictures` (null: a text without pictures). */
  | { kind: "markdown"; rows: number; pictures: UploadRule | null }
  | { kind: "date" }
  | { kind: "time" }
  /** A wall-clock date and time in the site's time zone. */
  | { kind: "datetime" }
  | { kind: "integer"; min: number }
  | { kind: "list"; placeholder?: string }
  | {
      kind: "select";
      /** The spec's admin values, in order. */
      options: readonly { value: string; label: string }[];
      /** The values only the public pages' readings use, offered in a group of their own. */
      moreOptions: readonly { value: string; label: string }[];
    }
  | { kind: "switch" }
  /** One record of another collection (its key), chosen by title; `none` is the choice of none. */
  | { kind: "reference"; collection: string; none: string }
  | { kind: "upload"; rule: UploadRule };

export interface FormField<N extends string = string, T = unknown> {
  name: N;
  label: string;
  description?: string;
  required: boolean;
  /** Shares a row with the next half-width field on wide screens. */
  half: boolean;
  /** A heading the form shows above this field, starting a group of the fields after it. */
  section?: string;
  control: Control;
  schema: z.ZodType<T, Posted>;
  /** The form's text for a stored value (edit mode). */
  formValue(value: unknown): string | undefined;
  /** The form's text in create mode, on the day `today` (yyyy-MM-dd, the site's time zone). */
  initial(today: string): string | undefined;
  /** A word of warning next to the field for a value that is saved as it is but may not work. */
  warning?(value: string | undefined): string | null;
  /** The field holds Arabic (the twin of `arabicOf`): it is written and previewed right to left. */
  arabicOf?: string;
}

interface Options {
  description?: string;
  half?: boolean;
  section?: string;
}

/** The largest value a PostgreSQL integer column holds. */
const INTEGER_MAX = 2_147_483_647;

/** Today in the site's time zone (yyyy-MM-dd), the default of date fields. */
export function clubToday(timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string {
  return dayIn(timeZone, now);
}

const asText = (value: unknown): string | undefined =>
  value === null || value === undefined ? undefined : String(value);

function field<N extends string, T>(
  name: N,
  label: string,
  control: Control,
  schema: z.ZodType<T, Posted>,
  options: Options & {
    required?: boolean;
    initial?: (today: string) => string | undefined;
    formValue?: (v: unknown) => Posted;
  },
): FormField<N, T> {
  return {
    name,
    label,
    control,
    schema,
    required: options.required ?? false,
    half: options.half ?? false,
    ...(options.description ? { description: options.description } : {}),
    ...(options.section ? { section: options.section } : {}),
    formValue: options.formValue ?? asText,
    initial: options.initial ?? (() => undefined),
  };
}

export const requiredMessage = (label: string) => `${label} is required`;

/** Trimmed text that must not be empty. */
function requiredString(label: string) {
  return z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label));
}

/** Trimmed text; empty gives null. */
const optionalString = z
  .string()
  .optional()
  .transform((value) => {
    const text = value?.trim() ?? "";
    return text === "" ? null : text;
  });

/**
 * How a text field reads empty: with `required`, it gets the message '{label} is required'; with
 * `default`, it gives that text, which the form also starts with ('Register Now'); else null.
 */
interface TextOptions extends Options {
  required?: boolean;
  default?: string;
  placeholder?: string;
}

/** A text field's options when none are given. */
type NoOptions = Record<never, never>;

/** What a text field gives once checked: text, or null when it may be empty and has no default. */
type TextValue<O extends TextOptions> = O extends { required: true } | { default: string } ? string : string | null;

function textSchema(label: string, options: TextOptions): z.ZodType<string | null, Posted> {
  if (options.required) return requiredString(label);
  const fallback = options.default;
  if (fallback === undefined) return optionalString;
  return z
    .string()
    .optional()
    .transform((value) => value?.trim() || fallback);
}

function textField<N extends string, const O extends TextOptions>(
  name: N,
  label: string,
  control: Control,
  options: O,
) {
  const { required, default: fallback, placeholder: _placeholder, ...rest } = options;
  return field(name, label, control, textSchema(label, options), {
    ...rest,
    required: required ?? false,
    ...(fallback !== undefined ? { initial: () => fallback } : {}),
  }) as FormField<N, TextValue<O>>;
}

/** One line of text (trimmed). */
export function text<N extends string, const O extends TextOptions = NoOptions>(name: N, label: string, options?: O) {
  const placeholder = options?.placeholder ?? options?.default;
  const control: Control = { kind: "text", inputType: "text", ...(placeholder ? { placeholder } : {}) };
  return textField(name, label, control, options ?? ({} as O));
}

/** Longer text, line breaks kept (trimmed at its ends). */
export function textarea<N extends string, const O extends TextOptions & { rows?: number } = NoOptions>(
  name: N,
  label: string,
  options?: O,
) {
  const rows = options?.rows ?? (options?.required ? 4 : 3);
  const { rows: _rows, ...rest } = options ?? ({} as O);
  return textField(name, label, { kind: "textarea", rows }, rest as O);
}

/** An email address (email-type input), checked when given; empty gives null unless required. */
/**
 * Text written in Markdown (lib/markdown.server.ts): the form shows it as written, a preview of
 * exactly what visitors will see, and a way to insert a picture uploaded by the rule `pictures`.
 */
export function markdown<
  N extends string,
  const O extends TextOptions & { rows?: number; pictures: UploadRule | null },
>(name: N, label: string, options: O) {
  const { rows = 10, pictures, ...rest } = options;
  const made = textField(name, label, { kind: "markdown", rows, pictures }, rest as Omit<O, "rows" | "pictures">);
  // Held to what the site reads of one text (lib/markdown-limits.ts), with the reason next to the field.
  const schema = made.schema.superRefine((value, context) => {
    const problem = value === null ? null : markdownProblem(label, value);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }) as typeof made.schema;
  return { ...made, schema };
}

/** A record of the collection `collection`, or none: its id (features/admin/choices.server.ts lists them). */
export function reference<N extends string>(
  name: N,
  label: string,
  options: Options & { collection: string; none: string },
) {
  const { collection, none, ...rest } = options;
  const schema = optionalString.refine(
    (value) => value === null || isRecordId(value),
    `Choose a ${label.toLowerCase()} from the list`,
  );
  return field(name, label, { kind: "reference", collection, none }, schema, rest);
}

export function email<N extends string, const O extends Omit<TextOptions, "default"> = NoOptions>(
  name: N,
  label: string,
  options?: O,
) {
  const address = emailAddress("Please enter a valid email address");
  const schema = options?.required ? requiredString(label).pipe(address) : optionalString.pipe(address.nullable());
  const { required, placeholder: _placeholder, ...rest } = options ?? ({} as O);
  return field(name, label, { kind: "text", inputType: "email" }, schema, {
    ...rest,
    required: required ?? false,
  }) as FormField<N, TextValue<O>>;
}

/**
 * What an enabled link that is not a web address gives visitors, said in the admin list and next
 * to the field: the spec keeps links unchecked, so it is saved, with this warning.
 */
export function linkWarning(link: string | null | undefined, unusable: string): string | null {
  return link?.trim() && safeHref(link) === null ? `Not a web address: ${unusable}.` : null;
}

/** An optional link, kept as typed (the spec does not check links), with a warning when unusable. */
export function link<N extends string>(name: N, label: string, options: Options & { unusable: string }) {
  const { unusable, ...rest } = options;
  return {
    ...text(name, label, { ...rest, placeholder: "https://" }),
    warning: (value: string | undefined) => linkWarning(value, unusable),
  };
}

/**
 * The last part of a record's page address (`/events/<slug>`). Empty, the site makes it from the
 * title; typed, it is read in the slug's form (lowercase, spaces as hyphens) and must then be one.
 */
export function slug<N extends string>(name: N, label: string, options: Options & { path: string }) {
  const { path, ...rest } = options;
  // Empty text stands for "make it from the title", so that the value fits the column as it is.
  const schema = z
    .string()
    .optional()
    .transform((value) => typedSlug(value ?? ""))
    .refine((value) => value.length <= SLUG_MAX_LENGTH, `${label} is at most ${SLUG_MAX_LENGTH} characters`)
    .refine((value) => value === "" || isSlug(value), `${label} may hold only letters a–z, digits and hyphens`);
  return field(name, label, { kind: "text", inputType: "text", placeholder: "made from the title" }, schema, {
    description: `The page's address: ${path}/… Leave it empty to make it from the title; an Arabic title gives the date and a short code (${path}/2026-12-18-k7m4), so type an English address, such as rocket-workshop, for one people can read.`,
    ...rest,
  });
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The time zones this runtime knows, offered as suggestions (none where it cannot list them). */
function knownTimeZones(): readonly string[] {
  const intl = Intl as { supportedValuesOf?: (key: "timeZone") => string[] };
  return intl.supportedValuesOf?.("timeZone") ?? [];
}

/** An IANA time zone name (Asia/Riyadh, Europe/Berlin, UTC), required, with the known ones suggested. */
export function timeZone<N extends string>(name: N, label: string, options: Options = {}) {
  const schema = requiredString(label).refine(isTimeZone, "Choose a time zone from the list, such as Asia/Riyadh");
  return field(name, label, { kind: "text", inputType: "text", suggestions: knownTimeZones() }, schema, {
    ...options,
    required: true,
  });
}

/** A calendar date (yyyy-MM-dd), required; create mode starts with today when `today` is set. */
export function date<N extends string>(name: N, label: string, options: Options & { today?: boolean } = {}) {
  const schema = requiredString(label).refine((value) => {
    const match = isoDate.exec(value);
    if (!match) return false;
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    // setUTCFullYear, unlike Date.UTC, does not read years 0-99 as 1900-1999; PostgreSQL has no year 0.
    const parsed = new Date(0);
    parsed.setUTCFullYear(year, month - 1, day);
    return (
      year >= 1 && parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day
    );
  }, "Enter a valid date");
  return field(name, label, { kind: "date" }, schema, {
    ...options,
    required: true,
    formValue: (value) => asText(value)?.slice(0, 10),
    ...(options.today ? { initial: (today: string) => today } : {}),
  });
}

/** A time of day (HH:mm), required; stored times (HH:mm:ss) are shown to the minute. */
export function time<N extends string>(name: N, label: string, options: Options = {}) {
  const schema = requiredString(label)
    .refine((value) => /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value), "Enter a valid time")
    .transform((value) => value.slice(0, 5));
  return field(name, label, { kind: "time" }, schema, {
    ...options,
    required: true,
    formValue: (value) => asText(value)?.slice(0, 5),
  });
}

/**
 * An optional date and time of day in the site's time zone, stored as the wall-clock time it is
 * there (`2026-12-01 18:00:00`, as an event's date and time are); empty gives null.
 */
export function datetime<N extends string>(name: N, label: string, options: Options = {}) {
  const schema = optionalString
    .refine(
      (value) => value === null || /^\d{4}-\d{2}-\d{2}[T ]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value),
      "Enter a valid date and time",
    )
    .refine(
      (value) => value === null || date("d", label).schema.safeParse(value.slice(0, 10)).success,
      "Enter a valid date and time",
    )
    .transform((value) => (value === null ? null : `${value.slice(0, 10)} ${value.slice(11, 16)}:00`));
  return field(name, label, { kind: "datetime" }, schema, {
    ...options,
    formValue: (value) => {
      const text = asText(value);
      return text ? `${text.slice(0, 10)}T${text.slice(11, 16)}` : undefined;
    },
  });
}

/**
 * Text the admin writes in lines that the site reads as a value (an event's questions): `parse`
 * gives the value or says what is wrong; `format` writes a stored value back as text.
 */
export function parsedText<N extends string, T>(
  name: N,
  label: string,
  options: Options & {
    rows?: number;
    parse: (text: string) => { value: T } | { error: string };
    format: (value: T) => string;
    empty: T;
  },
) {
  const { rows = 4, parse, format, empty, ...rest } = options;
  const schema = z
    .string()
    .optional()
    .transform((text, context): T => {
      if (!text?.trim()) return empty;
      const parsed = parse(text);
      if ("error" in parsed) {
        context.addIssue({ code: "custom", message: parsed.error });
        return z.NEVER;
      }
      return parsed.value;
    });
  return field(name, label, { kind: "textarea", rows }, schema, {
    ...rest,
    formValue: (value) => (value === null || value === undefined ? undefined : format(value as T) || undefined),
  });
}

/**
 * A whole number of at least `min`. Empty gives null, or `default` when given (display order gives
 * 0, which the form also starts with); anything else that is not a whole number gets a message,
 * never a database error.
 */
export function integer<N extends string, D extends number | null = null>(
  name: N,
  label: string,
  options: Options & { min?: number; default?: D } = {},
) {
  const { min = 0, default: fallback, ...rest } = options;
  const empty = (fallback ?? null) as D;
  const schema = z
    .string()
    .optional()
    .transform((value, context): number | D => {
      const text = latinDigits(value?.trim() ?? "");
      if (text === "") return empty;
      const number = /^[+-]?[0-9]+$/.test(text) ? Number(text) : Number.NaN;
      if (Number.isNaN(number)) {
        context.addIssue({ code: "custom", message: `${label} must be a whole number` });
        return z.NEVER;
      }
      if (number < min || number > INTEGER_MAX) {
        context.addIssue({ code: "custom", message: `${label} must be from ${min} to ${INTEGER_MAX}` });
        return z.NEVER;
      }
      return number;
    });
  return field(name, label, { kind: "integer", min }, schema, {
    ...rest,
    ...(fallback !== undefined && fallback !== null ? { initial: () => String(fallback) } : {}),
  });
}

/** Comma-separated text, split and trimmed; empty gives an empty list. */
export function list<N extends string>(name: N, label: string, options: Options & { placeholder?: string } = {}) {
  const schema = z
    .string()
    .optional()
    .transform((value) =>
      (value ?? "")
        .split(COMMA)
        .map((item) => item.trim())
        .filter((item) => item !== ""),
    );
  return field(
    name,
    label,
    { kind: "list", ...(options.placeholder ? { placeholder: options.placeholder } : {}) },
    schema,
    {
      description: "Separate items with commas.",
      ...options,
      formValue: (value) => (Array.isArray(value) ? value.join(", ") : undefined),
    },
  );
}

/** One value of a vocabulary; empty gives the default. Stored values are shown as the list spells them. */
export function select<N extends string, V extends string>(
  name: N,
  label: string,
  vocabulary: Vocabulary<V>,
  fallback: NoInfer<V>,
  options: Options = {},
) {
  const schema = z
    .string()
    .optional()
    .transform((value, context): V => {
      if (!value?.trim()) return fallback;
      const term = vocabulary.find(value);
      if (!term) {
        context.addIssue({ code: "custom", message: `Choose a ${label.toLowerCase()} from the list` });
        return z.NEVER;
      }
      return term.value;
    });
  const option = (term: Term<V>) => ({ value: term.value, label: term.label });
  const control: Control = {
    kind: "select",
    options: vocabulary.terms.filter((term) => term.admin).map(option),
    moreOptions: vocabulary.terms.filter((term) => !term.admin).map(option),
  };
  return field(name, label, control, schema, {
    ...options,
    initial: () => fallback,
    formValue: (value) => vocabulary.find(asText(value))?.value ?? asText(value),
  });
}

/** An on/off switch: a checked box posts "on". */
export function toggle<N extends string>(name: N, label: string, options: Options & { on?: boolean } = {}) {
  const schema = z
    .string()
    .optional()
    .transform((value) => value === "on" || value === "true");
  return field(name, label, { kind: "switch" }, schema, {
    ...options,
    initial: () => (options.on ? "on" : undefined),
    formValue: (value) => (value === true ? "on" : undefined),
  });
}

/**
 * A file in storage, chosen and uploaded in the form: the field holds the file's public address.
 * Optional uploads give null when empty.
 */
export function upload<N extends string, R extends boolean = false>(
  name: N,
  label: string,
  rule: UploadRule,
  options: Options & { required?: R } = {},
) {
  const required = options.required ?? false;
  const message = `${label} is required: choose a file and upload it`;
  const address = { message: mediaAddressMessage(label) };
  const schema = required
    ? z.string({ error: message }).trim().min(1, message).refine(isMediaAddress, address)
    : optionalString.refine((value) => value === null || isMediaAddress(value), address);
  return field(name, label, { kind: "upload", rule }, schema, { ...options, required }) as FormField<
    N,
    R extends true ? string : string | null
  >;
}

/**
 * What an upload field may hold: a file of this site (a path here, or its storage's address) or an
 * https:// address, never a `javascript:` or `data:` address. The server also checks that an
 * address that is not https names a file of its own storage.
 */
export const mediaAddressMessage = (label: string) => `${label} must be a file uploaded here or an https:// address`;

/**
 * What an upload field holds, for the browser's check, while a file chosen in it waits to be
 * uploaded with the form: an address of this site, as the file's will be once stored.
 */
export const chosenFileAddress = (fileName: string) => `/chosen/${encodeURIComponent(fileName)}`;

export function isMediaAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.startsWith("/\\");
  return /^https?:\/\/[^/]/i.test(value);
}

/** What an Arabic twin of a field gives: a list stays a list, any text may be left empty. */
type ArabicValue<T> = T extends readonly string[] ? string[] : string | null;

/**
 * The Arabic version of a text field: the column `<name>Ar`, labelled "<label> (Arabic)", written
 * right to left and never required (empty, Arabic pages show the English text). It keeps the
 * field's control and limits: a Markdown text is checked as one, a list is read as one.
 */
export function inArabic<N extends string, T>(english: FormField<N, T>): FormField<`${N}Ar`, ArabicValue<T>> {
  const name = `${english.name}Ar` as const;
  const label = `${english.label} (Arabic)`;
  const { control } = english;
  let schema: z.ZodType<unknown, Posted>;
  if (control.kind === "list") schema = list(name, label).schema;
  else if (control.kind === "markdown") schema = markdown(name, label, { pictures: control.pictures }).schema;
  else if (control.kind === "text" || control.kind === "textarea") schema = optionalString;
  else throw new Error(`${english.name} is not a text: it has no Arabic version`);
  const textControl: Control = control.kind === "text" ? { kind: "text", inputType: "text" } : control;
  return {
    ...field(name, label, textControl, schema as z.ZodType<ArabicValue<T>, Posted>, {
      description: "Shown on the Arabic pages. Empty: they show the English text.",
      ...(english.control.kind === "list" ? { formValue: english.formValue } : {}),
    }),
    half: english.half,
    arabicOf: english.name,
  };
}

/**
 * A text field and its Arabic version, side by side on a wide form (one under the other on a
 * phone, and for Markdown, whose preview needs the width).
 */
export function bilingual<N extends string, T>(english: FormField<N, T>) {
  const side = english.control.kind !== "markdown";
  return [
    { ...english, half: side },
    { ...inArabic(english), half: side },
  ] as const;
}

/** The values a list of fields gives once its form is checked. */
export type ValuesOf<F extends readonly FormField[]> = {
  [K in F[number] as K["name"]]: K extends FormField<string, infer T> ? T : never;
};

/**
 * What every posted value goes through before its field's own rule: line breaks made \n (a
 * textarea posts \r\n), and no control characters other than tab and line feed.
 */
function postedText(label: string) {
  return z
    .string()
    .optional()
    .transform((value) => value?.replace(/\r\n?/g, "\n"))
    .refine(
      (value) => value === undefined || !hasControlCharacters(value),
      `${label} contains characters that are not allowed`,
    );
}

/** A posted text as the form's check reads it: line breaks made \n, and empty as nothing. */
function postedForm(value: Posted): string {
  return (value ?? "").replace(/\r\n?/g, "\n");
}

/**
 * The values to store, given the checked `values` of a form posted over `stored`: a field whose
 * posted text is exactly the text the form showed for the stored value keeps the stored value,
 * so opening and saving a record without changes stores exactly what was there (a list entry
 * with a comma is not split again, text with outer spaces is not trimmed).
 */
export function keepUnchanged<V extends Record<string, unknown>>(
  fields: readonly FormField[],
  posted: (name: string) => Posted,
  values: V,
  stored: Record<string, unknown>,
): V {
  const kept: Record<string, unknown> = { ...values };
  for (const field of fields) {
    if (!Object.hasOwn(stored, field.name)) continue;
    if (postedForm(posted(field.name)) === postedForm(field.formValue(stored[field.name]))) {
      kept[field.name] = stored[field.name];
    }
  }
  return kept as V;
}

/** One zod schema for a form's fields. */
export function formSchema<const F extends readonly FormField[]>(fields: F) {
  const shape: Record<string, z.ZodType<unknown, Posted>> = {};
  for (const formField of fields) shape[formField.name] = postedText(formField.label).pipe(formField.schema);
  return z.object(shape) as unknown as z.ZodType<ValuesOf<F>, Record<string, Posted>>;
}
