/** Conversions for display, the same on the server and in the browser. */

import { languageOfPath } from "~/i18n/language";
import { remembered } from "./remembered";

/**
 * The locales pages write dates and times in: as a visitor is used to reading them, month first
 * in the United States and the places that write dates as it does, day first elsewhere. A fixed
 * few, so that what a browser sends makes no more variants of a page than these (a kept page,
 * a formatter).
 */
export const PAGE_LOCALES = ["en-US", "en-GB"] as const;
export type PageLocale = (typeof PAGE_LOCALES)[number];
export const DEFAULT_LOCALE: PageLocale = "en-US";

/** The regions that write a date month first. */
const MONTH_FIRST = new Set(["US", "PH", "FM", "MH", "PW", "AS", "GU", "MP", "PR", "UM", "VI"]);

/** The page locale for the first valid language tag of Accept-Language, by its region (or the one it implies). */
export function localeFromAcceptLanguage(header: string | null): PageLocale {
  const tags = (header ?? "")
    .slice(0, 500)
    .split(",")
    .map((part) => part.split(";")[0]?.trim())
    .filter((tag): tag is string => !!tag && tag !== "*");
  for (const tag of tags) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region) return MONTH_FIRST.has(region) ? "en-US" : "en-GB";
    } catch {
      // An invalid tag: try the next one.
    }
  }
  return DEFAULT_LOCALE;
}

/**
 * How Arabic pages write dates and numbers (decision 0033): Latin digits and the Gregorian
 * calendar, named explicitly so that every ICU version writes them alike.
 */
export const ARABIC_LOCALE = "ar-SA-u-ca-gregory-nu-latn";

/** The locale the page at `pathname` is written in: Arabic's under /ar, else as the visitor's browser writes dates. */
export function pageLocale(pathname: string, acceptLanguage: string | null): string {
  return languageOfPath(pathname) === "ar" ? ARABIC_LOCALE : localeFromAcceptLanguage(acceptLanguage);
}

/** The locale a request's pages are written in. */
export function localeOf(request: Request): string {
  return pageLocale(new URL(request.url).pathname, request.headers.get("Accept-Language"));
}

function parseIsoDate(iso: string): Date {
  return new Date(`${iso.slice(0, 10)}T00:00:00Z`);
}

// Building a formatter costs far more than using one: each locale and set of options is built once.
// Locales come from visitors' headers: a bounded number is kept.
const formatters = remembered<Intl.DateTimeFormat>(200);

export function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return formatters(`${locale}\n${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}

/** A calendar date (yyyy-MM-dd) in the visitor's date format, e.g. 11/21/2026 for en-US. */
export function formatLocalDate(iso: string, locale: string, options?: Intl.DateTimeFormatOptions): string {
  return formatter(locale, { timeZone: "UTC", ...options }).format(parseIsoDate(iso));
}

/** A calendar date written out in English ("December 18, 2026"), as a share card shows it. */
export function longDate(iso: string): string {
  return formatLocalDate(iso, "en-US", { dateStyle: "long" });
}

/** A time of day (HH:mm or HH:mm:ss) in the visitor's format, e.g. 5:00 PM for en-US. */
export function formatLocalTime(time: string, locale: string): string {
  const [h = "0", m = "0"] = time.split(":");
  const date = new Date(Date.UTC(2000, 0, 1, Number(h), Number(m)));
  return formatter(locale, { timeZone: "UTC", hour: "numeric", minute: "2-digit" }).format(date);
}

/** `text` cut to `max` characters with '...' added when it was longer. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** A text cut at a word within `max` characters, with '…' where it was cut: a card's excerpt. */
export function excerpt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const end = cut.lastIndexOf(" ");
  return `${(end > max / 2 ? cut.slice(0, end) : cut).replace(/[\s.,;:!?-]+$/, "")}…`;
}

/** The first letters of up to two words of a name, upper-cased: "Sara Al-Qahtani" gives "SA". */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? "")
    .join("");
}

/** Up to `max` tags, and how many more there are. */
export function firstTags(tags: readonly string[], max = 3): { shown: string[]; more: number } {
  return { shown: tags.slice(0, max), more: Math.max(0, tags.length - max) };
}

/** A size in bytes as people read it: "512 bytes", "340 KB", "1.2 MB", "3.4 GB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? "byte" : "bytes"}`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
