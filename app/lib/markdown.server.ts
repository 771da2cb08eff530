import type { Root as HtmlRoot } from "hast";
import type { RootContent as MarkdownContent, Root as MarkdownRoot } from "mdast";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import type { PictureSize } from "./images.server";
import { CLOBBER_PREFIX, type SiteImageTest, touchedHtml } from "./markdown-html.server";

/**
 * Article content and event and project descriptions are Markdown: paragraphs, headings, bold
 * and italic, lists, links, quotes, tables, and pictures uploaded to the site. They are made
 * into HTML here, on the server, and nowhere else. Raw HTML in the text is dropped (it is never
 * passed on), and what Markdown makes is then cut down to an allow-list of elements, attributes
 * and link schemes by rehype-sanitize; only then are the site's own attributes added.
 *
 * Text entered before it was Markdown keeps its shape: a blank line starts a paragraph, a line
 * break stays one.
 *
 * This module is the work itself, the same wherever it runs; the site runs it on a thread of its
 * own (markdown-render.server.ts), as a long text takes seconds to read.
 */

/** GitHub's allow-list, with links limited to web, mail and phone addresses and pictures to web ones. */
const schema: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: CLOBBER_PREFIX,
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto", "tel"], src: ["http", "https"] },
};

const toSanitizedHtml = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkBreaks)
  .use(remarkRehype)
  .use(rehypeSanitize, schema);

/** A Markdown text as HTML, cut down to the allow-list and not yet touched by the site. */
function sanitizedHtml(markdown: string): HtmlRoot {
  return toSanitizedHtml.runSync(toSanitizedHtml.parse(markdown)) as HtmlRoot;
}

/** The visitor's HTML of a Markdown text, with the width and height of the site's pictures in `dimensions` (by address). */
export function markdownToHtml(
  markdown: string,
  isSiteImage: SiteImageTest,
  dimensions: ReadonlyMap<string, PictureSize> = new Map(),
): string {
  return touchedHtml(sanitizedHtml(markdown), isSiteImage, dimensions);
}

const parser = unified().use(remarkParse).use(remarkGfm);

const inline = new Set([
  "text",
  "inlineCode",
  "emphasis",
  "strong",
  "delete",
  "link",
  "linkReference",
  "break",
  "image",
  "imageReference",
]);

/** The words of a Markdown tree: blocks end with a blank line, line breaks are new lines. */
function wordsOf(node: MarkdownRoot | MarkdownContent, into: string[]): void {
  switch (node.type) {
    case "text":
    case "inlineCode":
    case "code":
      into.push(node.value);
      return;
    case "break":
      into.push("\n");
      return;
    case "thematicBreak":
      into.push("\n\n");
      return;
    case "image":
    case "imageReference":
    case "html":
    case "definition":
    case "footnoteDefinition":
      return;
  }
  if ("children" in node) {
    for (const child of node.children) {
      wordsOf(child, into);
      // Blocks and list items are apart, table cells a space apart; inline marks are not.
      if (child.type === "tableCell") into.push(" ");
      else if (!inline.has(child.type)) into.push("\n\n");
    }
  }
}

/**
 * The plain text of a Markdown text: what a reader sees, without a mark of the Markdown. On one
 * line, every run of white space a single space, for the places that cut it (the home page, the
 * news list, the admin list, descriptions for search engines); with `lines`, its paragraphs kept
 * apart by a blank line and its line breaks kept (a calendar's description).
 */
export function markdownToText(markdown: string, { lines = false } = {}): string {
  const words: string[] = [];
  wordsOf(parser.parse(markdown), words);
  return plainText(words.join(""), lines);
}

function plainText(text: string, lines: boolean): string {
  if (!lines) return text.replace(/\s+/g, " ").trim();
  return text
    .split("\n")
    .map((line) => line.replace(/[ \t]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Every address a Markdown tree points to: its pictures', links' and link definitions'. */
function addressesOf(tree: MarkdownRoot): string[] {
  const found: string[] = [];
  const visit = (node: MarkdownRoot | MarkdownContent) => {
    if ("url" in node && typeof node.url === "string") found.push(node.url);
    if ("children" in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return found;
}

/** What the site shows of a Markdown text, made at once: its sanitized HTML, its plain text both ways, its addresses. */
export interface MarkdownParts {
  tree: HtmlRoot;
  /** On one line (markdownToText). */
  summary: string;
  /** With its paragraphs and line breaks (markdownToText with `lines`). */
  lines: string;
  addresses: string[];
}

/** Read once: the words and addresses come from the Markdown tree, then the same tree is made HTML. */
export function markdownParts(markdown: string): MarkdownParts {
  const parsed = parser.parse(markdown);
  const words: string[] = [];
  wordsOf(parsed, words);
  const addresses = addressesOf(parsed);
  return {
    summary: plainText(words.join(""), false),
    lines: plainText(words.join(""), true),
    addresses,
    tree: toSanitizedHtml.runSync(parsed) as HtmlRoot,
  };
}
