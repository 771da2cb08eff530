import { expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import { adminForm, adminOn, adminRecord, closeClients, newClient, unique } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { servers } from "./support/servers";
import { expectToast, waitForHydration } from "./support/site";

test.afterEach(closeClients);

/**
 * Each event, article and project has a page of its own: reached from its card, shared, added to
 * a calendar, previewed as a draft by an admin, and still found at its old address after a rename.
 */

/** The meta tags of the page as the server sent it, by property or name. */
async function metaTags(page: Page): Promise<Map<string, string>> {
  const tags = await page
    .locator("head meta")
    .evaluateAll((metas) =>
      metas.map((meta) => [
        meta.getAttribute("property") ?? meta.getAttribute("name") ?? "",
        meta.getAttribute("content") ?? "",
      ]),
    );
  return new Map(tags as [string, string][]);
}

test("from a home card to the event's page and back; its calendar file, its previews and Share", async ({
  browser,
}) => {
  const context = await newClient(browser, { baseURL: servers.demo.url });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // The share sheet where the browser has one; here, the browser without one.
  await context.addInitScript(() => {
    Object.defineProperty(navigator, "share", { value: undefined });
  });
  const page = await context.newPage();
  await page.goto("/");
  const events = page.getByRole("region", { name: "Upcoming Events" });
  const first = events.getByRole("heading", { level: 3 }).first().getByRole("link");
  const title = (await first.textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/events\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const address = page.url();

  const meta = await metaTags(page);
  expect(meta.get("og:title")).toBe(`${title} | KFUPM Aerospace Club`);
  const canonical = meta.get("og:url") ?? "";
  expect(canonical).toMatch(/^https?:\/\//);
  expect(new URL(canonical).pathname).toBe(new URL(address).pathname);
  expect(meta.get("og:image")).toMatch(/^https?:\/\/[^/]+\/(cards|storage)\//);
  expect(meta.get("twitter:card")).toBe("summary_large_image");
  expect(meta.get("description")?.length ?? 0).toBeGreaterThan(0);
  expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(meta.get("og:url"));
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(ld).toMatchObject({ "@type": "Event", name: title, organizer: { "@type": "Organization" } });
  for (const key of ["eventStatus", "location", "image", "startDate"]) expect(ld[key], key).toBeTruthy();
  // The card of a page without a picture of its own is a JPEG made for it.
  const image = new URL(meta.get("og:image") ?? "").pathname;
  if (image.startsWith("/cards/")) {
    const card = await page.request.get(image);
    expect(card.headers()["content-type"]).toBe("image/jpeg");
  }

  const ics = await page.request.get(
    (await page.getByRole("link", { name: "Calendar file (.ics)" }).getAttribute("href")) ?? "",
  );
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  const calendar = new ICAL.Component(ICAL.parse(await ics.text()));
  const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent") as ICAL.Component);
  expect(vevent.summary).toBe(title);
  expect(calendar.getFirstSubcomponent("vevent")?.getFirstPropertyValue("url")).toBe(meta.get("og:url"));
  expect(await page.getByRole("link", { name: /Google Calendar/ }).getAttribute("href")).toMatch(
    /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/,
  );

  await waitForHydration(page);
  await page.getByRole("button", { name: "Copy link" }).click();
  await expectToast(page, "Link copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
  await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\?text=/);

  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "All events" }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test("an article is written in Markdown with a preview, its draft is hidden from visitors, and a rename keeps its old address", async ({
  browser,
}) => {
  const { context, page } = await adminOn(browser, "/admin-kfupm-aero/news");
  const title = unique("Launch Report");
  const create = adminForm(page, "Create Article");
  await create.getByLabel("Title").fill(title);
  await create
    .getByLabel("Content")
    .fill("The **first** launch went well.\n\nRead more at https://example.org/launch.");
  await create.getByLabel("Author").fill("Media Team");
  await create.getByRole("tab", { name: "Preview" }).click();
  const preview = create.getByRole("tabpanel");
  await expect(preview.locator("strong")).toHaveText("first");
  await expect(preview.getByRole("link", { name: "https://example.org/launch" })).toBeVisible();
  await create.getByRole("tab", { name: "Write" }).click();
  await create.getByRole("button", { name: "Create Article" }).click();
  await expectToast(page, "Success");

  await adminRecord(page, title)
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  const edit = adminForm(page, "Edit Article");
  const slug = await edit.getByLabel("Address").inputValue();
  expect(slug).toMatch(/^launch-report-[a-z0-9-]+$/);

  // A draft: 404 for a visitor, shown to the admin through Preview, marked as a draft.
  const visitor = await (await newClient(browser, { baseURL: servers.editing.url })).newPage();
  expect((await visitor.goto(`/news/${slug}`))?.status()).toBe(404);
  expect((await visitor.goto(`/news/${slug}?preview`))?.status()).toBe(404);
  const previewLink = page.getByRole("link", { name: /^Preview/ });
  await expect(previewLink).toHaveAttribute("href", `/news/${slug}?preview`);
  const draft = await context.newPage();
  await draft.goto(`/news/${slug}?preview`);
  await expect(draft.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(draft.getByRole("status")).toContainText("Draft preview");
  await expect(draft.locator(".formatted strong")).toHaveText("first");

  // Published and renamed: the old address leads to the new one.
  await edit.getByLabel("Title").fill(`${title} Updated`);
  await edit.getByRole("switch", { name: "Publish article" }).click();
  await edit.getByRole("button", { name: "Update Article" }).click();
  await expectToast(page, "Success");
  const moved = await visitor.goto(`/news/${slug}`);
  expect(moved?.status()).toBe(200);
  await expect(visitor).toHaveURL(new RegExp(`/news/${slug}-updated$`));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`${title} Updated`);
  await expect(visitor.getByRole("status")).toHaveCount(0);
});
