import type { Element, ElementContent, RootContent as HtmlContent, Root as HtmlRoot } from "hast";
import rehypeStringify from "rehype-stringify";
import { unified } from "unified";
import { resizedSrcSet, resizedUrl } from "./images";
import type { PictureSize } from "./images.server";

/**
 * The site's touches on a text's sanitized HTML (markdown.server.ts makes it, on the reading
 * thread), and the HTML written from it: the part of the Markdown work the site's own thread does,
 * without the parser and the sanitizer.
 */

/** Whether an address is a picture uploaded to this site: its own path, or its storage's address. */
export type SiteImageTest = (src: string) => boolean;

/** What the sanitizer puts before every id of a text (markdown.server.ts gives it to it). */
export const CLOBBER_PREFIX = "user-content-";

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
