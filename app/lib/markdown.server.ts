import type { Element, ElementContent, RootContent as HtmlContent, Root as HtmlRoot } from "hast";
import type { RootContent as MarkdownContent, Root as MarkdownRoot } from "mdast";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeStringify from "rehype-stringify";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { resizedSrcSet, resizedUrl } from "./images";
import type { PictureSize } from "./images.server";

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
  protocols: { ...defaultSchema.protocols, href: ["http", "https", "mailto", "tel"], src: ["http", "https"] },
};

/** Whether an address is a picture uploaded to this site: its own path, or its storage's address. */
export type SiteImageTest = (src: string) => boolean;

const CLOBBER_PREFIX = defaultSchema.clobberPrefix ?? "user-content-";

const isElement = (node: HtmlContent | ElementContent): node is Element => node.type === "element";

/** The blocks of a text, each set right to left or left to right by its own words (`dir="auto"`). */
const BLOCKS = new Set(["p", "h2", "h3", "h4", "h5", "h6", "li", "blockquote", "th", "td", "dt", "dd"]);

/**
 * How wide a picture in a text is shown at most: the widest column a text is in (an event's or a
 * project's page); on a phone, the screen. A narrower picture is shown at its own width, and its
 * srcset offers no copy wider than that.
 */
const TEXT_PICTURE_SIZES = "(min-width: 1024px) 800px, 100vw";

/**
 * The site's own touches on sanitized HTML: headings start at level 2 (the page's title is its
 * only h1), links leaving the site open with `rel="noopener noreferrer"`, and pictures that are
 * not the site's own uploads are left out (a picture from elsewhere would tell another site who
 * reads the page), the others loading lazily, in the size the screen needs, and with their width
 * and height when `dimensions` has them (their space is kept while they load). Each block takes
 * its direction from its own words, so that a paragraph written in Arabic reads right to left in
 * an English page, and the reverse.
 */
function siteTouches(
  tree: HtmlRoot,
  isSiteImage: SiteImageTest,
  dimensions: ReadonlyMap<string, PictureSize>,
  mailPicture?: MailPicture,
): void {
  const visit = (parent: { children: (HtmlContent | ElementContent)[] }) => {
    parent.children = parent.children.filter((node) => {
      if (!isElement(node)) return true;
      if (node.tagName === "img") {
        const src = typeof node.properties.src === "string" ? node.properties.src : "";
        if (!isSiteImage(src)) return false;
        const size = dimensions.get(src);
        if (mailPicture) {
          mailTouches(node, mailPicture(src), size);
          return true;
        }
        const srcSet = resizedSrcSet(src, size?.width);
        if (srcSet) {
          node.properties.src = resizedUrl(src, 800);
          node.properties.srcSet = srcSet;
          node.properties.sizes = TEXT_PICTURE_SIZES;
        }
        if (size) {
          node.properties.width = size.width;
          node.properties.height = size.height;
        }
        node.properties.loading = "lazy";
        node.properties.decoding = "async";
      }
      const level = /^h([1-6])$/.exec(node.tagName)?.[1];
      if (level) node.tagName = `h${Math.min(Number(level) + 1, 6)}`;
      if (BLOCKS.has(node.tagName)) node.properties.dir = "auto";
      const href = node.tagName === "a" ? node.properties.href : undefined;
      if (typeof href === "string" && /^https?:/i.test(href)) node.properties.rel = ["noopener", "noreferrer"];
      // The sanitizer gives every id a prefix, so that text cannot take the id of a part of the page;
      // a link within the text (a footnote's) gets it too.
      if (typeof href === "string" && href.startsWith("#")) node.properties.href = `#${CLOBBER_PREFIX}${href.slice(1)}`;
      visit(node);
      return true;
    });
  };
  visit(tree);
}

/**
 * How an email shows the site's pictures: the address of a copy mail clients all show (a JPEG:
 * Outlook for Windows shows no WebP), absolute, as an email is read away from the site.
 */
export type MailPicture = (src: string) => string;

/** The widest a picture is shown in an email: its column. */
export const MAIL_PICTURE_WIDTH = 600;

/** A picture as an email shows it: one copy, at most as wide as the column, never wider than the screen. */
function mailTouches(node: Element, src: string, size: PictureSize | undefined): void {
  node.properties.src = src;
  if (size) {
    const width = Math.min(size.width, MAIL_PICTURE_WIDTH);
    node.properties.width = width;
    node.properties.height = Math.round((size.height * width) / size.width);
  }
  node.properties.style = "display:block;max-width:100%;height:auto;border:0";
}

const toSanitizedHtml = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkBreaks)
  .use(remarkRehype)
  .use(rehypeSanitize, schema);
const htmlWriter = unified().use(rehypeStringify);

/** A sanitized text's HTML with the site's touches (the tree is changed). */
export function touchedHtml(
  tree: HtmlRoot,
  isSiteImage: SiteImageTest,
  dimensions: ReadonlyMap<string, PictureSize>,
  mailPicture?: MailPicture,
): string {
  siteTouches(tree, isSiteImage, dimensions, mailPicture);
  return htmlWriter.stringify(tree);
}

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

/** The addresses of a sanitized text's pictures, each once. */
export function pictureAddresses(tree: HtmlRoot): string[] {
  const found = new Set<string>();
  const visit = (parent: { children: (HtmlContent | ElementContent)[] }) => {
    for (const node of parent.children) {
      if (!isElement(node)) continue;
      if (node.tagName === "img" && typeof node.properties.src === "string") found.add(node.properties.src);
      visit(node);
    }
  };
  visit(tree);
  return [...found];
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
