import type { MetaDescriptor } from "react-router";
import { languages, pathIn } from "~/i18n/language";
import type { PublicWords } from "~/i18n/words";
import { club } from "./club";
import { excerpt } from "./format";
import { type RootData, wordsOfRoot } from "./root-data";

export const ogImagePath = "/og-image.jpg";

export interface PageSeo {
  title: string;
  description: string;
  /** The page's English path; its canonical address is the path in the page's own language. */
  path: string;
  type?: "website" | "article";
  /**
   * The picture a shared link shows: the site's own card when none is given. A `card` is
   * 1200 x 630 (the site's, or a record's made by lib/social-card.server.ts); a record's own
   * picture has the size it has.
   */
  image?: { src: string; card: boolean };
}

interface MetaMatch {
  id: string;
  data?: unknown;
}

export function rootDataOf(matches: readonly (MetaMatch | undefined)[]): Partial<RootData> | undefined {
  return matches.find((m) => m?.id === "root")?.data as Partial<RootData> | undefined;
}

/** The page's public words, for its meta tags, where the root's data was read. */
export function wordsOf(matches: readonly (MetaMatch | undefined)[]): PublicWords | undefined {
  return wordsOfRoot(rootDataOf(matches));
}

/** PUBLIC_URL, as the root loader hands it to every page. */
export function publicUrlFrom(matches: readonly (MetaMatch | undefined)[]): string {
  return rootDataOf(matches)?.publicUrl ?? "";
}

/** The club's name as the settings have it, for titles. */
export function siteNameFrom(matches: readonly (MetaMatch | undefined)[]): string {
  return rootDataOf(matches)?.settings?.clubName ?? club.name;
}

export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, `${publicUrl}/`).toString();
}

/** The absolute address of a stored address (an admin may type any text there), or null when it is none. */
export function storedAbsoluteUrl(publicUrl: string, path: string): string | null {
  try {
    const url = absoluteUrl(publicUrl, path);
    return /^https?:/i.test(url) ? url : null;
  } catch {
    return null;
  }
}

function shortNameFrom(matches: readonly (MetaMatch | undefined)[]): string {
  return rootDataOf(matches)?.settings?.shortName ?? club.name;
}

/** Title, description, canonical address, Open Graph and Twitter card tags of a page. */
export function seo(matches: readonly (MetaMatch | undefined)[], page: PageSeo): MetaDescriptor[] {
  const base = publicUrlFrom(matches);
  const siteName = siteNameFrom(matches);
  const language = rootDataOf(matches)?.language ?? "en";
  const url = absoluteUrl(base, pathIn(language, page.path));
  const image = absoluteUrl(base, page.image?.src ?? ogImagePath);
  const cardSized = page.image?.card ?? true;
  // The home page's title is the club's name alone.
  const title = page.path === "/" ? siteName : `${page.title} | ${siteName}`;
  return [
    { title },
    { name: "description", content: page.description },
    { tagName: "link", rel: "canonical", href: url },
    // The same page in each language, and English for a reader of neither.
    ...languages.map((other) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: other,
      href: absoluteUrl(base, pathIn(other, page.path)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(base, page.path) },
    { property: "og:locale", content: language === "ar" ? "ar_SA" : "en_US" },
    { property: "og:site_name", content: siteName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    ...(cardSized
      ? [
          { property: "og:image:width", content: "1200" },
          { property: "og:image:height", content: "630" },
        ]
      : []),
    { property: "og:image:alt", content: page.title },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image },
    { name: "apple-mobile-web-app-title", content: shortNameFrom(matches) },
  ];
}

/** A page's description for search engines and link previews: its text, cut at a word within 160 characters. */
export function pageDescription(text: string, max = 160): string {
  return excerpt(text, max);
}

/** A record page's picture for link previews: its own picture, or the card made for it. */
export function pageImage(own: string | null, card: string): { src: string; card: boolean } {
  return own && storedAbsoluteUrl("http://site.invalid", own) ? { src: own, card: false } : { src: card, card: true };
}

/** JSON for a <script type="application/ld+json">, safe to put inside HTML. */
export function jsonLd(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
