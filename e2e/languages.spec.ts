import { expect, type Page, test } from "@playwright/test";
import { publicWords as english } from "../app/i18n/en";
import { expectToast, uniqueEmail, waitForHydration } from "./support/site";

const html = (page: Page) => page.locator("html");
const alternate = (page: Page, language: string) =>
  page.locator(`link[rel="alternate"][hreflang="${language}"]`).getAttribute("href");

test.describe("the site in two languages", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a page and its Arabic twin point to each other, and the header moves between them", async ({ page }) => {
    await page.goto("/events");
    await waitForHydration(page);
    await expect(html(page)).toHaveAttribute("lang", "en");
    await expect(html(page)).toHaveAttribute("dir", "ltr");
    expect(new URL((await alternate(page, "ar")) ?? "").pathname).toBe("/ar/events");
    expect(new URL((await alternate(page, "x-default")) ?? "").pathname).toBe("/events");

    // The link names the other language in its own words and leads to the same page.
    const toArabic = page.getByRole("link", { name: "العربية" });
    await expect(toArabic).toHaveAttribute("lang", "ar");
    await toArabic.click();
    await expect(page).toHaveURL("/ar/events");
    await expect(html(page)).toHaveAttribute("lang", "ar");
    await expect(html(page)).toHaveAttribute("dir", "rtl");
    const main = page.getByRole("navigation", { name: "القائمة الرئيسية" });
    await expect(main.locator('[aria-current="page"]')).toHaveText("الفعاليات");
    expect(new URL((await alternate(page, "en")) ?? "").pathname).toBe("/events");
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "").pathname).toBe(
      "/ar/events",
    );

    // Links of the frame stay in Arabic; the other language's link comes back.
    await main.getByRole("link", { name: "المشاريع" }).click();
    await expect(page).toHaveURL("/ar/projects");
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/projects");
    await expect(html(page)).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("navigation", { name: "Main" }).locator('[aria-current="page"]')).toHaveText(
      "Projects",
    );
  });

  test("an address that is no page is the 404 page in its language", async ({ page }) => {
    const response = await page.goto("/ar/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(html(page)).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("link", { name: "English" })).toBeVisible();
  });

  test("the footer's links and texts are in the page's language", async ({ page }) => {
    await page.goto("/ar");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "روابط سريعة" })).toBeVisible();
    await expect(footer.getByRole("link", { name: "سياسة الخصوصية" })).toHaveAttribute("href", "/ar/privacy");
    await expect(footer).toContainText("جميع الحقوق محفوظة");
  });
});

test("Arabic pages write Arabic in IBM Plex Sans Arabic, and English pages never fetch it", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
  });
  await page.goto("/events");
  await page.evaluate(() => document.fonts.ready);
  expect(fonts).toEqual([]);
  await page.goto("/ar/events");
  const plex = await page.evaluate(async () => {
    await document.fonts.ready;
    return document.fonts.check('16px "IBM Plex Sans Arabic"', "الفعاليات");
  });
  expect(plex).toBe(true);
  expect(fonts.some((font) => font.includes("ibm-plex-sans-arabic"))).toBe(true);
});

test("the Arabic forms are answered in Arabic", async ({ page }) => {
  await page.goto("/ar/contact");
  await waitForHydration(page);
  const form = page.locator("form").filter({ has: page.getByLabel("الموضوع") });
  await form.getByLabel("الاسم الكامل").fill("نورة");
  await form.getByLabel("البريد الإلكتروني").fill(uniqueEmail("arabic-contact"));
  await form.getByLabel("الموضوع").fill("سؤال عن العضوية");
  await form.getByLabel("الرسالة").fill("السلام عليكم، متى يُفتح باب العضوية للفصل القادم؟ وشكرًا.");
  await form.getByRole("button", { name: "أرسل الرسالة" }).click();
  await expectToast(page, "أُرسلت رسالتك بنجاح!", "شكرًا لتواصلك معنا، وسنرد عليك قريبًا.");

  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("البريد الإلكتروني").fill(uniqueEmail("arabic-newsletter"));
  await footer.getByRole("button", { name: "اشترك" }).click();
  await expectToast(page, "تم الاشتراك بنجاح!", "اشتركت في نشرتنا البريدية");
});

test("the Arabic gallery filters in Arabic, in the browser and from its address", async ({ page }) => {
  await page.goto("/ar/gallery");
  await waitForHydration(page);
  const filters = page.getByRole("navigation", { name: "التصفية حسب الفئة" });
  await expect(filters.getByRole("link")).toHaveText([
    "الكل",
    "عام",
    "المشاريع",
    "الفعاليات",
    "المسابقات",
    "المرافق",
    "الإنجازات",
    "الفريق",
  ]);
  await expect(page.getByText("عرض 15 من أصل 15 عنصرًا")).toBeVisible();
  const items = page.getByRole("region", { name: "معرض الصور" }).getByRole("listitem");
  await filters.getByRole("link", { name: "المسابقات", exact: true }).click();
  await expect(page).toHaveURL("/ar/gallery?category=competitions");
  await expect(page.getByText("عرض 2 من أصل 15 عنصرًا")).toBeVisible();
  // Each item shown carries its category's Arabic word.
  await expect(items.getByText("المسابقات", { exact: true })).toHaveCount(2);

  await page.goto("/ar/gallery?category=FACILITIES");
  await expect(page.getByText("عرض 2 من أصل 15 عنصرًا")).toBeVisible();
  await expect(filters.getByRole("link", { name: "المرافق", exact: true })).toHaveAttribute("aria-current", "true");
});

test.describe("the Arabic drawer (phone)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("comes in from the left, the side Arabic lines end on, with the way back to English", async ({ page }) => {
    await page.goto("/ar");
    await waitForHydration(page);
    await page.getByRole("button", { name: "افتح القائمة" }).click();
    const drawer = page.getByRole("dialog", { name: "القائمة" });
    await expect(drawer).toBeVisible();
    const box = await drawer.boundingBox();
    expect(box?.x).toBe(0);
    await expect(drawer.getByRole("link", { name: "الرئيسية" })).toHaveAttribute("aria-current", "page");
    await drawer.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL("/");
    await expect(drawer).toBeHidden();
  });
});

/** Every text of a dictionary that has no value written into it. */
function texts(words: object): string[] {
  return Object.values(words).flatMap((value) =>
    typeof value === "string" ? (value.includes("{") ? [] : [value]) : texts(value as object),
  );
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'", nbsp: " " };
const decoded = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => entities[name] ?? "");

/**
 * The interface texts a reader meets in a page's HTML: its text nodes and its labelling attributes,
 * scripts aside, and what visitors' and admins' content says (shown in `dir="auto"` elements) aside.
 */
function readable(html: string): string[] {
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<style[\s\S]*?<\/style>/g, "")
    .replace(/<(\w+)[^>]*\sdir="auto"[^>]*>[^<]*<\/\1>/g, "");
  const nodes = [...body.matchAll(/>([^<]+)</g)].map((m) => m[1] ?? "");
  const attributes = [...body.matchAll(/\s(?:aria-label|title|placeholder|alt|content)="([^"]*)"/g)].map(
    (m) => m[1] ?? "",
  );
  return [...nodes, ...attributes].map((text) => decoded(text).trim()).filter(Boolean);
}

test("every public page in Arabic is right to left and shows none of the English interface words", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1] ?? "").pathname)
    .filter((path) => /^\/ar(\/|$)/.test(path));
  expect(paths.length).toBeGreaterThan(20);
  const interfaceWords = new Set(texts(english));
  for (const path of [...paths, "/ar/no-such-page"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<html lang="ar" dir="rtl"/);
    const english = readable(html).filter((text) => interfaceWords.has(text));
    expect(english, path).toEqual([]);
  }
});
