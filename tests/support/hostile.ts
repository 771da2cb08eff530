import fc from "fast-check";
import { answerOf } from "./answers";

/**
 * Arbitraries of what a hostile or careless client sends, and the conversions the site documents
 * for text it keeps, written here independently of the product's own code so that the fuzz tests
 * compare the product against them.
 */

/** Pieces that have broken escaping, parsing or storage somewhere. */
export const hostileFragments = [
  "<script>alert(1)</script>",
  // Markdown: unsafe links and pictures, raw HTML, marks left open.
  "[x](javascript:alert(1))",
  "[x](<javascript:alert(1)>)",
  "![x](https://tracker.example/p.gif)",
  "[ref]: javascript:alert(1)\n\n[ref]",
  "<div onclick=alert(1)>",
  "**",
  "_",
  "`",
  "\n\n# ",
  "\n> ",
  "\n| a | b |\n|---|---|\n",
  "<https://example.org>",
  "</script><script>alert(1)</script>",
  "</SCRIPT >",
  "<!--",
  "-->",
  "<![CDATA[x]]>",
  "]]>",
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
  "javascript:alert(1)",
  "&amp;&lt;&#0;&#x41;",
  "'; DROP TABLE events; --",
  "1 OR 1=1",
  "' OR ''='",
  "%' AND 1=1 --",
  "\\",
  "\\n",
  '\\"',
  "{",
  "}",
  '{"a",NULL}',
  "NULL",
  ",",
  ";",
  ":",
  "=1+1",
  "+1",
  "-1",
  "@SUM(A1)",
  '=HYPERLINK("http://evil.example")',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template injection, as text
  "${7*7}",
  "{{7*7}}",
  "\u202E",
  "\u202Dabc\u202C",
  "\u2066\u2069",
  "\u200F",
  "\u2028",
  "\u2029",
  "\uFEFF",
  "\u00A0",
  "\uD800",
  "\uDFFF",
  "\uDBFF\uDFFF",
  "😀",
  "e\u0301",
  "ﷺ",
  "مرحبا",
  "\r\n",
  "\r",
  "\n",
  "\t",
  " ",
  "BEGIN:VEVENT",
  "END:VCALENDAR\r\nX:",
] as const;

/** Characters that act rather than show: C0 (but tab and line feed), DEL and C1. */
export const controlCharacter = fc
  .oneof(
    fc.integer({ min: 0x00, max: 0x1f }).filter((code) => code !== 0x09 && code !== 0x0a),
    fc.integer({ min: 0x7f, max: 0x9f }),
  )
  .map((code) => String.fromCharCode(code));

/** Any text: fragments, control characters, random UTF-16 (lone surrogates included). */
export function hostileText(options: { maxPieces?: number } = {}) {
  const piece = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...hostileFragments) },
    { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 6 }) },
    { weight: 2, arbitrary: fc.string({ unit: fc.constantFrom(..."\uD800\uDC00\uDFFFa"), maxLength: 4 }) },
    { weight: 1, arbitrary: controlCharacter },
  );
  return fc.array(piece, { maxLength: options.maxPieces ?? 8 }).map((pieces) => pieces.join(""));
}

/** Text with no character the site refuses, so a field that takes text keeps it. */
export function storableText(options: { maxPieces?: number } = {}) {
  return hostileText(options).map((text) => stripControlCharacters(wellFormed(text)));
}

/** A very long string (the largest is over the 1 MB a multipart field may carry). */
export const hugeText = fc
  .tuple(fc.constantFrom(10_001, 70_000, 300_000, 1_048_577), fc.constantFrom(...hostileFragments))
  .map(([length, fragment]) => `${fragment}${"x".repeat(length)}${fragment}`);

/** Lone surrogates replaced by U+FFFD, as every form encoding (and the database) does. */
export function wellFormed(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        out += text.slice(i, i + 2);
        i++;
      } else out += "\uFFFD";
    } else if (code >= 0xdc00 && code <= 0xdfff) out += "\uFFFD";
    else out += text[i];
  }
  return out;
}

export function isControlCode(code: number): boolean {
  return (code <= 0x1f && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);
}

/** Whether text has a character the site refuses (checked once CR LF and lone CR are made LF). */
export function hasControl(text: string): boolean {
  for (const character of lineBreaks(text)) if (isControlCode(character.codePointAt(0) ?? 0)) return true;
  return false;
}

function stripControlCharacters(text: string): string {
  return [...lineBreaks(text)].filter((character) => !isControlCode(character.codePointAt(0) ?? 0)).join("");
}

/** A textarea's CR LF (and a lone CR) made LF. */
export function lineBreaks(text: string): string {
  return text.replace(/\r\n?/g, "\n");
}

/** JavaScript's trim, which zod's .trim() uses (it takes \v, \f, U+FEFF, U+2028, NBSP...). */
export function trimmed(text: string): string {
  return text.trim();
}

/** The HTML email-input rule for addresses (the WHATWG definition). */
export const html5Email =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Addresses, many valid (some spreadsheet formulas, some with case and spaces), some not. */
export const emailLike = fc.oneof(
  { weight: 4, arbitrary: fc.emailAddress() },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom("=cmd|'/C calc'!A0", "+1", "-2+3", "@a", "Mixed.Case", "o'brien", "a"),
        fc.constantFrom("example.org", "EXAMPLE.org", "x-y.example"),
        fc.constantFrom("", " ", "\t", "\n", "\uFEFF"),
      )
      .map(([local, domain, pad]) => `${pad}${local.replace(/[^a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]/g, "")}@${domain}${pad}`),
  },
  { weight: 2, arbitrary: hostileText() },
  { weight: 1, arbitrary: hostileText().map((text) => `${text}@example.org`) },
  { weight: 1, arbitrary: fc.constant(`${"a".repeat(250)}@example.org`) },
);

/** UUIDs, and ids that are not. */
export const idLike = fc.oneof(
  fc.uuid(),
  fc.constantFrom("", "0", "-1", "1 OR 1=1", "'; DROP TABLE events; --", "00000000-0000-0000-0000-00000000000g"),
  fc.constantFrom("00000000-0000-0000-0000-000000000000", "FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF"),
  hostileText(),
);

/** `intent` values: the known ones, and names an object lookup would misread. */
export function intentLike(known: readonly string[]) {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...known) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        "constructor",
        "__proto__",
        "toString",
        "hasOwnProperty",
        "valueOf",
        "CREATE",
        " create",
        "create ",
        "",
      ),
    },
    { weight: 1, arbitrary: hostileText() },
  );
}

/** What a field can be sent as: text, repeated, a file, or left out. */
export type FieldValue =
  | { kind: "text"; value: string }
  | { kind: "repeated"; values: string[] }
  | { kind: "file"; name: string; bytes: Uint8Array }
  | { kind: "missing" };

export function fieldValue(text: fc.Arbitrary<string>): fc.Arbitrary<FieldValue> {
  return fc.oneof(
    { weight: 10, arbitrary: text.map((value): FieldValue => ({ kind: "text", value })) },
    {
      weight: 1,
      arbitrary: fc
        .array(text, { minLength: 2, maxLength: 3 })
        .map((values): FieldValue => ({ kind: "repeated", values })),
    },
    {
      weight: 1,
      // A file has a name: the platform's FormData sends a file named "" as a plain field.
      arbitrary: fc
        .tuple(fc.string({ minLength: 1, maxLength: 10 }), fc.uint8Array({ maxLength: 64 }))
        .map(([name, bytes]): FieldValue => ({ kind: "file", name, bytes })),
    },
    { weight: 1, arbitrary: fc.constant<FieldValue>({ kind: "missing" }) },
  );
}

/** How a form travels: multipart (as the pages post it), urlencoded, or a body that is no form. */
export type Encoding = "multipart" | "urlencoded";

export const encoding = fc.constantFrom<Encoding>("multipart", "urlencoded");

/** A form as a list of entries, in order. */
export type Entries = [string, FieldValue][];

/** The request body and type of a form, as a browser or a script would send it. */
export function formBody(entries: Entries, how: Encoding): { body: BodyInit; headers: Record<string, string> } {
  if (how === "urlencoded") {
    const params = new URLSearchParams();
    for (const [name, value] of entries) {
      if (value.kind === "text") params.append(name, value.value);
      else if (value.kind === "repeated") for (const v of value.values) params.append(name, v);
      // A urlencoded form cannot carry a file: a browser sends its name instead.
      else if (value.kind === "file") params.append(name, value.name);
    }
    return { body: params, headers: { "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8" } };
  }
  const form = new FormData();
  for (const [name, value] of entries) {
    if (value.kind === "text") form.append(name, value.value);
    else if (value.kind === "repeated") for (const v of value.values) form.append(name, v);
    else if (value.kind === "file") form.append(name, new File([new Uint8Array(value.bytes)], value.name));
  }
  return { body: form, headers: {} };
}

/** What a field's value reads as once a form with `entries` is parsed (first entry of a name). */
export function sentText(value: FieldValue | undefined, how: Encoding): string | undefined {
  if (!value) return undefined;
  if (value.kind === "text") return wellFormed(value.value);
  if (value.kind === "repeated") return value.values[0] === undefined ? undefined : wellFormed(value.values[0]);
  if (value.kind === "file") return how === "urlencoded" ? wellFormed(value.name) : undefined;
  return undefined;
}

/** Whether this runtime's form reader drops a leading U+FEFF from a multipart field (Node 20 does, 24 keeps it). */
const multipartDropsLeadingBom = await (async () => {
  const form = new FormData();
  form.append("probe", "\uFEFFa");
  const read = await new Request("http://probe.invalid/", { method: "POST", body: form }).formData();
  return read.get("probe") === "a";
})();

/**
 * A field's text (as `sentText` reads it) once the platform's form reader (`request.formData()`,
 * used by the public forms) has it: in a multipart body some runtimes drop a leading U+FEFF.
 */
export function platformText(sent: string | undefined, how: Encoding): string | undefined {
  return multipartDropsLeadingBom && how === "multipart" && sent?.startsWith("\uFEFF") ? sent.slice(1) : sent;
}

/** Bodies that are not the form the route expects, with the type they claim. */
export const oddBody = fc.oneof(
  fc.record({
    type: fc.constantFrom(
      "application/json",
      "text/plain",
      "multipart/form-data",
      "multipart/form-data; boundary=",
      "multipart/form-data; boundary=abc",
      "application/x-www-form-urlencoded",
      "application/x-www-form-urlencoded; charset=iso-8859-1",
      "application/xml",
      "",
    ),
    body: fc.oneof(
      fc.constantFrom(
        '{"email":"a@example.org"}',
        "[1,2,3]",
        "email=a%40example.org&email=%ZZ&%E0%A4%A=x&=&&&",
        '--abc\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.org',
        '--abc\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.org\r\n--abc--\r\n',
        '--abc\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\n\u0089PNG',
        "%00=%00&a=%FF%FE",
        "",
      ),
      hostileText(),
      fc.uint8Array({ maxLength: 200 }).map((bytes) => new TextDecoder("latin1").decode(bytes)),
    ),
  }),
);

/** A request to a route's action, as the route module is called by the framework. */
export function actionArgs(
  request: Request,
  context: Record<string, unknown> = {},
  params: Record<string, string> = {},
) {
  return { request, params, context } as never;
}

/** What an action answered: a status, headers, and its data when it returned data. */
export interface Answer {
  status: number;
  headers: Headers;
  data: unknown;
}

type Action = (args: never) => Promise<unknown> | unknown;

/**
 * Calls a route action as React Router does, and reads its answer as every test does (answerOf):
 * a Response returned or thrown, or data with its status; anything else thrown is a failure
 * (which the framework would turn into 500).
 */
export async function callAction(
  action: Action,
  request: Request,
  context: Record<string, unknown> = {},
  params = {},
): Promise<Answer> {
  const answer = await answerOf(Promise.resolve().then(() => action(actionArgs(request, context, params))));
  return { status: answer.status, headers: answer.headers, data: answer.reply };
}

/**
 * fast-check parameters: the run count (times FC_RUNS_SCALE, for a longer hunt), and the seed
 * printed on failure, which FC_SEED replays.
 */
export function runs(numRuns: number): fc.Parameters<unknown> {
  const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
  const scale = Math.max(1, Number(process.env.FC_RUNS_SCALE) || 1);
  return { numRuns: numRuns * scale, endOnFailure: true, ...(seed === undefined ? {} : { seed }) };
}
