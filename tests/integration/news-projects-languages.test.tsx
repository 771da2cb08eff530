import { eq } from "drizzle-orm";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  type RouteObject,
  StaticRouterProvider,
  UNSAFE_withComponentProps,
} from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { store } from "~/collections.server";
import { seedDemoContent } from "~/features/demo/seed.server";
import { newsServer } from "~/features/news/collection.server";
import { newsArticles } from "~/features/news/table";
import { projects } from "~/features/projects/table";
import { raiseContentVersion } from "~/features/public-pages/service/content-version.server";
import { publicWords } from "~/i18n/words.server";
import { storage } from "~/lib/storage.server";
import { loader as rootLoader } from "~/root";
import * as articleModule from "~/routes/public/article";
import { loader as articlePage } from "~/routes/public/article";
import { loader as homePage } from "~/routes/public/home";
import PublicLayout from "~/routes/public/layout";
import { loader as newsPage } from "~/routes/public/news";
import * as projectModule from "~/routes/public/project";
import { loader as projectPage } from "~/routes/public/project";
import { loader as projectsPage } from "~/routes/public/projects";
import { loader as newsRss } from "~/routes/resources/news-rss";
import { demo } from "../support/demo";
import { personaCookies } from "./support/accounts";
import { postCollection } from "./support/admin-actions";
import { withTestDatabase } from "./support/database";

const database = withTestDatabase();
const site = "http://localhost:3000";
const args = (path: string, params: Record<string, string> = {}) =>
  ({ request: new Request(`${site}${path}`), params, context: {} }) as never;

/** The demo club's Arabic texts the pages should show (app/features/demo/content.ts), written out here. */
const arabic = {
  awardTitle: "النادي يفوز بجائزة التصميم في مؤتمر AIAA الإقليمي",
  awardExcerpt: "حصد فريق الطائرة المسيّرة «صقر الصحراء» المركز الأول في فئة التصميم بالمؤتمر الطلابي الإقليمي لـ AIAA.",
  vibrationLink: "اقرأ تقرير الاختبار",
  cubeSat: "القمر الصناعي المكعب «فالكون-1»",
  telescope: "تلسكوب تتبع الحطام المداري",
};
/** The line an Arabic page shows above a main text written in English alone. */
const englishOnlyNote = publicWords("ar").common.englishOnly;
/** The published article written in English alone. */
const englishOnly = "Industry Partnership Brings Internships to Members";

/** Whether any key of `value`, however deep, names an Arabic column (`titleAr`). */
function hasArabicKeys(value: unknown): boolean {
  return /"[a-zA-Z]+Ar":/.test(JSON.stringify(value));
}

/** The Arabic article and project pages with their real loaders and components, as the server renders them. */
const arabicPages = createStaticHandler([
  {
    id: "root",
    path: "/",
    loader: rootLoader as RouteObject["loader"],
    Component: Outlet,
    children: [
      {
        Component: PublicLayout,
        children: [
          { path: "ar/news/:slug", module: articleModule },
          { path: "ar/projects/:slug", module: projectModule },
        ].map(({ path, module }) => ({
          path,
          loader: module.loader as RouteObject["loader"],
          Component: UNSAFE_withComponentProps(module.default as never) as never,
        })),
      },
    ],
  },
]);

async function renderArabic(path: string): Promise<string> {
  const context = await arabicPages.query(new Request(`${site}${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(arabicPages.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

async function slugOf(title: string): Promise<string> {
  const [row] = await database().db.select().from(newsArticles).where(eq(newsArticles.title, title));
  if (!row) throw new Error(`no article ${title}`);
  return row.slug;
}

async function projectSlug(title: string): Promise<string> {
  const [row] = await database().db.select().from(projects).where(eq(projects.title, title));
  if (!row) throw new Error(`no project ${title}`);
  return row.slug;
}

async function article(path: string, slug: string) {
  const answer = (await articlePage(args(`${path}/${slug}`, { slug }))) as unknown as {
    data: Awaited<ReturnType<typeof articlePage>>["data"];
  };
  return answer.data;
}

beforeAll(async () => {
  await seedDemoContent(database().db, storage());
});

describe("an article in Arabic", () => {
  it("shows its Arabic texts at the same slug, and nothing of the other language", async () => {
    const slug = await slugOf(demo.news[0] ?? "");
    const page = await article("/ar/news", slug);
    expect(page.article.title).toBe(arabic.awardTitle);
    expect(page.article.excerpt).toBe(arabic.awardExcerpt);
    expect(page.article.html).toContain("حصد فريق الطائرة المسيّرة");
    expect(page.article.summary).toContain("حصد فريق");
    // Its link's text is still the one it started with, which the page writes in Arabic (textOrWord).
    expect(page.article.linkText).toBe("Read Full Article");
    expect(page.article.englishOnly).toEqual(["linkText"]);
    expect(page.article.slug).toBe(slug);
    expect(hasArabicKeys(page)).toBe(false);
    // Its neighbour is named in Arabic too.
    expect(page.older?.title).toBe("«فالكون-1» يجتاز اختبار الاهتزاز");
    expect(page.older?.english).toBe(false);
  });

  it("falls back to the English texts where none were written, and names them", async () => {
    const page = await article("/ar/news", await slugOf(englishOnly));
    expect(page.article.title).toBe(englishOnly);
    expect(page.article.html).toContain("regional aerospace engineering company");
    expect(page.article.linkText).toBe("Partnership Details");
    expect([...page.article.englishOnly].sort()).toEqual(["content", "excerpt", "linkText", "title"]);
    // The article after it is written in Arabic, the one before in English alone.
    expect(page.newer?.title).toBe("سلسلة ورش الدفع: حصيلة الموسم");
  });

  it("is the same in English as before", async () => {
    const slug = await slugOf(demo.news[0] ?? "");
    const page = await article("/news", slug);
    expect(page.article.title).toBe(demo.news[0]);
    expect(page.article.html).toContain("Our Desert Hawk UAV team took first place");
    expect(page.article.englishOnly).toEqual([]);
    expect(hasArabicKeys(page)).toBe(false);
  });

  it("has the news list and the home page in Arabic", async () => {
    const { articles } = await newsPage(args("/ar/news"));
    expect(articles.map((a) => a.title)).toEqual([
      arabic.awardTitle,
      "«فالكون-1» يجتاز اختبار الاهتزاز",
      "افتتاح مختبر جديد للنماذج الأولية في الطيران والفضاء",
      "سلسلة ورش الدفع: حصيلة الموسم",
      englishOnly,
    ]);
    expect(articles[1]?.linkText).toBe(arabic.vibrationLink);
    expect(articles[4]?.englishOnly).toContain("title");
    expect(hasArabicKeys(articles)).toBe(false);
    const home = await homePage(args("/ar"));
    expect(home.news[0]?.title).toBe(arabic.awardTitle);
    expect(home.news[0]?.summary).toContain("حصد فريق");
    expect(home.projects[0]?.title).toBe(arabic.cubeSat);
    expect(hasArabicKeys(home.news) || hasArabicKeys(home.projects)).toBe(false);
  });

  it("sums up its new Arabic content once it is changed, as the English", async () => {
    const [stored] = await database()
      .db.select()
      .from(newsArticles)
      .where(eq(newsArticles.title, demo.news[2] ?? ""));
    if (!stored) throw new Error("no article");
    // Saved by an admin, its English texts as they were.
    const { admin } = await personaCookies(database().db);
    const saved = await postCollection(
      "news",
      {
        intent: "update",
        id: stored.id,
        version: String(stored.version),
        title: stored.title,
        titleAr: stored.titleAr ?? "",
        content: stored.content,
        contentAr: "افتتح النادي **مختبرًا** جديدًا.",
        author: stored.author,
        publishedDate: stored.publishedDate,
        isPublished: "on",
        linkText: stored.linkText,
      },
      admin,
    );
    expect(saved.reply?.outcome).toBe("saved");
    const [changed] = await database().db.select().from(newsArticles).where(eq(newsArticles.id, stored.id));
    expect(changed?.excerptAr).toBeNull();
    expect(changed?.excerpt).toBe(stored.excerpt);
    await raiseContentVersion(database().db);
    const page = await article("/ar/news", stored.slug);
    expect(page.article.excerpt).toBeNull();
    expect(page.article.summary).toBe("افتتح النادي مختبرًا جديدًا.");
    expect(page.article.html).toContain("<strong>مختبرًا</strong>");
    // The English page keeps its own summary.
    expect((await article("/news", stored.slug)).article.excerpt).toBe(stored.excerpt);
  });

  it("moves from an old address to the new one in the same language", async () => {
    const [stored] = await database()
      .db.select()
      .from(newsArticles)
      .where(eq(newsArticles.title, demo.news[3] ?? ""));
    if (!stored) throw new Error("no article");
    const saved = await store.updateRecord(
      database().db,
      newsServer,
      stored.id,
      stored.version,
      { title: `${stored.title} Again` },
      { email: "admin@example.org" },
    );
    if (saved.status !== "saved") throw new Error(saved.status);
    await raiseContentVersion(database().db);
    const moved = await articlePage(args(`/ar/news/${stored.slug}`, { slug: stored.slug })).catch((e: unknown) => e);
    expect(moved).toBeInstanceOf(Response);
    expect((moved as Response).status).toBe(301);
    expect((moved as Response).headers.get("Location")).toBe(`/ar/news/${String(saved.record.slug)}`);
  });
});

describe("an Arabic page", () => {
  it("marks an article's English texts as English and says its text is not in Arabic", async () => {
    const html = await renderArabic(`/ar/news/${await slugOf(englishOnly)}`);
    expect(html).toMatch(/<h1 id="article-title" lang="en" dir="ltr"/);
    expect(html).toContain(englishOnlyNote);
    expect(html).toMatch(/<div class="formatted text-muted-foreground" lang="en" dir="ltr">/);
    expect(html).toMatch(/<span lang="en" dir="ltr">Partnership Details<\/span>/);
  });

  it("shows an article written in Arabic without the note, its default link text in Arabic", async () => {
    const html = await renderArabic(`/ar/news/${await slugOf(demo.news[0] ?? "")}`);
    expect(html).toMatch(/<h1 id="article-title" dir="auto"[^>]*>النادي يفوز/);
    expect(html).not.toContain(englishOnlyNote);
    expect(html).toContain("اقرأ المقال كاملًا");
    // Nothing in the page's own content is marked English (the header's link to English is).
    expect(html.slice(html.indexOf("<main"), html.indexOf("</main>"))).not.toContain('lang="en"');
    expect(html).toContain(`"url":"${site}/ar/news/`);
    expect(html).toContain('"inLanguage":"ar"');
  });

  it("marks a project's English description and details, and says so", async () => {
    const html = await renderArabic(`/ar/projects/${await projectSlug(demo.projects[5] ?? "")}`);
    expect(html).toMatch(/<h1 id="project-title" dir="auto"[^>]*>تلسكوب/);
    expect(html).toContain(englishOnlyNote);
    expect(html).toMatch(/<div class="formatted text-muted-foreground" lang="en" dir="ltr">/);
    expect(html).toMatch(/<li lang="en" dir="ltr">Tracked the International Space Station/);
    expect(html).toMatch(/<bdi lang="en" dir="ltr">9 months<\/bdi>/);
    // The button's text it started with is written in Arabic.
    expect(html).toContain("عرض التفاصيل");
  });
});

describe("a project in Arabic", () => {
  it("shows its Arabic texts, its button's Arabic text, and nothing of the other language", async () => {
    const slug = await projectSlug(demo.projects[2] ?? "");
    const { project } = await projectPage(args(`/ar/projects/${slug}`, { slug }));
    expect(project.title).toBe("الطائرة المسيّرة «صقر الصحراء» ذات الجناح الثابت");
    expect(project.html).toContain("طائرة مسيّرة ذات جناح ثابت");
    expect(project.achievements).toEqual([
      "المركز الأول في تحدي الطائرات المسيّرة الإقليمي",
      "طيران متواصل لمدة ساعتين",
      "مسح 4 كم² في طلعة واحدة",
    ]);
    expect(project.duration).toBe("14 شهرًا");
    expect(project.buttonText).toBe("اقرأ التقرير");
    // Technologies are names, the same in both languages.
    expect(project.technologies).toContain("ArduPilot");
    expect(project.englishOnly).toEqual([]);
    expect(hasArabicKeys(project)).toBe(false);
  });

  it("falls back to English for each text not written in Arabic", async () => {
    const slug = await projectSlug(demo.projects[5] ?? "");
    const { project } = await projectPage(args(`/ar/projects/${slug}`, { slug }));
    expect(project.title).toBe(arabic.telescope);
    expect(project.html).toContain("automated telescope");
    expect(project.achievements).toEqual(["Tracked the International Space Station on its first night"]);
    // Its button's text is still the one it started with, which the page writes in Arabic (textOrWord).
    expect(project.buttonText).toBe("View Details");
    expect([...project.englishOnly].sort()).toEqual(["achievements", "buttonText", "description", "duration"]);
  });

  it("lists the projects in Arabic, and in English as before", async () => {
    const ar = await projectsPage(args("/ar/projects"));
    expect(ar.projects.map((p) => p.title).slice(0, 1)).toEqual([arabic.cubeSat]);
    expect(ar.projects.at(-1)?.title).toBe(arabic.telescope);
    expect(hasArabicKeys(ar)).toBe(false);
    const en = await projectsPage(args("/projects"));
    expect(en.projects.map((p) => p.title)).toEqual(demo.projects);
    expect(hasArabicKeys(en)).toBe(false);
  });
});

describe("the news feed in Arabic", () => {
  const parser = new XMLParser({ ignoreAttributes: false });
  type Item = { title: string; link: string; description: string; guid: { "#text": string } };

  it("has Arabic items where written, links to the Arabic pages, and says it is Arabic", async () => {
    const response = await newsRss(args("/ar/news/rss.xml"));
    expect(response.headers.get("Content-Type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const { channel } = parser.parse(xml).rss;
    expect(channel.language).toBe("ar");
    // "News of" the club's name as the settings write it in Arabic (or in English, until they do).
    expect(channel.title).toMatch(/^أخبار /);
    expect(channel.link).toBe(`${site}/ar/news`);
    expect(channel["atom:link"]["@_href"]).toBe(`${site}/ar/news/rss.xml`);
    const items = channel.item as Item[];
    expect(items).toHaveLength(5);
    expect(items[0]?.title).toBe(arabic.awardTitle);
    expect(items[0]?.description).toBe(arabic.awardExcerpt);
    for (const item of items) {
      expect(item.link).toMatch(new RegExp(`^${site}/ar/news/[a-z0-9-]+$`));
      expect(item.guid["#text"]).toMatch(new RegExp(`^${site}/ar/news#`));
    }
    expect(items.map((item) => item.title)).toContain(englishOnly);
    expect(xml).not.toContain("Sounding Rocket Program");
  });

  it("leaves the English feed in English", async () => {
    const xml = await (await newsRss(args("/news/rss.xml"))).text();
    const { channel } = parser.parse(xml).rss;
    expect(channel.language).toBe("en");
    expect(channel.title).toBe("KFUPM Aerospace Club News");
    expect(channel.description).toBe("News of the KFUPM Aerospace Club");
    const items = channel.item as Item[];
    expect(items[0]?.title).toBe(demo.news[0]);
    for (const item of items) {
      expect(item.link).toMatch(new RegExp(`^${site}/news/`));
      expect(item.guid["#text"]).toMatch(new RegExp(`^${site}/news#`));
    }
    expect(xml).not.toMatch(/[\u0600-\u06FF]/);
    // Without a request (as before), the feed is the English one.
    expect(await (await newsRss()).text()).toBe(xml);
  });
});
