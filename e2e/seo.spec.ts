import { expect, test } from "@playwright/test";
import { servers } from "./support/servers";
import { demo, publicPages } from "./support/site";

const site = servers.demo.url;

test.describe("every page can be found and shared", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, title } of publicPages) {
    test(`${path} has its title, description, canonical address, Open Graph and Twitter tags`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const meta = (selector: string) => page.locator(`head meta[${selector}]`);
      await expect(page.locator("head title")).toHaveCount(1);
      await expect(meta('name="description"')).toHaveCount(1);
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
      const description = (await meta('name="description"').getAttribute("content")) ?? "";
      expect(description.length).toBeGreaterThan(30);

      const canonical = (await page.locator('head link[rel="canonical"]').getAttribute("href")) ?? "";
      expect(canonical.startsWith(site), `canonical: ${canonical}`).toBe(true);
      expect(canonical.endsWith(path), `canonical: ${canonical}`).toBe(true);
      expect(new URL(canonical).pathname).toBe(path);

      await expect(meta('property="og:title"')).toHaveAttribute("content", title);
      await expect(meta('property="og:description"')).toHaveAttribute("content", description);
      await expect(meta('property="og:url"')).toHaveAttribute("content", canonical);
      const image = (await meta('property="og:image"').getAttribute("content")) ?? "";
      expect(image.startsWith(`${site}/`), `og:image: ${image}`).toBe(true);
      await expect(meta('name="twitter:card"')).toHaveAttribute("content", "summary_large_image");
    });
  }

  test("no two pages share a title or a description", async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path } of publicPages) {
      await page.goto(path);
      titles.add(await page.title());
      descriptions.add((await page.locator('head meta[name="description"]').getAttribute("content")) ?? "");
    }
    expect(titles.size).toBe(publicPages.length);
    expect(descriptions.size).toBe(publicPages.length);
  });

  test("the Open Graph image exists", async ({ page, request }) => {
    await page.goto("/");
    const image = (await page.locator('meta[property="og:image"]').getAttribute("content")) ?? "";
    const response = await request.get(image);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
  });

  test("the news page points to its RSS feed", async ({ page }) => {
    await page.goto("/news");
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      "/news/rss.xml",
    );
  });
});

test("the sitemap lists every public page", async ({ page }) => {
  const response = await page.request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  await page.goto("/about");
  const locs = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    if (doc.querySelector("parsererror")) return null;
    return Array.from(doc.getElementsByTagName("loc")).map((loc) => loc.textContent ?? "");
  }, xml);
  expect(locs).not.toBeNull();
  const expected = publicPages.map(({ path }) => new URL(path, site).toString());
  const english = (locs ?? []).filter((loc) => !/^\/ar(\/|$)/.test(new URL(loc).pathname));
  // Every page is there in Arabic too.
  expect(locs?.length).toBe(english.length * 2);
  // The public pages, then each event's, article's, project's and sent issue's own page.
  const itemPage = /\/(events|news|newsletter|projects)\/[a-z0-9-]+$/;
  expect(english.filter((loc) => !itemPage.test(loc)).sort()).toEqual([...expected].sort());
  expect(english.filter((loc) => itemPage.test(loc)).length).toBeGreaterThan(10);
  for (const loc of locs ?? []) {
    const pageResponse = await page.request.get(loc);
    expect(pageResponse.status(), loc).toBe(200);
  }
});

test("robots.txt keeps crawlers out of the admin area", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text.split("\n")).toContain("Disallow: /admin-kfupm-aero");
  expect(text).toContain(`Sitemap: ${site}/sitemap.xml`);
});

test("the news RSS feed is valid RSS 2.0 with the published articles only", async ({ page }) => {
  const response = await page.request.get("/news/rss.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const xml = await response.text();
  await page.goto("/about");
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const child = (parent: Element, name: string) =>
      Array.from(parent.children).find((el) => el.tagName === name)?.textContent ?? null;
    const rss = doc.documentElement;
    const channel = Array.from(rss.children).find((el) => el.tagName === "channel");
    return {
      parseError: doc.getElementsByTagName("parsererror").length > 0,
      root: rss.tagName,
      version: rss.getAttribute("version"),
      title: channel ? child(channel, "title") : null,
      link: channel ? child(channel, "link") : null,
      description: channel ? child(channel, "description") : null,
      items: channel
        ? Array.from(channel.children)
            .filter((el) => el.tagName === "item")
            .map((item) => ({
              title: child(item, "title"),
              link: child(item, "link"),
              pubDate: child(item, "pubDate"),
            }))
        : [],
    };
  }, xml);
  expect(feed.parseError).toBe(false);
  expect(feed.root).toBe("rss");
  expect(feed.version).toBe("2.0");
  expect(feed.title).toBe("KFUPM Aerospace Club News");
  expect(feed.link).toBe(`${site}/news`);
  expect(feed.description).toBeTruthy();
  expect(feed.items.map((item) => item.title)).toEqual([...demo.news]);
  // Each item links to its article's own page: the address the news page links its title to.
  await page.goto("/news");
  for (const item of feed.items) {
    const href = await page
      .getByRole("link", { name: item.title ?? "", exact: true })
      .first()
      .getAttribute("href");
    expect(href, `${item.title}`).toMatch(/^\/news\/[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(item.link).toBe(`${site}${href}`);
    expect(item.pubDate).toBeTruthy();
    expect(Number.isNaN(Date.parse(item.pubDate ?? ""))).toBe(false);
  }
  expect(xml).not.toContain(demo.draft);
});

test("the events calendar (events.ics) is valid iCalendar with one VEVENT per event", async ({ page }) => {
  const response = await page.request.get("/events.ics");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/calendar");
  const body = await response.body();
  const text = body.toString("utf8");
  expect(text.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
  expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  // Every line ends with CRLF, and no line is longer than 75 octets.
  expect(/[^\r]\n/.test(text)).toBe(false);
  expect(/\r(?!\n)/.test(text)).toBe(false);
  const lines = text.slice(0, -2).split("\r\n");
  for (const line of lines) expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);

  await page.goto("/events");
  const eventCount = await page.getByRole("region", { name: "Events" }).getByRole("heading", { level: 3 }).count();
  expect(eventCount).toBe(demo.events.length + demo.pastEvents.length);
  expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(eventCount);
  expect(lines.filter((line) => line === "END:VEVENT")).toHaveLength(eventCount);
  // Unfolded, each event's title is there.
  const unfolded = text.replace(/\r\n[ \t]/g, "");
  for (const title of [...demo.events, ...demo.pastEvents]) {
    expect(unfolded).toContain(`SUMMARY:${title.replace(/[,;]/g, (c) => `\\${c}`)}`);
  }
  expect(unfolded).toMatch(/SUMMARY:Drone Racing Night\r\n(?:[^\r]*\r\n)*?STATUS:CANCELLED/);
});

test.describe("structured data", () => {
  test.use({ javaScriptEnabled: false });

  async function jsonLd(page: import("@playwright/test").Page): Promise<Array<Record<string, unknown>>> {
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return blocks.flatMap((block) => {
      const value = JSON.parse(block) as unknown;
      return (Array.isArray(value) ? value : [value]) as Array<Record<string, unknown>>;
    });
  }

  test("/events describes each event as a schema.org Event", async ({ page }) => {
    await page.goto("/events");
    const events = (await jsonLd(page)).filter((item) => item["@type"] === "Event");
    expect(events.map((event) => event.name).sort()).toEqual([...demo.events, ...demo.pastEvents].sort());
    for (const event of events) {
      expect(event["@context"]).toBe("https://schema.org");
      expect(String(event.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    }
  });

  test("/news describes each published article as a schema.org NewsArticle", async ({ page }) => {
    await page.goto("/news");
    const articles = (await jsonLd(page)).filter((item) => item["@type"] === "NewsArticle");
    expect(articles.map((article) => article.headline)).toEqual([...demo.news]);
    expect(JSON.stringify(articles)).not.toContain(demo.draft);
  });
});

test.describe("a record's own page can be found and shared", () => {
  test.use({ javaScriptEnabled: false });

  const club = "KFUPM Aerospace Club";

  /** What the server wrote in the page's <head>: its title, each meta tag by name or property, canonical, JSON-LD. */
  async function headOf(page: import("@playwright/test").Page) {
    const metas = await page
      .locator("head meta")
      .evaluateAll((tags) =>
        tags.map((tag) => [
          tag.getAttribute("property") ?? tag.getAttribute("name") ?? "",
          tag.getAttribute("content") ?? "",
        ]),
      );
    const names = metas.map(([name]) => name);
    expect(
      names.filter((name, index) => name && names.indexOf(name) !== index),
      "meta tags given twice",
    ).toEqual([]);
    await expect(page.locator("head title")).toHaveCount(1);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    return {
      title: await page.title(),
      meta: new Map(metas as [string, string][]),
      canonical: (await page.locator('head link[rel="canonical"]').getAttribute("href")) ?? "",
      jsonLd: blocks.map((block) => JSON.parse(block) as Record<string, unknown>),
    };
  }

  /** Opens the page that the list page's card titled `title` links to; answers its address. */
  async function openFromList(page: import("@playwright/test").Page, list: string, title: string): Promise<string> {
    await page.goto(list);
    const href = (await page.getByRole("link", { name: title, exact: true }).first().getAttribute("href")) ?? "";
    expect(href).toMatch(new RegExp(`^${list}/[a-z0-9]+(-[a-z0-9]+)*$`));
    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    return href;
  }

  /** Title, description, canonical, Open Graph and Twitter tags of a record's page, all with absolute addresses. */
  async function expectShareTags(
    page: import("@playwright/test").Page,
    head: Awaited<ReturnType<typeof headOf>>,
    expected: { path: string; title: string; description: string; type: string; image: RegExp },
  ) {
    const { meta } = head;
    const title = `${expected.title} | ${club}`;
    const canonical = `${site}${expected.path}`;
    expect(head.title).toBe(title);
    expect(meta.get("description")).toBe(expected.description);
    expect(head.canonical).toBe(canonical);
    expect(meta.get("og:site_name")).toBe(club);
    expect(meta.get("og:type")).toBe(expected.type);
    expect(meta.get("og:title")).toBe(title);
    expect(meta.get("og:description")).toBe(expected.description);
    expect(meta.get("og:url")).toBe(canonical);
    const image = meta.get("og:image") ?? "";
    expect(image).toMatch(expected.image);
    expect(image.startsWith(`${site}/`), `og:image: ${image}`).toBe(true);
    expect(meta.get("og:image:alt")).toBe(expected.title);
    expect(meta.get("twitter:card")).toBe("summary_large_image");
    expect(meta.get("twitter:title")).toBe(title);
    expect(meta.get("twitter:description")).toBe(expected.description);
    expect(meta.get("twitter:image")).toBe(image);
    const picture = await page.request.get(image);
    expect(picture.status(), image).toBe(200);
    expect(picture.headers()["content-type"]).toMatch(/^image\//);
    return { canonical, image };
  }

  test("an article's page has its own tags and a schema.org NewsArticle", async ({ page }) => {
    const title = demo.news[0];
    const path = await openFromList(page, "/news", title);
    const head = await headOf(page);
    const description = "Our Desert Hawk UAV team took first place for design at the AIAA regional student conference.";
    const { canonical, image } = await expectShareTags(page, head, {
      path,
      title,
      description,
      type: "article",
      // The article's own picture.
      image: /\/storage\/news\/[^/]+\.(webp|jpe?g|png)$/,
    });
    expect(head.jsonLd).toHaveLength(1);
    const [article] = head.jsonLd;
    expect(article).toMatchObject({
      "@context": "https://schema.org",
      "@type": "NewsArticle",
      headline: title,
      description,
      author: { "@type": "Person", name: "Media & Outreach Team" },
      publisher: { "@type": "Organization", name: club, url: site },
      url: canonical,
      mainEntityOfPage: canonical,
      image: [image],
    });
    expect(String(article?.datePublished)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(article?.articleBody)).toContain("thermal analysis of the avionics bay");
  });

  test("a project's page has its own tags, its description cut at a word", async ({ page }) => {
    const title = demo.projects[0];
    const path = await openFromList(page, "/projects", title);
    const head = await headOf(page);
    const description = head.meta.get("description") ?? "";
    // The project's own text, cut where a word ends, within 160 characters.
    const full =
      "A 1U CubeSat that will measure the radiation environment in low Earth orbit with a student-designed dosimeter. The team designs the power system, on-board computer and UHF radio in house.";
    expect(full.length).toBeGreaterThan(160);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description.endsWith("…")).toBe(true);
    const kept = description.slice(0, -1);
    expect(kept.length).toBeGreaterThan(100);
    expect(full.startsWith(kept)).toBe(true);
    expect(kept).toMatch(/\S$/);
    expect(full[kept.length]).toBe(" ");
    await expectShareTags(page, head, {
      path,
      title,
      description,
      type: "website",
      image: /\/storage\/projects\/[^/]+\.(webp|jpe?g|png)$/,
    });
  });

  test("an event's page has its own tags and a schema.org Event with its status, place, organizer and picture", async ({
    page,
  }) => {
    // Cancelled, without a picture of its own: the card made for its page.
    const cancelled = "Drone Racing Night";
    const path = await openFromList(page, "/events", cancelled);
    const head = await headOf(page);
    const { canonical, image } = await expectShareTags(page, head, {
      path,
      title: cancelled,
      description:
        "An evening of first-person-view drone racing on an indoor track. Postponed: the sports hall is closed for maintenance, and a new date will be announced here.",
      type: "website",
      image: /\/cards\/events\/[^/]+\.jpg$/,
    });
    expect(head.meta.get("og:image:width")).toBe("1200");
    expect(head.meta.get("og:image:height")).toBe("630");
    expect(head.jsonLd).toHaveLength(1);
    const [event] = head.jsonLd;
    expect(event).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Event",
      name: cancelled,
      url: canonical,
      eventStatus: "https://schema.org/EventCancelled",
      location: { "@type": "Place", name: "Indoor Sports Hall", address: { "@type": "PostalAddress" } },
      organizer: { "@type": "Organization", name: club, url: site },
      image,
    });
    expect(String(event?.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T20:00:00[+-]\d{2}:\d{2}$/);

    // Scheduled, with a picture of its own.
    const scheduled = "CubeSat Subsystems Hands-on Session";
    await openFromList(page, "/events", scheduled);
    const other = await headOf(page);
    const [withPicture] = other.jsonLd;
    expect(withPicture).toMatchObject({
      "@type": "Event",
      name: scheduled,
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: "Space Systems Lab, Building 63" },
      organizer: { "@type": "Organization", name: club, url: site },
      image: other.meta.get("og:image"),
    });
    expect(String(withPicture?.image)).toMatch(new RegExp(`^${site}/storage/[a-z]+/[^/]+\\.(webp|jpe?g|png)$`));
  });
});
