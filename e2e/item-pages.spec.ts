import { expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import { adminForm, adminOn, adminRecord, closeClients, newClient, unique } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { servers } from "./support/servers";
import { demo, expectToast, waitForHydration } from "./support/site";

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
  // The soonest event, with its place linked to a map, its attendance and the next events after it.
  expect(title).toBe(demo.events[0]);
  const facts = page.getByRole("complementary", { name: "Date, place and registration" });
  const map = facts.getByRole("link", { name: "Student Center, Hall B (map, opens in a new tab)" });
  await expect(map).toHaveAttribute(
    "href",
    "https://www.google.com/maps/search/?api=1&query=Student%20Center%2C%20Hall%20B",
  );
  await expect(map).toHaveAttribute("target", "_blank");
  await expect(facts.getByRole("definition").filter({ hasText: "attendees" })).toHaveText("86/150 attendees");
  const others = page.getByRole("region", { name: "Other upcoming events" });
  await expect(others.getByRole("link")).toHaveText([demo.events[1], demo.events[2], demo.events[3]]);
  for (const link of await others.getByRole("link").all()) {
    expect(await link.getAttribute("href")).toMatch(/^\/events\/[a-z0-9]+(-[a-z0-9]+)*$/);
  }

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

  // An event without a maximum: its attendance is counted against ∞.
  const open = "Careers in Space: Industry Seminar";
  await page.getByRole("link", { name: open, exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(open);
  await expect(
    page
      .getByRole("complementary", { name: "Date, place and registration" })
      .getByRole("definition")
      .filter({ hasText: "attendees" }),
  ).toHaveText("142/∞ attendees");
  const next = page.getByRole("region", { name: "Other upcoming events" }).getByRole("link");
  await expect(next).toHaveCount(3);
  expect(await next.allTextContents()).not.toContain(open);
});

test("an article is written in Markdown with a preview, its draft is hidden from visitors, a rename keeps its old address, and its page links out and to its neighbours; a gallery item linked to a project shows on the project's page", async ({
  browser,
}) => {
  const { context, page } = await adminOn(browser, "/admin-kfupm-aero/news");
  const title = unique("Launch Report");
  const create = adminForm(page, "Create Article");
  await create.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await create
    .getByRole("textbox", { name: "Content", exact: true })
    .fill("The **first** launch went well.\n\nRead more at https://example.org/launch.");
  await create.getByLabel("Author").fill("Media Team");
  // Published a week ago: between the demo's two newest articles (4 and 11 days ago).
  const weekAgo = new Date(Date.now() - 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  await create.getByLabel("Published Date").fill(weekAgo);
  await create.getByLabel("External Link").fill("https://example.org/launch-report");
  await create.getByRole("textbox", { name: "Link Text", exact: true }).fill("Launch Details");
  // The English content's tabs come first, before its Arabic version's.
  await create.getByRole("tab", { name: "Preview" }).first().click();
  const preview = create.getByRole("tabpanel").first();
  await expect(preview.locator("strong")).toHaveText("first");
  await expect(preview.getByRole("link", { name: "https://example.org/launch" })).toBeVisible();
  await create.getByRole("tab", { name: "Write" }).first().click();
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
  await edit.getByRole("textbox", { name: "Title", exact: true }).fill(`${title} Updated`);
  await edit.getByRole("switch", { name: "Publish article" }).click();
  await edit.getByRole("button", { name: "Update Article" }).click();
  await expectToast(page, "Success");
  // The toast may still be the creation's: the list under its new title says this save landed.
  await expect(adminRecord(page, `${title} Updated`)).toBeVisible();
  const moved = await visitor.goto(`/news/${slug}`);
  expect(moved?.status()).toBe(200);
  await expect(visitor).toHaveURL(new RegExp(`/news/${slug}-updated$`));
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(`${title} Updated`);
  await expect(visitor.getByRole("status")).toHaveCount(0);

  // Its external link, with the text the admin gave it, and the articles next to it by date.
  const external = visitor.getByRole("link", { name: "Launch Details (opens in a new tab)" });
  await expect(external).toHaveAttribute("href", "https://example.org/launch-report");
  await expect(external).toHaveAttribute("target", "_blank");
  const more = visitor.getByRole("navigation", { name: "More articles" });
  const newer = more.getByRole("listitem").filter({ hasText: "Newer article" });
  const older = more.getByRole("listitem").filter({ hasText: "Older article" });
  await expect(newer.getByRole("link")).toHaveText(demo.news[0]);
  await expect(older.getByRole("link")).toHaveText(demo.news[1]);
  await older.getByRole("link").click();
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(demo.news[1]);
  await expect(
    visitor
      .getByRole("navigation", { name: "More articles" })
      .getByRole("listitem")
      .filter({ hasText: "Newer article" })
      .getByRole("link"),
  ).toHaveAttribute("href", `/news/${slug}-updated`);

  // A gallery item the admin links to a project shows on the project's page; others do not.
  const project = "Red Dune Planetary Rover";
  const projectPage = async () => {
    await visitor.goto("/projects");
    await visitor.getByRole("link", { name: project, exact: true }).first().click();
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(project);
  };
  await projectPage();
  await expect(visitor.getByRole("region", { name: "Gallery" })).toHaveCount(0);
  await page.goto("/admin-kfupm-aero/gallery");
  await waitForHydration(page);
  await adminRecord(page, "Rover Field Test").getByRole("link", { name: "Edit Rover Field Test" }).click();
  const item = adminForm(page, "Edit Gallery Item");
  await item.getByLabel("Project").selectOption({ label: project });
  await item.getByRole("button", { name: "Update Gallery Item" }).click();
  await expectToast(page, "Success");
  await projectPage();
  const gallery = visitor.getByRole("region", { name: "Gallery" });
  await expect(gallery.getByRole("heading", { level: 3 })).toHaveText(["Rover Field Test"]);
  await expect(gallery.getByRole("img", { name: "Rover Field Test" })).toBeVisible();
  await expect(gallery).toContainText("Red Dune drives itself across the dunes north of campus.");
  await waitForHydration(visitor);
  await expectNoAxeViolations(visitor);
});
