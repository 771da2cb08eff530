import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { galleryFilterOf } from "~/features/gallery/vocabulary";
import { ATTENDANCE_GRACE_MS } from "~/features/public-pages/service/content-version.server";
import {
  cacheKey,
  chooseEncoding,
  type KeptPage,
  keepPage,
  keepsWholeQuery,
  keptPageAudience,
  keptPageCookie,
  keptUrl,
  PageCache,
  policyForKeptPage,
  publicPageOf,
} from "~/features/public-pages/service/page-cache.server";
import { PAGE_LOCALES } from "~/lib/format";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("which requests the page cache serves", () => {
  const itemPages = ["/events", "/news", "/projects"];
  it("takes the public pages and their data requests, nothing else", () => {
    expect(publicPageOf("/", itemPages)).toBe("/");
    expect(publicPageOf("/_.data", itemPages)).toBe("/");
    expect(publicPageOf("/_root.data", itemPages)).toBeNull();
    expect(publicPageOf("/events", itemPages)).toBe("/events");
    expect(publicPageOf("/events.data", itemPages)).toBe("/events");
    expect(publicPageOf("/events/rocket-workshop", itemPages)).toBe("/events/rocket-workshop");
    expect(publicPageOf("/news/first-launch-2026.data", itemPages)).toBe("/news/first-launch-2026");
    expect(publicPageOf("/projects/cubesat", itemPages)).toBe("/projects/cubesat");
    // The same pages in Arabic.
    expect(publicPageOf("/ar", itemPages)).toBe("/ar");
    expect(publicPageOf("/ar.data", itemPages)).toBe("/ar");
    expect(publicPageOf("/ar/events", itemPages)).toBe("/ar/events");
    expect(publicPageOf("/ar/events/rocket-workshop.data", itemPages)).toBe("/ar/events/rocket-workshop");
    for (const other of [
      "/ar/nope",
      "/ar/ar/events",
      "/arabic",
      "/events/rocket-workshop/calendar.ics",
      "/events/Not-A-Slug",
      "/gallery/anything",
      "/admin-kfupm-aero",
      "/admin-kfupm-aero/dashboard.data",
      "/healthz",
      "/news/rss.xml",
      "/nope",
    ]) {
      expect(publicPageOf(other, itemPages), other).toBeNull();
    }
  });

  it("for visitors whose cookies say nothing but a theme, and for signed-in admins, nobody else", () => {
    const audiences: [string | undefined, "visitor" | "signed-in" | null][] = [
      [undefined, "visitor"],
      ["", "visitor"],
      ["theme=dark", "visitor"],
      ["better-auth.session_token=abc; theme=dark", "signed-in"],
      ["__Secure-better-auth.session_token=abc; __Secure-better-auth.dont_remember=x", "signed-in"],
      ["known_device=x; better-auth.session_token=abc", "signed-in"],
      // A one-time message is read by the page: rendered for its request, signed in or not.
      ["theme=dark; flash_toast=xyz", null],
      ["better-auth.session_token=abc; flash_toast=xyz", null],
      // The admin area's own cookie is not the public pages' (it is set for the admin area's path).
      ["better-auth.session_token=abc; sidebar_state=false", null],
      ["themes=dark", null],
      ["better-auth=x", null],
      ["xbetter-auth.session_token=abc", null],
      ["better-auth.session_data.0=abc", null],
      ["theme=dark; nameless", null],
    ];
    for (const [header, audience] of audiences) expect(keptPageAudience(header), header).toBe(audience);
  });

  it("renders a page for keeping with the theme choice alone", () => {
    expect(keptPageCookie(undefined)).toBeNull();
    expect(keptPageCookie("better-auth.session_token=abc; known_device=x")).toBeNull();
    expect(keptPageCookie("better-auth.session_token=abc; theme=dark; flash_toast=xyz")).toBe("theme=dark");
  });

  // As server/app.ts reads queries: the gallery's filter, and the routes of the build.
  const reading = {
    values: { "/gallery": { category: galleryFilterOf } },
    routeIds: new Set(["root", "routes/public/layout", "routes/public/gallery", "routes/public/events"]),
    itemPages: ["/events", "/news", "/projects"],
  };
  const kept = (url: string) => keptUrl(url, reading);

  it("keeps a page by its path and the query parameters it reads, nothing else", () => {
    expect(kept("/events?x=1")).toBe("/events");
    expect(kept("/events?utm_source=whatsapp&utm_medium=chat")).toBe("/events");
    expect(kept("/gallery?x=2&category=events")).toBe("/gallery?category=events");
    expect(kept("/gallery?category=events&category=general")).toBe("/gallery?category=events");
    expect(kept("/gallery")).toBe("/gallery");
    // A data request keeps React Router's own parameter: which routes' data it asks for.
    expect(kept("/gallery.data?_routes=routes%2Fpublic%2Fgallery&x=3&category=general")).toBe(
      "/gallery.data?_routes=routes%2Fpublic%2Fgallery&category=general",
    );
    expect(kept("/_.data?n=1")).toBe("/_.data");
    expect(kept("/ar/gallery?x=2&category=events")).toBe("/ar/gallery?category=events");
    expect(kept("/admin-kfupm-aero?x=1")).toBeNull();
    expect(kept("/events/extra/more")).toBeNull();
    expect(kept("/events/rocket-workshop?utm_source=x")).toBe("/events/rocket-workshop");
  });

  it("serves a signed-in request the kept page only for the address as it asked for it", () => {
    for (const url of [
      "/events",
      "/gallery?category=events",
      "/gallery.data?_routes=routes%2Fpublic%2Fgallery%2Croot&category=events",
      "/news/first-launch",
    ]) {
      const kept = keptUrl(url, reading);
      expect(kept && keepsWholeQuery(url, kept), url).toBe(true);
    }
    for (const url of ["/news/first-launch?preview", "/events?x=1", "/gallery?category=EVENTS", "/gallery?category="]) {
      const kept = keptUrl(url, reading);
      expect(kept && keepsWholeQuery(url, kept), url).toBe(false);
    }
  });

  it("reads a query as the page reads it: a value the page ignores is no new page, a route it lacks is not kept", () => {
    expect(kept("/gallery?category=EVENTS")).toBe("/gallery?category=events");
    expect(kept("/gallery?category=no-such-category")).toBe("/gallery");
    expect(kept("/gallery?category=")).toBe("/gallery");
    expect(kept("/gallery.data?_routes=routes%2Fpublic%2Fgallery%2Croot%2Croot")).toBe(
      "/gallery.data?_routes=root%2Croutes%2Fpublic%2Fgallery",
    );
    expect(kept("/gallery.data?_routes=routes%2Fpublic%2Fnothing")).toBeNull();
    expect(kept("/gallery.data?_routes=")).toBeNull();
  });

  it("keeps one page per address, theme, locale and day", () => {
    const day = new Date("2026-11-23T10:00:00Z");
    const base = { url: "/events", cookie: undefined, acceptLanguage: "en-US" };
    const key = cacheKey(base, day);
    expect(cacheKey({ ...base, acceptLanguage: "en-US,en;q=0.9" }, day)).toBe(key);
    expect(cacheKey({ ...base, cookie: "theme=dark" }, day)).not.toBe(key);
    expect(cacheKey({ ...base, acceptLanguage: "de-DE" }, day)).not.toBe(key);
    expect(cacheKey({ ...base, url: "/events?x=1" }, day)).not.toBe(key);
    expect(cacheKey(base, new Date("2026-11-24T10:00:00Z"))).not.toBe(key);
    // An Arabic page writes its dates one way, whatever the browser asks for.
    const arabic = { ...base, url: "/ar/events" };
    expect(cacheKey({ ...arabic, acceptLanguage: "de-DE" }, day)).toBe(cacheKey(arabic, day));
    // A theme the page cannot show is the system's; a language tag is one of the page locales.
    expect(cacheKey({ ...base, cookie: "theme=purple" }, day)).toBe(key);
    expect(cacheKey({ ...base, cookie: "theme=system" }, day)).toBe(key);
    expect(cacheKey({ ...base, acceptLanguage: "en-US-u-nu-arab-x-junk1" }, day)).toBe(key);
  });

  it("no header, cookie or query makes more than a fixed number of kept variants of a page", () => {
    const day = new Date("2026-11-23T10:00:00Z");
    const keys = new Set<string>();
    const languages = [
      "en",
      "en-GB",
      "de-DE",
      "ar-SA",
      "zh-Hans-CN",
      "es-419",
      "x-junk",
      "*",
      "",
      "qq-ZZ",
      "en-US-u-ca-islamic",
    ];
    for (let n = 0; n < 2000; n++) {
      const url = kept(`/gallery?category=${["events", "EVENTS", "x", `junk${n}`][n % 4]}&utm=${n}`);
      if (url === null) continue;
      keys.add(
        cacheKey(
          {
            url,
            cookie: `theme=${["light", "dark", `t${n}`, "system"][n % 4]}`,
            acceptLanguage: `${languages[n % languages.length]}-${n % 7 === 0 ? "" : `x${n}`}`,
          },
          day,
        ),
      );
    }
    // Two categories (events, and none) × three themes × two locales.
    expect(keys.size).toBeLessThanOrEqual(2 * 3 * PAGE_LOCALES.length);
  });
});

describe("a kept page", () => {
  const html = (nonce: string, text = `<p>nonce="${nonce}" as text stays</p>`) =>
    `<!DOCTYPE html><html><head><script nonce="${nonce}">document.documentElement.dataset.a = "1";</script>` +
    `<link rel="modulepreload" href="/assets/a.js"/><script type="module" nonce="${nonce}" src="/assets/entry.js"></script>` +
    `</head><body>${text}<script nonce="${nonce}">window.__ctx = {"a":"<\\/script>"};</script></body></html>`;

  it("carries no nonce and allows each inline script by its hash", async () => {
    const page = await keepPage({ status: 200, headers: [], body: Buffer.from(html("n0nce")) }, "n0nce", {
      version: "7",
      readsSession: false,
    });
    const text = page.identity.toString("utf8");
    expect(text).not.toContain(' nonce="n0nce"');
    expect(text).toContain('<p>nonce="n0nce" as text stays</p>');
    expect(page.scriptHashes.sort()).toEqual(
      [sha256('document.documentElement.dataset.a = "1";'), sha256('window.__ctx = {"a":"<\\/script>"};')].sort(),
    );
    const policy = policyForKeptPage("default-src 'self'; script-src 'self' 'nonce-fresh'; object-src 'none'", page);
    expect(policy).toBe(`default-src 'self'; script-src 'self' ${page.scriptHashes.join(" ")}; object-src 'none'`);
    expect(gunzipSync(page.gzip).equals(page.identity)).toBe(true);
    expect(brotliDecompressSync(page.br).equals(page.identity)).toBe(true);
    expect(page.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(page.version).toBe("7");
  });

  it("allows exactly the scripts the renderer wrote: an inline script without the nonce stays refused", async () => {
    const body =
      '<html><head><script nonce="n1">window.ok = 1;</script></head><body>' +
      "<script>alert(document.cookie)</script>" +
      '<script nonce="other">alert(2)</script>' +
      '<script type="application/ld+json">{"@type":"Event"}</script></body></html>';
    const page = await keepPage({ status: 200, headers: [], body: Buffer.from(body) }, "n1", {
      version: "1",
      readsSession: false,
    });
    expect(page.scriptHashes).toEqual([sha256("window.ok = 1;")]);
    expect(page.identity.toString("utf8")).not.toContain('nonce="n1"');
  });

  it("gets the same ETag whatever nonce it was rendered with", async () => {
    const a = await keepPage({ status: 200, headers: [], body: Buffer.from(html("first", "")) }, "first", {
      version: "1",
      readsSession: false,
    });
    const b = await keepPage({ status: 200, headers: [], body: Buffer.from(html("second", "")) }, "second", {
      version: "1",
      readsSession: false,
    });
    expect(a.etag).toBe(b.etag);
  });
});

describe("the answer's encoding", () => {
  it("prefers brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("*")).toBe("br");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("identity")).toBe("identity");
  });
});

describe("the cache", () => {
  const page = (version: string): KeptPage => ({
    status: 200,
    headers: [],
    scriptHashes: [],
    etag: '"x"',
    identity: Buffer.from("x"),
    gzip: Buffer.from("x"),
    br: Buffer.from("x"),
    version,
    readsSession: false,
    keptAt: Date.now(),
  });

  it("forgets a page once the content version moves on", async () => {
    const cache = new PageCache();
    await cache.fill("a", async () => page("1"), "1/0");
    expect(cache.get("a", "1")).toBeDefined();
    expect(cache.get("a", "2")).toBeUndefined();
    expect(cache.get("a", "1")).toBeUndefined();
  });

  it("renders a page once for requests that come together, and keeps nothing it may not keep", async () => {
    const cache = new PageCache();
    let renders = 0;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const render = async () => {
      renders += 1;
      await gate;
      return page("1");
    };
    const waiting = Promise.all([
      cache.fill("a", render, "1/0"),
      cache.fill("a", render, "1/0"),
      cache.fill("a", render, "1/0"),
    ]);
    release();
    const answers = await waiting;
    expect(renders).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(await cache.fill("b", async () => null, "1/0")).toBeNull();
    expect(cache.size).toBe(1);
  });

  it("renders anew for a request after a write rather than wait on a render begun before it", async () => {
    const cache = new PageCache();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = cache.fill(
      "news",
      async () => {
        await gate;
        return page("1");
      },
      "1/0",
    );
    const after = cache.fill("news", async () => page("2"), "2/0");
    const again = cache.fill("news", async () => page("3"), "2/0");
    release();
    expect((await before)?.version).toBe("1");
    expect((await after)?.version).toBe("2");
    expect(await again).toBe(await after);
    // Ending last, the render begun before the write did not replace the page kept after it.
    expect(cache.get("news", "2")?.version).toBe("2");
  });

  it("keeps a page that shows seats a moment past a registration, then renders it again", async () => {
    const cache = new PageCache();
    await cache.fill("seats", async () => ({ ...page("1"), attendance: "5" }), "1/5");
    await cache.fill("news", async () => page("1"), "1/5");
    // Just kept: served even though a registration raised the attendance version.
    expect(cache.get("seats", "1", "6")).toBeDefined();
    // Not for an admin, who sees seats as they stand; it stays kept for visitors.
    expect(cache.get("seats", "1", "6", { seatsAsTheyStand: true })).toBeUndefined();
    expect(cache.get("seats", "1", "5", { seatsAsTheyStand: true })).toBeDefined();
    expect(cache.get("seats", "1", "6")).toBeDefined();
    // Kept longer ago than the grace: rendered again.
    await cache.fill(
      "seats",
      async () => ({
        ...page("1"),
        attendance: "5",
        keptAt: Date.now() - ATTENDANCE_GRACE_MS - 1,
      }),
      "1/5",
    );
    expect(cache.get("seats", "1", "5")).toBeDefined();
    expect(cache.get("seats", "1", "6")).toBeUndefined();
    // A page that shows no seats does not mind registrations.
    expect(cache.get("news", "1", "99")).toBeDefined();
    // A content write drops both.
    expect(cache.get("news", "2", "99")).toBeUndefined();
    expect(cache.get("seats", "2", "5")).toBeUndefined();
  });

  it("drops the least recently used page beyond its size, and pages past their age", async () => {
    const cache = new PageCache(2, 60_000);
    await cache.fill("a", async () => page("1"), "1/0");
    await cache.fill("b", async () => page("1"), "1/0");
    cache.get("a", "1");
    await cache.fill("c", async () => page("1"), "1/0");
    expect(cache.get("b", "1")).toBeUndefined();
    expect(cache.get("a", "1")).toBeDefined();
    expect(cache.get("c", "1")).toBeDefined();
    await cache.fill("old", async () => ({ ...page("1"), keptAt: Date.now() - 61_000 }), "1/0");
    expect(cache.get("old", "1")).toBeUndefined();
  });
});
