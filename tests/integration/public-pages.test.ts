import { eq, isNotNull, sql } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import ICAL from "ical.js";
import { beforeAll, describe, expect, it } from "vitest";
import { seedDemoContent } from "~/features/demo/seed.server";
import { events } from "~/features/events/table";
import { newsArticles } from "~/features/news/table";
import { newsletterIssues } from "~/features/newsletter/table";
import { projects } from "~/features/projects/table";
import { forgetKeptReads } from "~/features/public-pages/service/kept-reads.server";
import { storage } from "~/lib/storage.server";
import { loader as eventsPage } from "~/routes/public/events";
import { loader as galleryPage } from "~/routes/public/gallery";
import { loader as homePage } from "~/routes/public/home";
import { loader as newsPage } from "~/routes/public/news";
import { loader as projectsPage } from "~/routes/public/projects";
import { loader as eventsIcs } from "~/routes/resources/events-ics";
import { loader as newsRss } from "~/routes/resources/news-rss";
import { loader as robots } from "~/routes/resources/robots";
import { loader as sitemap } from "~/routes/resources/sitemap";
import { demo } from "../support/demo";
import { databaseToday, withTestDatabase } from "./support/database";

const database = withTestDatabase();
const args = (url = "http://localhost:3000/") => ({ request: new Request(url), params: {}, context: {} }) as never;

beforeAll(async () => {
  await seedDemoContent(database().db, storage());
});

describe("public page loaders", () => {
  it("home: the 3 latest published articles, the next 3 events from today, the 3 newest projects, the team in order", async () => {
    const data = await homePage(args());
    const today = await databaseToday(database().db);
    expect(data.news).toHaveLength(3);
    expect(data.news.every((a) => a.isPublished)).toBe(true);
    expect(data.news.map((a) => a.publishedDate)).toEqual([...data.news.map((a) => a.publishedDate)].sort().reverse());
    expect(data.events).toHaveLength(3);
    expect(data.events.every((e) => e.date >= today)).toBe(true);
    expect(data.events.map((e) => e.date)).toEqual([...data.events.map((e) => e.date)].sort());
    expect(data.projects.map((p) => p.title)).toEqual(demo.projects.slice(0, 3));
    expect(data.team.map((m) => m.positionOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(data.hero).toEqual({
      videos: [
        { src: "/storage/videos/club-loop.webm", type: "video/webm" },
        { src: "/storage/videos/club-loop.mp4", type: "video/mp4" },
      ],
      poster: {
        src: "/images/videos/club-loop-poster.webp?w=1200",
        srcSet: expect.stringMatching(/^\/images\/videos\/club-loop-poster\.webp\?w=320 320w, /),
      },
    });
  });

  it("events: every event, soonest first, each marked past when its day is over", async () => {
    const { events, failed } = await eventsPage(args());
    expect(failed).toBe(false);
    expect(events.length).toBeGreaterThanOrEqual(8);
    const keys = events.map((e) => `${e.date} ${e.time}`);
    expect(keys).toEqual([...keys].sort());
    const today = await databaseToday(database().db);
    expect(events.filter((e) => e.past).map((e) => e.title)).toEqual(
      events.filter((e) => e.date < today).map((e) => e.title),
    );
    expect(
      events
        .filter((e) => e.past)
        .map((e) => e.title)
        .sort(),
    ).toEqual([...demo.pastEvents].sort());
  });

  it("dates and times come written in the visitor's locale, so that the browser formats none", async () => {
    const inLocale = (language: string) =>
      ({
        request: new Request("http://localhost:3000/", { headers: { "Accept-Language": language } }),
        params: {},
        context: {},
      }) as never;
    const [us, uk] = await Promise.all([eventsPage(inLocale("en-US,en;q=0.9")), eventsPage(inLocale("en-GB"))]);
    const first = us.events[0];
    if (!first) throw new Error("no events");
    const [y, m, d] = first.date.split("-");
    expect(first.when.date).toBe(`${Number(m)}/${Number(d)}/${y}`);
    expect(uk.events[0]?.when.date).toBe(`${d}/${m}/${y}`);
    const [hours = "", minutes = ""] = first.time.split(":");
    expect(uk.events[0]?.when.time).toBe(`${hours}:${minutes}`);
    expect(first.when.time).toMatch(/^\d{1,2}:\d\d\s?[AP]M$/);

    const { articles } = await newsPage(inLocale("en-US"));
    const article = articles[0];
    if (!article) throw new Error("no articles");
    const published = new Date(`${article.publishedDate}T00:00:00Z`);
    const month = published.toLocaleString("en-US", { month: "long", timeZone: "UTC" });
    expect(article.publishedOn).toBe(`${month} ${published.getUTCDate()}, ${published.getUTCFullYear()}`);
    const home = await homePage(inLocale("en-GB"));
    expect(home.news[0]?.publishedOn).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(home.events[0]?.when.date).toMatch(/^\d\d\/\d\d\/\d{4}$/);
  });

  it("news: only published articles, newest first", async () => {
    const { articles } = await newsPage(args());
    expect(articles.map((a) => a.title)).toEqual(demo.news);
  });

  it("projects: newest first", async () => {
    const { projects } = await projectsPage();
    expect(projects).toHaveLength(6);
    const created = projects.map((p) => p.createdAt.getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it("gallery: newest upload first, and the category of the address as the starting filter", async () => {
    const all = await galleryPage(args("http://localhost:3000/gallery"));
    expect(all.category).toBe("all");
    const dates = all.items.map((i) => i.uploadDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await galleryPage(args("http://localhost:3000/gallery?category=Competitions"))).category).toBe(
      "competitions",
    );
    expect((await galleryPage(args("http://localhost:3000/gallery?category=nonsense"))).category).toBe("all");
  });
});

describe("feeds", () => {
  it("the news feed is well-formed RSS 2.0 of the published articles", async () => {
    const response = await newsRss();
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const feed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    expect(feed.rss["@_version"]).toBe("2.0");
    expect(feed.rss.channel.title).toBe("KFUPM Aerospace Club News");
    expect(feed.rss.channel.link).toBe("http://localhost:3000/news");
    const items = feed.rss.channel.item as {
      title: string;
      pubDate: string;
      link: string;
      guid: { "#text": string };
    }[];
    expect(items).toHaveLength(5);
    expect(items[0]?.title).toBe("Club Wins AIAA Regional Design Award");
    for (const item of items) {
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      expect(item.link).toMatch(/^https?:\/\//);
    }
    expect(xml).not.toContain("Sounding Rocket Program");
  });

  it("the events calendar parses as iCalendar with one event per record", async () => {
    const response = await eventsIcs();
    expect(response.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    const text = await response.text();
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const vevents = calendar.getAllSubcomponents("vevent");
    const { events } = await eventsPage(args());
    expect(vevents).toHaveLength(events.length);
    const drone = vevents.map((v) => new ICAL.Event(v)).find((e) => e.summary === "Drone Racing Night");
    expect(drone?.component.getFirstPropertyValue("status")).toBe("CANCELLED");
    const first = new ICAL.Event(vevents[0] as ICAL.Component);
    const start = first.startDate.toJSDate().toISOString();
    const expected = new Date(`${events[0]?.date}T${events[0]?.time}+03:00`).toISOString();
    expect(start).toBe(expected);
  });

  it("the sitemap lists every public page at PUBLIC_URL", async () => {
    const xml = await (await sitemap()).text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const all = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
    const arabic = (loc: string) => /^\/ar(\/|$)/.test(new URL(loc).pathname);
    const locs = all.filter((loc) => !arabic(loc));
    // Each page also in Arabic, right after it, and each entry names both and English as the default.
    expect(all.filter(arabic)).toEqual(
      locs.map((loc) => {
        const url = new URL(loc);
        return `${url.origin}${url.pathname === "/" ? "/ar" : `/ar${url.pathname}`}`;
      }),
    );
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? "");
    expect(entries).toHaveLength(all.length);
    for (const entry of entries) {
      const alternate = (language: string) =>
        new RegExp(`<xhtml:link rel="alternate" hreflang="${language}" href="([^"]+)"/>`).exec(entry)?.[1];
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? "";
      expect([alternate("en"), alternate("ar")]).toContain(loc);
      expect(alternate("x-default")).toBe(alternate("en"));
      expect(all).toContain(alternate(arabic(loc) ? "en" : "ar"));
    }
    const pages = locs.filter((loc) => !/\/(events|news|newsletter|projects)\/[a-z0-9-]+$/.test(loc ?? ""));
    // Then every event, published article, project and sent issue at its own page, with when it last changed.
    const items = locs.length - pages.length;
    expect(items).toBe(
      (await database().db.select().from(events)).length +
        (await database().db.select().from(newsArticles).where(eq(newsArticles.isPublished, true))).length +
        (await database().db.select().from(projects)).length +
        (await database().db.select().from(newsletterIssues).where(isNotNull(newsletterIssues.startedAt))).length,
    );
    expect([...xml.matchAll(/<lastmod>/g)].length).toBe(items * 2);
    expect(pages).toEqual(
      [
        "/",
        "/about",
        "/events",
        "/projects",
        "/news",
        "/newsletter",
        "/gallery",
        "/contact",
        "/resources",
        "/membership",
        "/privacy",
        "/terms",
        "/accessibility",
      ].map((p) => `http://localhost:3000${p}`),
    );
  });

  it("robots.txt keeps crawlers out of the admin area", async () => {
    const text = await robots().text();
    expect(text).toContain("Disallow: /admin-kfupm-aero");
    expect(text).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });
});

describe("when the content tables cannot be read", () => {
  it("every list is empty and the events page knows it failed", async () => {
    const { db } = database();
    const tables = ["events", "projects", "news_articles", "gallery_items", "team_members"];
    for (const t of tables) await db.execute(sql.raw(`ALTER TABLE ${t} RENAME TO ${t}_gone`));
    // What earlier pages read is kept for the content version, which a renamed table leaves as it is.
    forgetKeptReads();
    try {
      expect(await eventsPage(args())).toEqual({ events: [], jsonLd: [], failed: true });
      const home = await homePage(args());
      expect([home.news, home.events, home.projects, home.team]).toEqual([[], [], [], []]);
      expect((await newsPage(args())).articles).toEqual([]);
      expect((await projectsPage()).projects).toEqual([]);
      expect((await galleryPage(args())).items).toEqual([]);
      expect((await newsRss()).status).toBe(200);
      expect((await eventsIcs()).status).toBe(200);
    } finally {
      for (const t of tables) await db.execute(sql.raw(`ALTER TABLE ${t}_gone RENAME TO ${t}`));
    }
  });
});
