/**
 * The site's two languages. English is at the addresses the site has always had; Arabic is the
 * same page under `/ar`. The language of a page is read from its address alone, never from the
 * browser's settings, so that a shared link opens in the language it was shared in.
 */
export const languages = ["en", "ar"] as const;
export type Language = (typeof languages)[number];

/** Each language's name as its readers write it: the same on every page, never translated. */
export const languageNames: Readonly<Record<Language, string>> = { en: "English", ar: "العربية" };

/** The other of the site's two languages. */
export function otherLanguage(language: Language): Language {
  return language === "en" ? "ar" : "en";
}

const ARABIC_PREFIX = "/ar";

/**
 * The language of the page at `pathname`, or of the page whose data is asked at it (the server's
 * loaders see a data request's own address: the Arabic home's is `/ar.data`).
 */
export function languageOfPath(pathname: string): Language {
  return pathname === ARABIC_PREFIX || pathname === `${ARABIC_PREFIX}.data` || pathname.startsWith(`${ARABIC_PREFIX}/`)
    ? "ar"
    : "en";
}

/** The writing direction of `language`, for `dir` attributes. */
export function directionOf(language: Language): "ltr" | "rtl" {
  return language === "ar" ? "rtl" : "ltr";
}

/** `path` (an English address, with any query or fragment) as the address of the same page in `language`. */
export function pathIn(language: Language, path: string): string {
  // A place on the same page (`#register`) or another site is the same in every language.
  if (language === "en" || !path.startsWith("/") || path.startsWith("//")) return path;
  if (path === "/") return ARABIC_PREFIX;
  return path.startsWith("/#") ? `${ARABIC_PREFIX}${path.slice(1)}` : `${ARABIC_PREFIX}${path}`;
}

/** The English address of the page at `pathname` (in either language). */
export function englishPath(pathname: string): string {
  if (languageOfPath(pathname) === "en") return pathname;
  return pathname.slice(ARABIC_PREFIX.length) || "/";
}

/**
 * The language a request is answered in: its page's (Arabic under /ar). A resource both
 * languages' pages post to (the newsletter's form) is told with `?language=ar`.
 */
export function languageOfRequest(url: string): Language {
  const parsed = new URL(url, "http://site.invalid");
  if (languageOfPath(parsed.pathname) === "ar") return "ar";
  return parsed.pathname.startsWith("/resources/") && parsed.searchParams.get("language") === "ar" ? "ar" : "en";
}
