import { expect, test } from "@playwright/test";
import { demo } from "./support/site";

/** With JavaScript off, what a page shows is what the server sent. */
test.describe("server-rendered content (JavaScript disabled)", () => {
  test.use({ javaScriptEnabled: false });

  test("/events lists every event", async ({ page }) => {
    await page.goto("/events");
    const list = page.getByRole("region", { name: "Events" });
    for (const title of [...demo.events, ...demo.pastEvents]) {
      await expect(list.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
  });

  test("/projects lists every project", async ({ page }) => {
    await page.goto("/projects");
    const list = page.getByRole("region", { name: "Projects" });
    for (const title of demo.projects) {
      await expect(list.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
  });

  test("/news lists the published articles and their full text is reachable", async ({ page }) => {
    await page.goto("/news");
    const list = page.getByRole("region", { name: "News articles" });
    await expect(list.getByRole("heading", { level: 2 })).toHaveText([...demo.news]);
    // Without JavaScript, Read More is a native disclosure.
    const first = list.getByRole("listitem").first();
    await first.getByText("Read More").click();
    await expect(first.getByText("Congratulations to the whole team", { exact: false })).toBeVisible();
  });

  test("/gallery lists every gallery item, and its filter works as links", async ({ page }) => {
    await page.goto("/gallery");
    const list = page.getByRole("region", { name: "Gallery" });
    for (const title of demo.gallery) {
      await expect(list.getByRole("heading", { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByText("Showing 15 of 15 items")).toBeVisible();
    await page
      .getByRole("navigation", { name: "Filter by category" })
      .getByRole("link", { name: "competitions" })
      .click();
    await expect(page).toHaveURL("/gallery?category=competitions");
    await expect(page.getByText("Showing 2 of 15 items")).toBeVisible();
  });

  test("the home page shows the team, news, events and projects", async ({ page }) => {
    await page.goto("/");
    const people = page.locator("#people");
    for (const name of [...demo.executives, ...demo.departmentHeads]) {
      await expect(people.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("region", { name: "Latest News" }).getByRole("heading", { level: 3 })).toHaveText(
      demo.news.slice(0, 3),
    );
    await expect(page.getByRole("region", { name: "Upcoming Events" }).getByRole("heading", { level: 3 })).toHaveText(
      demo.events.slice(0, 3),
    );
    await expect(page.getByRole("region", { name: "Our Projects" }).getByRole("heading", { level: 3 })).toHaveText(
      demo.projects.slice(0, 3),
    );
  });
});

test.describe("the draft article is never public", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/", "/news"]) {
    test(`not on ${path}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(await response?.text()).not.toContain(demo.draft);
      await expect(page.getByText(demo.draft)).toHaveCount(0);
      await expect(page.getByText(demo.news[0])).not.toHaveCount(0);
    });
  }

  test("not in the RSS feed", async ({ request }) => {
    const response = await request.get("/news/rss.xml");
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toContain(demo.news[0]);
    expect(body).not.toContain(demo.draft);
  });
});
