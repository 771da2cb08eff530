import { asc } from "drizzle-orm";
import fc from "fast-check";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { events } from "~/features/events/table";
import { galleryItems } from "~/features/gallery/table";
import { newsArticles } from "~/features/news/table";
import { subscriberState } from "~/features/newsletter/subscriber";
import { newsletterSubscriptions } from "~/features/newsletter/table";
import { projects } from "~/features/projects/table";
import { raiseContentVersion } from "~/features/public-pages/service/content-version.server";
import { teamMembers } from "~/features/team/table";
import { safeHref } from "~/lib/club";
import { markdownToText } from "~/lib/markdown.server";
import { pageDescription } from "~/lib/seo";
import { DEFAULT_TIME_ZONE, spreadsheetDateTime } from "~/lib/time-zone";
import { loader as csvLoader } from "~/routes/admin/subscribers-csv";
import { loader as eventsIcs } from "~/routes/resources/events-ics";
import { loader as newsRss } from "~/routes/resources/news-rss";
import { hostileFragments, runs, storableText, wellFormed } from "../support/hostile";
import { personaCookies } from "./support/accounts";
import { withTestDatabase } from "./support/database";
import { readHtml, type Tag } from "./support/html";
import { renderPage } from "./support/render-page";

// Each property runs hundreds of generated cases; on a busy machine that takes more than the usual
// time of a test.
vi.setConfig({ testTimeout: 120_000 });

/**
 * Whatever an admin or a visitor managed to store comes out as the same text, and only as text: in
 * the public pages' HTML and their JSON-LD, the RSS feed, the iCalendar feed and the subscribers'
 * CSV export.
 */
const database = withTestDatabase();
let adminCookie = "";

beforeAll(async () => {
  adminCookie = (await personaCookies(database().db)).admin;
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterAll(() => {
  vi.restoreAllMocks();
});

/** Stored text as an admin's form leaves it: trimmed, not empty. */
const storedText = storableText().map((text) => text.trim() || "x");
const optionalStored = fc.option(storedText, { nil: null });
/** Addresses an admin can type into a link or an image field. */
const linkText = fc.option(
  fc.oneof(
    storedText,
    fc.constantFrom(
      "http://[",
      "http://[::1",
      "//[x",
      'https://example.org/a?b=<c>&d="e"',
      "/storage/news/picture.webp",
      "/\\evil.example",
      "javascript:alert(1)",
      "forms.example.org/apply",
      "mailto:a@example.org",
      "http://",
      "https://exa mple.org",
    ),
  ),
  { nil: null },
);

const content = fc.record({
  event: fc.record({
    title: storedText,
    description: storedText,
    location: storedText,
    registrationLink: linkText,
    linkEnabled: fc.boolean(),
    buttonText: storedText,
    maxAttendees: fc.option(fc.integer({ min: 0, max: 2_147_483_647 }), { nil: null }),
    imageUrl: linkText,
  }),
  article: fc.record({
    title: storedText,
    content: storedText,
    author: storedText,
    featuredImageUrl: linkText,
    articleLink: linkText,
    linkText: storedText,
  }),
  project: fc.record({
    title: storedText,
    description: storedText,
    technologies: fc.array(
      storedText.map((t) => t.replaceAll(",", " ").trim() || "x"),
      { maxLength: 3 },
    ),
    achievements: fc.array(
      storedText.map((t) => t.replaceAll(",", " ").trim() || "x"),
      { maxLength: 3 },
    ),
    duration: optionalStored,
    imageUrl: linkText,
    detailsLink: linkText,
    buttonText: storedText,
  }),
  gallery: fc.record({ title: storedText, description: optionalStored, imageUrl: linkText.map((l) => l ?? "x") }),
  member: fc.record({ name: storedText, position: storedText, bio: optionalStored }),
});

type Content = typeof content extends fc.Arbitrary<infer T> ? T : never;

async function store(values: Content) {
  const { db } = database();
  for (const table of [events, newsArticles, projects, galleryItems, teamMembers]) await db.delete(table);
  const [event] = await db
    .insert(events)
    .values({ ...values.event, slug: "event", date: "2099-06-01", time: "10:30", type: "workshop", status: "open" })
    .returning();
  const [article] = await db
    .insert(newsArticles)
    .values({ ...values.article, slug: "article", publishedDate: "2026-01-15", isPublished: true })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({ ...values.project, slug: "project" })
    .returning();
  await db.insert(galleryItems).values({ ...values.gallery, uploadDate: "2026-01-10" });
  await db.insert(teamMembers).values({ ...values.member, positionOrder: 1, isExecutive: true });
  // Written around the store: the content version is raised as the store's writes raise it.
  await raiseContentVersion(db);
  if (!event || !article || !project) throw new Error("not stored");
  return { event, article, project };
}

/** Tags whose attributes a page could get only from an injection. */
function checkTags(tags: Tag[], path: string) {
  for (const tag of tags) {
    expect(tag.name, path).toMatch(/^\/?[a-z][a-z0-9-]*$/);
    for (const name of Object.keys(tag.attributes)) {
      expect(name, `${path} <${tag.name}>`).toMatch(/^[a-zA-Z][a-zA-Z0-9:-]*$/);
      expect(name.toLowerCase().startsWith("on"), `${path} <${tag.name} ${name}>`).toBe(false);
    }
    if (tag.name === "script") expect(tag.attributes.type, path).toBe("application/ld+json");
    // Formatted text links and shows pictures only by safe addresses, pictures only the site's own.
    for (const name of ["href", "src"]) {
      const address = tag.attributes[name];
      // React writes an address it refuses as a script that only throws.
      if (address === undefined || address.startsWith("javascript:throw new Error('React has blocked")) continue;
      expect(address, `${path} <${tag.name} ${name}>`).not.toMatch(/^\s*(javascript|vbscript|data):/i);
    }
    if (tag.name === "img" && tag.attributes.width === undefined && tag.attributes.decoding === "async") {
      expect(tag.attributes.src ?? "", path).not.toContain("tracker.example");
    }
    expect(["iframe", "object", "embed", "base", "meta"]).not.toContain(tag.name);
  }
}

/** The JSON-LD of a page, parsed; the script element cannot have been closed early. */
function jsonLdOf(tags: Tag[]): unknown[] {
  const scripts = tags.filter((tag) => tag.name === "script");
  expect(scripts.length).toBeLessThanOrEqual(1);
  const raw = scripts[0]?.raw;
  if (raw === undefined) return [];
  expect(raw.toLowerCase()).not.toContain("<!--");
  // A list page has a list of entries, a record's page its one entry.
  return [JSON.parse(raw) as unknown].flat();
}

const xml = new XMLParser({
  ignoreAttributes: false,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => name === "item",
});

/** XML 1.0 Char: tab, line feed, carriage return and U+0020 up, but no surrogates, U+FFFE or U+FFFF. */
const notXmlCharacter = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** Text as XML can carry it: U+FFFE and U+FFFF are no characters there. */
const inXml = (text: string) => text.replace(/[\uFFFE\uFFFF]/g, "\uFFFD");

/** Content of every kind in plain text, for a test that changes a field or two. */
const plain: Content = {
  event: {
    title: "t",
    description: "d",
    location: "l",
    registrationLink: null,
    linkEnabled: true,
    buttonText: "b",
    maxAttendees: null,
    imageUrl: null,
  },
  article: {
    title: "t",
    content: "c",
    author: "a",
    featuredImageUrl: null,
    articleLink: null,
    linkText: "l",
  },
  project: {
    title: "t",
    description: "d",
    technologies: [],
    achievements: [],
    duration: null,
    imageUrl: null,
    detailsLink: null,
    buttonText: "b",
  },
  gallery: { title: "t", description: null, imageUrl: "x" },
  member: { name: "n", position: "p", bio: null },
};

describe("stored text in the public pages", () => {
  it("a title with U+FFFF gives a well-formed feed", async () => {
    await store({ ...plain, article: { ...plain.article, title: "a\uFFFFb\uFFFE" } });
    const feed = await (await newsRss()).text();
    expect(notXmlCharacter.test(feed)).toBe(false);
    expect(xml.parse(feed).rss.channel.item[0].title).toBe("a\uFFFDb\uFFFD");
  });

  it("comes out escaped in the HTML and equal in the JSON-LD, the RSS and the iCalendar feeds", async () => {
    await fc.assert(
      fc.asyncProperty(content, async (values) => {
        const stored = await store(values);

        const itemPages = [
          `/events/${stored.event.slug}`,
          `/news/${stored.article.slug}`,
          `/projects/${stored.project.slug}`,
        ];
        for (const path of ["/", "/events", "/news", "/projects", "/gallery", ...itemPages]) {
          const { status, html } = await renderPage(path);
          expect(status, path).toBe(200);
          const { tags, texts } = readHtml(html);
          checkTags(tags, path);
          const shown = texts.join("\u0000");
          const expectedTexts: Record<string, string[]> = {
            "/": [values.event.title, values.article.title, values.project.title, values.member.name],
            "/events": [values.event.title, values.event.location],
            "/news": [values.article.title, values.article.author],
            "/projects": [values.project.title],
            "/gallery": [values.gallery.title],
          };
          for (const text of expectedTexts[path] ?? []) {
            expect(texts.some((t) => t === text || t.includes(text)) || shown.includes(text), `${path}: ${text}`).toBe(
              true,
            );
          }
          const ld = jsonLdOf(tags);
          // A picture's address in the structured data is a web address, whatever was stored.
          for (const entry of ld as { image?: string | string[] }[]) {
            for (const image of [entry.image ?? []].flat()) expect(image, path).toMatch(/^https?:\/\//);
          }
          if (path === "/events" || path === itemPages[0]) {
            expect(ld).toHaveLength(1);
            expect(ld[0]).toMatchObject({
              name: values.event.title,
              description: markdownToText(values.event.description),
              location: { name: values.event.location },
            });
          }
          if (path === "/news" || path === itemPages[1]) {
            expect(ld).toHaveLength(1);
            expect(ld[0]).toMatchObject({
              headline: values.article.title,
              articleBody: markdownToText(values.article.content),
              description: pageDescription(markdownToText(values.article.content)),
              author: { name: values.article.author },
            });
          }
        }

        const feed = await (await newsRss()).text();
        expect(XMLValidator.validate(feed)).toBe(true);
        expect(notXmlCharacter.test(feed)).toBe(false);
        const item = xml.parse(feed).rss.channel.item[0] as Record<string, string>;
        expect(item.title).toBe(inXml(values.article.title));
        expect(item.description).toBe(inXml(pageDescription(markdownToText(values.article.content), 300)));
        // The full text, as the HTML the article's page shows, well-formed for a feed reader.
        checkTags(readHtml(item["content:encoded"] ?? "").tags, "feed");
        expect(item.author).toBe(`noreply@localhost (${inXml(values.article.author)})`);

        const calendarText = await (await eventsIcs()).text();
        for (const line of calendarText.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
        const calendar = new ICAL.Component(ICAL.parse(calendarText));
        const vevents = calendar.getAllSubcomponents("vevent");
        expect(vevents).toHaveLength(1);
        const event = new ICAL.Event(vevents[0] as ICAL.Component);
        expect(event.summary).toBe(values.event.title);
        const link = values.event.linkEnabled ? safeHref(values.event.registrationLink) : null;
        const registration = link ? `Registration: ${new URL(link, "http://localhost:3000/")}` : null;
        expect(event.description).toBe(
          [markdownToText(values.event.description, { lines: true }), registration].filter(Boolean).join("\n\n"),
        );
        expect(event.location).toBe(values.event.location);
        expect(event.uid).toBe(`${stored.event.id}@localhost`);
      }),
      runs(25),
    );
  });

  it("an address typed in a link or image field that is no URL still gives the pages and feeds", async () => {
    await store({
      ...plain,
      event: { ...plain.event, registrationLink: "/\\[", imageUrl: "http://[" },
      article: { ...plain.article, featuredImageUrl: "http://[" },
    });
    expect((await renderPage("/news")).status).toBe(200);
    expect((await renderPage("/events")).status).toBe(200);
    expect((await renderPage("/")).status).toBe(200);
    expect(await (await eventsIcs()).text()).toContain("URL:http://localhost:3000/events/event\r\n");
  });
});

/** Reads RFC 4180 CSV back into rows of cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
      } else if (c === '"') {
        quoted = false;
        i++;
      } else {
        cell += c;
        i++;
      }
    } else if (c === '"' && cell === "") {
      quoted = true;
      i++;
    } else if (c === ",") {
      row.push(cell);
      cell = "";
      i++;
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i += 2;
    } else {
      // Outside quotes, a value never holds a quote, a comma or a line break.
      expect(c === '"' || c === "\r" || c === "\n").toBe(false);
      cell += c;
      i++;
    }
  }
  expect(cell).toBe("");
  expect(row).toEqual([]);
  return rows;
}

/** What the database's one-subscription-per-address index compares. */
const uniqueKey = (address: string) =>
  address
    .replace(/^\uFEFF+/, "")
    .replace(/^[ \t\n\r\f]+|[ \t\n\r\f]+$/g, "")
    .toLowerCase();

describe("the subscribers' CSV export", () => {
  const formula = /^[=+\-@\t\r]/;
  it("reads back as the stored addresses, a formula-looking one with a leading apostrophe", async () => {
    const address = fc.oneof(
      fc.emailAddress(),
      storableText().filter((t) => t !== ""),
      // Stored directly, as an older version may have: anything the database keeps (no NUL).
      fc.constantFrom(...hostileFragments).map((f) => wellFormed(f).replaceAll("\u0000", "")),
      fc.constantFrom("=1+1@example.org", "+cmd@example.org", "-2@example.org", "@x", "\t=1", '"q",x\r\ny'),
    );
    await fc.assert(
      fc.asyncProperty(fc.uniqueArray(address, { maxLength: 6, selector: uniqueKey }), async (list) => {
        const { db } = database();
        await db.delete(newsletterSubscriptions);
        // PGlite reads a value's leading U+FEFF as a byte-order mark and drops it; no form stores one
        // (every field is trimmed), so these stored-by-hand values do not start with one.
        const addresses = list.map((a) => a.replace(/^\uFEFF+/, "")).filter((a) => a !== "");
        for (const [index, email] of addresses.entries()) {
          await db
            .insert(newsletterSubscriptions)
            .values({ email, createdAt: new Date(Date.UTC(2026, 0, 1, 0, index)) });
        }
        const request = new Request("http://localhost:3000/admin-kfupm-aero/subscribers.csv", {
          headers: { cookie: adminCookie },
        });
        const response = (await csvLoader({ request, params: {}, context: {} } as never)) as Response;
        expect(response.status).toBe(200);
        const rows = parseCsv(await response.text());
        const saved = await db.select().from(newsletterSubscriptions).orderBy(asc(newsletterSubscriptions.createdAt));
        expect(rows[0]).toEqual(["email", "subscribed_at", "status", "confirmed_at", "language"]);
        expect(rows.slice(1)).toEqual(
          saved.map((row) => [
            formula.test(row.email) ? `'${row.email}` : row.email,
            spreadsheetDateTime(row.createdAt, DEFAULT_TIME_ZONE),
            subscriberState(row).label,
            row.confirmedAt ? spreadsheetDateTime(row.confirmedAt, DEFAULT_TIME_ZONE) : "",
            row.language,
          ]),
        );
        expect(saved.map((row) => row.email)).toEqual(addresses);
      }),
      runs(150),
    );
  });
});
