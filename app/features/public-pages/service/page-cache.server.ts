import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlib } from "node:zlib";
import { ATTENDANCE_GRACE_MS } from "~/features/public-pages/service/content-version.server";
import { englishPath } from "~/i18n/language";
import { cookieValue } from "~/lib/cookies";
import { pageLocale } from "~/lib/format";
import { publicPages } from "~/lib/public-pages";
import { isSignInCookie } from "~/lib/sign-in-cookies";
import { isSlug } from "~/lib/slug";
import { parseThemePreference, THEME_COOKIE } from "~/lib/theme";

/**
 * Public pages for visitors without a session are rendered once and kept, compressed, until the
 * content changes. The content version lives in the database and every content write raises it,
 * so every instance sees a change on its next request. Nothing a session or a one-time message
 * shapes is kept: a page is rendered for keeping with the theme cookie alone, a signed-in admin is
 * served it only when its render never asked for the session, and a request with any other cookie
 * is rendered as usual.
 */

const pagePaths = new Set<string>(publicPages.map((page) => page.path));

/** The query parameters each public page reads; the page cache keeps a page by those alone. */
const pageQueries = new Map<string, readonly string[]>(
  publicPages.map((page) => [page.path, "query" in page ? page.query : []]),
);

/** React Router's own parameter of a data request: which routes' data it asks for. */
const DATA_ROUTES_PARAM = "_routes";

/**
 * How the page cache reads the query of a public page: each parameter a page reads, as the page
 * reads it (`category=EVENTS` is the gallery's `events`; null: a value the page ignores), and the
 * routes a data request may ask for.
 */
export interface QueryReading {
  values: Readonly<Record<string, Readonly<Record<string, (value: string) => string | null>>>>;
  routeIds: ReadonlySet<string>;
  /** The list pages whose records each have a page below them (`/events`), from the registry. */
  itemPages: readonly string[];
}

/** The routes a data request asks for, as a kept address holds them: each once, in order. */
const routesAsKept = (asked: string) => [...new Set(asked.split(","))].sort();

/**
 * The address a public page is kept and rendered by: its path with only the query parameters the
 * page reads, each as the page reads it, in a fixed order, and for a data request the routes it
 * asks for. `?utm_source=…`, `?x=N` or a category the gallery does not have are the same page,
 * rendered once, not a new render per value; a data request for a route there is not is not kept.
 * So no query makes more than a fixed number of kept pages of one page.
 */
export function keptUrl(url: string, reading: QueryReading): string | null {
  const parsed = new URL(url, "http://site.invalid");
  const page = publicPageOf(parsed.pathname, reading.itemPages);
  if (!page) return null;
  const kept = new URLSearchParams();
  const asked = parsed.pathname.endsWith(".data") ? parsed.searchParams.get(DATA_ROUTES_PARAM) : null;
  if (asked !== null) {
    const routes = routesAsKept(asked);
    if (!routes.every((id) => reading.routeIds.has(id))) return null;
    kept.set(DATA_ROUTES_PARAM, routes.join(","));
  }
  // A page reads its query alike in both languages.
  const english = englishPath(page);
  for (const name of [...(pageQueries.get(english) ?? [])].sort()) {
    const value = parsed.searchParams.get(name);
    const read = value === null ? null : (reading.values[english]?.[name]?.(value) ?? null);
    if (read !== null) kept.set(name, read);
  }
  const query = kept.toString();
  return query ? `${parsed.pathname}?${query}` : parsed.pathname;
}

/**
 * The page a GET asks for, when it is a public page (`/events`, `/ar/events`), a record's page
 * below one of `itemPages` (`/events/rocket-workshop`) or the data of either (`/events.data`).
 */
export function publicPageOf(pathname: string, itemPages: readonly string[]): string | null {
  if (pathname === "/_.data") return "/";
  const page = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  const english = englishPath(page);
  if (pagePaths.has(english)) return page;
  const slash = english.lastIndexOf("/");
  return slash > 0 && itemPages.includes(english.slice(0, slash)) && isSlug(english.slice(slash + 1)) ? page : null;
}

/**
 * Who a GET of a public page may be served a kept page as, from its Cookie header: "visitor"
 * (nothing but the theme choice, or nothing at all), "signed-in" (the theme choice and the cookies
 * of a sign-in), or null when any other cookie (a one-time message) has it rendered for itself.
 */
export function keptPageAudience(header: string | undefined): "visitor" | "signed-in" | null {
  let signedIn = false;
  for (const part of (header ?? "").split(";")) {
    if (!part.trim()) continue;
    const separator = part.indexOf("=");
    if (separator === -1) return null;
    const name = part.slice(0, separator).trim();
    if (name === THEME_COOKIE) continue;
    if (!isSignInCookie(name)) return null;
    signedIn = true;
  }
  return signedIn ? "signed-in" : "visitor";
}

/**
 * The Cookie header a page is rendered with for keeping: the theme choice alone, so that nothing
 * of a session or a message can reach a page that others are served.
 */
export function keptPageCookie(header: string | undefined): string | null {
  const theme = cookieValue(header, THEME_COOKIE);
  return theme === undefined ? null : `${THEME_COOKIE}=${encodeURIComponent(theme)}`;
}

/**
 * Whether `kept` (keptUrl's address for `url`) holds every query parameter of `url` as it was
 * asked. A signed-in request that asks for more (an admin's `?preview` of a draft) is rendered for
 * itself: a parameter no visitor's page reads may be one a session's render reads.
 */
export function keepsWholeQuery(url: string, kept: string): boolean {
  const asked = new URL(url, "http://site.invalid").searchParams;
  const held = new URL(kept, "http://site.invalid").searchParams;
  if ([...asked.keys()].length !== [...held.keys()].length) return false;
  for (const [name, value] of asked) {
    const keptValue = held.get(name);
    if (keptValue === null) return false;
    const same = name === DATA_ROUTES_PARAM ? routesAsKept(value).join(",") === keptValue : keptValue === value;
    if (!same) return false;
  }
  return true;
}

export interface CacheRequest {
  /** Path and query, as asked. */
  url: string;
  cookie: string | undefined;
  acceptLanguage: string | undefined;
}

/**
 * What a kept page depends on besides the content: the address, the theme as the page shows it
 * (light, dark or the system's), the locale the dates are written in (one of a few), and the day
 * (upcoming events move to the past at midnight). Only values a page can show reach the key,
 * whatever the cookie and the header hold.
 */
export function cacheKey(request: CacheRequest, now = new Date()): string {
  const theme = parseThemePreference(request.cookie ?? null);
  const locale = pageLocale(new URL(request.url, "http://site.invalid").pathname, request.acceptLanguage ?? null);
  return [now.toISOString().slice(0, 10), locale, theme, request.url].join("\n");
}

export interface KeptPage {
  status: number;
  headers: [string, string][];
  /** The script sources the page's inline scripts are allowed by, in place of a nonce. */
  scriptHashes: string[];
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  version: string;
  /** The attendance version it was rendered at, when it shows seats. */
  attendance?: string;
  /** Whether its render asked for the session: then a request with one is rendered for itself. */
  readsSession: boolean;
  keptAt: number;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * Prepares a rendered page for keeping: the per-request nonce is taken out of the HTML (a kept
 * page is served many times, a nonce never twice) and each inline script that carried it is
 * allowed by its sha256 hash instead.
 */
export async function keepPage(
  rendered: { status: number; headers: [string, string][]; body: Buffer },
  nonce: string | undefined,
  { version, attendance, readsSession }: { version: string; attendance?: string; readsSession: boolean },
): Promise<KeptPage> {
  let text = rendered.body.toString("utf8");
  const hashes = new Set<string>();
  if (nonce) {
    // Exactly the inline scripts the renderer wrote, which carry this request's nonce: a script
    // element without it (text that got into the page as markup) stays refused, as it was.
    const marked = ` nonce="${nonce}"`;
    for (const match of text.matchAll(inlineScript)) {
      const [, attributes = "", content = ""] = match;
      if (/\bsrc\s*=/i.test(attributes) || !attributes.includes(marked)) continue;
      hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
    }
    text = text.split(marked).join("");
  }
  const identity = Buffer.from(text, "utf8");
  // Brotli at quality 6: a page of 110–180 KB takes 2–3 ms and some MB, against 14–17 ms and tens of
  // MB at each of the pool's threads at quality 9, for answers about 1 % smaller.
  const [gzipped, brotli] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  return {
    status: rendered.status,
    headers: rendered.headers,
    scriptHashes: [...hashes],
    etag: `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    identity,
    gzip: gzipped,
    br: brotli,
    version,
    ...(attendance === undefined ? {} : { attendance }),
    readsSession,
    keptAt: Date.now(),
  };
}

/** The Content Security Policy of a kept page: the request's policy with hashes for its nonce. */
export function policyForKeptPage(policy: string, page: KeptPage): string {
  return policy.replace(/'nonce-[^']*'/, page.scriptHashes.join(" ") || "'none'");
}

/** The encoding to answer with, from Accept-Encoding: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | "identity" {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number.parseFloat(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (allows("br")) return "br";
  if (allows("gzip")) return "gzip";
  return "identity";
}

/** Kept pages, the least recently used dropped first beyond `maxEntries`. */
export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  private readonly filling = new Map<string, Promise<KeptPage | null>>();
  /** How many renders of each page have begun while one was under way: the last one keeps its page. */
  private readonly begun = new Map<string, number>();

  constructor(
    private readonly maxEntries = 200,
    /** A kept page is rendered anew after this long even without a content change. */
    private readonly maxAgeMs = 5 * 60_000,
  ) {}

  /**
   * The kept page for `key` at content `version`, if there is a fresh one: one that shows seats
   * is fresh at another `attendance` version only for ATTENDANCE_GRACE_MS after it was kept, and
   * not at all for a request that asks for `seatsAsTheyStand` (an admin's: the page is rendered
   * again for it, and kept).
   */
  get(key: string, version: string, attendance?: string, { seatsAsTheyStand = false } = {}): KeptPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    const age = Date.now() - page.keptAt;
    const seatsChanged = page.attendance !== undefined && attendance !== undefined && page.attendance !== attendance;
    if (page.version !== version || age > this.maxAgeMs || (seatsChanged && age > ATTENDANCE_GRACE_MS)) {
      this.pages.delete(key);
      return undefined;
    }
    if (seatsChanged && seatsAsTheyStand) return undefined;
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  /**
   * Renders and keeps the page for `key`; requests for the same page at the same versions (`at`)
   * while it renders wait for the one rendering. One that comes after a write renders its own: the
   * render begun before the write would show what the write changed. `render` answers null for a
   * response that may not be kept.
   */
  fill(key: string, render: () => Promise<KeptPage | null>, at: string): Promise<KeptPage | null> {
    const fillKey = `${key}\u0000${at}`;
    const pending = this.filling.get(fillKey);
    if (pending) return pending;
    // A render that ends after one begun later (after a write) does not replace what that one kept.
    const begun = (this.begun.get(key) ?? 0) + 1;
    this.begun.set(key, begun);
    const latest = () => this.begun.get(key) === begun;
    const filling = render()
      .then((page) => {
        if (page && latest()) {
          this.pages.set(key, page);
          while (this.pages.size > this.maxEntries) {
            const oldest = this.pages.keys().next().value;
            if (oldest === undefined) break;
            this.pages.delete(oldest);
          }
        }
        return page;
      })
      .finally(() => {
        this.filling.delete(fillKey);
        if (latest()) this.begun.delete(key);
      });
    this.filling.set(fillKey, filling);
    return filling;
  }

  clear(): void {
    this.pages.clear();
  }

  get size(): number {
    return this.pages.size;
  }
}
