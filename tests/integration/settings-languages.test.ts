import { beforeAll, describe, expect, it, vi } from "vitest";
import type { ManageReply } from "~/features/admin/replies";
import { seedDemoContent } from "~/features/demo/seed.server";
import { forgetKeptReads } from "~/features/public-pages/service/kept-reads.server";
import type { RootData } from "~/lib/root-data";
import { settingsTexts } from "~/lib/site-settings";
import { defaultSettings } from "~/lib/site-settings-defaults";
import { storage } from "~/lib/storage.server";
import { loader as rootLoader } from "~/root";
import { action as settingsAction } from "~/routes/admin/settings";
import { loader as aboutPage } from "~/routes/public/about";
import { loader as galleryPage } from "~/routes/public/gallery";
import { meta as homeMeta, loader as homePage } from "~/routes/public/home";
import { personaCookies } from "./support/accounts";
import { postTo } from "./support/admin-actions";
import { withTestDatabase } from "./support/database";
import { renderPage } from "./support/render-page";
import { openSettings, settingsForm } from "./support/settings-form";

const database = withTestDatabase();
let cookie = "";

beforeAll(async () => {
  cookie = (await personaCookies(database().db)).admin;
  vi.spyOn(console, "info").mockImplementation(() => {});
});

const args = (path: string) =>
  ({ request: new Request(`http://localhost:3000${path}`), params: {}, context: {} }) as never;

/** What the root loader hands every page at `path`. */
async function rootDataAt(path: string): Promise<RootData> {
  return ((await rootLoader(args(path))) as unknown as { data: RootData }).data;
}

async function saveSettings(changes: { [name: string]: string }) {
  const saved = await postTo<ManageReply>(
    settingsAction,
    "/admin-kfupm-aero/settings",
    settingsForm(await openSettings(cookie), changes),
    cookie,
  );
  expect(saved.status, JSON.stringify(saved.reply)).toBe(200);
}

const arabicLetters = /[\u0600-\u06FF]/;

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("the site's settings in two languages", () => {
  it("read in Arabic on a fresh site's Arabic pages, and as before on its English pages", async () => {
    const english = (await rootDataAt("/")).settings;
    expect(english).toMatchObject({ clubName: "KFUPM Aerospace Club", tagline: defaultSettings.tagline });
    expect(english.englishOnly).toEqual([]);
    expect(Object.keys(english).filter((key) => key.endsWith("Ar"))).toEqual([]);

    const arabic = (await rootDataAt("/ar/contact")).settings;
    expect(arabic).toMatchObject({
      clubName: "نادي الطيران والفضاء في KFUPM",
      tagline: "نصنع مستقبل الطيران",
      replyNote: "نرد عادةً خلال 24 ساعة.",
      // What is not a text stays as it is.
      shortName: "KFUPM Aero",
      awardsAiaa: 5,
    });
    expect(arabic.englishOnly).toEqual([]);
    for (const key of settingsTexts) {
      expect(arabic[key], key).toMatch(arabicLetters);
      expect(arabic[key], key).not.toBe(defaultSettings[key]);
    }
    expect(Object.keys(arabic).filter((key) => key.endsWith("Ar"))).toEqual([]);

    // The meta tags name the site in the page's language.
    const matches = (data: RootData) => [{ id: "root", data }];
    const siteName = (data: RootData) =>
      homeMeta({ matches: matches(data) } as never).find((tag) => "property" in tag && tag.property === "og:site_name");
    expect(siteName(await rootDataAt("/ar"))).toEqual({
      property: "og:site_name",
      content: "نادي الطيران والفضاء في KFUPM",
    });
    expect(siteName(await rootDataAt("/"))).toEqual({ property: "og:site_name", content: "KFUPM Aerospace Club" });

    // The contact page reads its office hours in rows, in Arabic as in English.
    const contact = text((await renderPage("/ar/contact")).html);
    expect(contact).toContain("الأحد – الخميس 8:00 صباحًا – 5:00 مساءً الجمعة – السبت مغلق نرد عادةً خلال 24 ساعة.");
    const mission = (await aboutPage(args("/ar/about"))).mission;
    expect(mission).toMatch(/^<p dir="auto">أن نتيح لكل طالب/);
  });

  it("show an English text an admin changed, marked English, until its Arabic is written", async () => {
    await saveSettings({ tagline: "Reach for orbit", mission: "To **fly**." });

    const arabic = (await rootDataAt("/ar")).settings;
    expect(arabic).toMatchObject({ tagline: "Reach for orbit", mission: "To **fly**." });
    expect([...arabic.englishOnly].sort()).toEqual(["mission", "tagline"]);
    // The texts left as they were still read in Arabic.
    expect(arabic.clubName).toBe("نادي الطيران والفضاء في KFUPM");
    expect(arabic.heroText).toMatch(arabicLetters);

    const home = (await renderPage("/ar")).html;
    expect(home).toMatch(/<h1 lang="en" dir="ltr"[^>]*>Reach for orbit<\/h1>/);
    expect(home).toMatch(/<p dir="auto"[^>]*>نحن النادي الطلابي/);
    const about = (await renderPage("/ar/about")).html;
    expect(about).toContain('<div class="formatted text-muted-foreground" lang="en" dir="ltr">');
    expect(about).toContain("To <strong>fly</strong>.");
    // One line says that the text is not written in Arabic yet, for the mission only.
    expect(about.match(/lang="en" dir="ltr"/g)).toHaveLength(1);
    expect(about.match(/لم يُكتب هذا النص بالعربية بعد/g)).toHaveLength(1);

    // English pages show the new English, unmarked.
    const english = (await renderPage("/")).html;
    expect(english).toMatch(/<h1 dir="auto"[^>]*>Reach for orbit<\/h1>/);
    expect(english).not.toContain('lang="en"');
  });

  it("show the Arabic an admin writes, on Arabic pages only", async () => {
    await saveSettings({ taglineAr: "نحو المدار", clubNameAr: "جمعية المدار", footerTextAr: "" });

    const arabic = (await rootDataAt("/ar")).settings;
    expect(arabic).toMatchObject({ tagline: "نحو المدار", clubName: "جمعية المدار" });
    expect(arabic.englishOnly).toEqual(["mission"]);
    expect(arabic.footerText).toMatch(arabicLetters);
    const home = (await renderPage("/ar")).html;
    expect(home).toMatch(/<h1 dir="auto"[^>]*>نحو المدار<\/h1>/);
    expect(home).toMatch(/<span dir="auto">جمعية المدار<\/span>/);

    const english = (await rootDataAt("/")).settings;
    expect(english).toMatchObject({ tagline: "Reach for orbit", clubName: "KFUPM Aerospace Club" });
    expect(text((await renderPage("/")).html)).not.toContain("نحو المدار");
  });
});

describe("gallery and team in two languages", () => {
  beforeAll(async () => {
    await seedDemoContent(database().db, storage());
    forgetKeptReads();
  });

  it("give the gallery's titles and descriptions in the page's language", async () => {
    const arabic = (await galleryPage(args("/ar/gallery"))).items;
    const english = (await galleryPage(args("/gallery"))).items;
    expect(arabic.map((item) => item.id)).toEqual(english.map((item) => item.id));
    expect(arabic.find((item) => item.imageUrl.endsWith("launch-day.webp"))).toMatchObject({
      title: "يوم الإطلاق",
      description: "صواريخ نموذجية على منصاتها في ميدان الجامعة.",
      englishOnly: [],
    });
    // Not written in Arabic: the English, named so that the page marks it.
    expect(arabic.find((item) => item.imageUrl.endsWith("hangar-visit.webp"))).toMatchObject({
      title: "Hangar Visit",
      englishOnly: ["title", "description"],
    });
    expect(english.find((item) => item.imageUrl.endsWith("launch-day.webp"))).toMatchObject({
      title: "Launch Day",
      englishOnly: [],
    });
    for (const item of [...arabic, ...english]) expect(Object.keys(item)).not.toContain("titleAr");

    const page = (await renderPage("/ar/gallery?category=team")).html;
    expect(page).toMatch(/<h2 lang="en" dir="ltr"[^>]*>Hangar Visit<\/h2>/);
    expect(page).toMatch(/<img[^>]*alt="Hangar Visit"[^>]*lang="en"/);
    expect(page).toMatch(/<h2 dir="auto"[^>]*>الفريق<\/h2>/);
    // The filters stay on the Arabic page.
    expect(page).toContain('href="/ar/gallery?category=events"');
    expect(page).toContain('href="/ar/gallery"');
    expect((await renderPage("/gallery")).html).toContain('href="/gallery?category=events"');
  });

  it("give the team's positions and bios in the page's language, the names as they are", async () => {
    const arabic = (await homePage(args("/ar"))).team;
    const english = (await homePage(args("/"))).team;
    expect(arabic[0]).toMatchObject({ name: "Abdullah Al-Harbi", position: "الرئيس", englishOnly: [] });
    expect(arabic.find((member) => member.name === "Yousef Al-Zahrani")).toMatchObject({
      position: "رئيس قسم الهياكل",
      bio: "Composites, CAD and finite-element analysis for airframes and rocket bodies.",
      englishOnly: ["bio"],
    });
    expect(english[0]).toMatchObject({ name: "Abdullah Al-Harbi", position: "President", englishOnly: [] });

    const home = (await renderPage("/ar")).html;
    expect(home).toMatch(/<p dir="auto"[^>]*>الرئيس<\/p>/);
    expect(home).toMatch(/<p lang="en" dir="ltr"[^>]*>Composites, CAD/);
  });
});
