import { expect, type Page, test } from "@playwright/test";
import { servers } from "./support/servers";
import { emptyTexts, expectToast, toast, waitForHydration } from "./support/site";

/** What every site without content shows, whether the lists are empty or failed to load. */
function emptyStateTests() {
  test("/events shows that there are no events", async ({ page }) => {
    const response = await page.goto("/events");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { name: emptyTexts.eventsTitle })).toBeVisible();
    await expect(page.getByText(emptyTexts.eventsDescription, { exact: true })).toBeVisible();
  });

  test("the home page shows the empty messages of its lists", async ({ page }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Engineering the future of flight");
    await expect(
      page.getByRole("region", { name: "Upcoming Events" }).getByText(emptyTexts.upcomingEvents),
    ).toBeVisible();
    await expect(page.getByRole("region", { name: "Our Projects" }).getByText(emptyTexts.projects)).toBeVisible();
    await expect(page.getByRole("region", { name: "Latest News" }).getByText(emptyTexts.news)).toBeVisible();
    // The fixed award figures still show.
    await expect(page.getByRole("list", { name: "Awards" }).getByRole("listitem")).toHaveCount(4);
    // The people section stays (the navigation leads to it), without members, and says so.
    const people = page.locator("section#people");
    await expect(people.getByRole("heading", { name: "Our People" })).toBeVisible();
    await expect(people.getByRole("listitem")).toHaveCount(0);
    await expect(people.getByText(emptyTexts.team, { exact: true })).toBeVisible();
  });

  const lists = [
    { path: "/projects", text: emptyTexts.projects },
    { path: "/news", text: emptyTexts.news },
    { path: "/gallery", text: emptyTexts.gallery },
  ];
  for (const { path, text } of lists) {
    test(`${path} shows "${text}"`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      await waitForHydration(page);
      await expect(page.getByText(text, { exact: true })).toBeVisible();
      // Only the events page reports a failure.
      await expect(toast(page, "Error")).toHaveCount(0);
    });
  }

  test("feeds still answer", async ({ request }) => {
    const rss = await request.get("/news/rss.xml");
    expect(rss.status()).toBe(200);
    expect(await rss.text()).toContain("<channel>");
    const ics = await request.get("/events.ics");
    expect(ics.status()).toBe(200);
    const calendar = await ics.text();
    expect(calendar.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(calendar).not.toContain("BEGIN:VEVENT");
  });
}

async function expectNoEventsToast(page: Page) {
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: emptyTexts.eventsTitle })).toBeVisible();
  await expect(toast(page, "Error")).toHaveCount(0);
}

test.describe("a club without content (empty site)", () => {
  test.use({ baseURL: servers.empty.url });
  emptyStateTests();

  test("/events does not report an error when there simply are no events", async ({ page }) => {
    await page.goto("/events");
    await expectNoEventsToast(page);
  });
});

test.describe("a database that fails (broken site)", () => {
  test.use({ baseURL: servers.broken.url });
  emptyStateTests();

  test("/events also shows the toast 'Failed to load events'", async ({ page }) => {
    await page.goto("/events");
    await expectToast(page, "Error", "Failed to load events");
  });

  test("/events shows the failure after a click from another page too", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).click();
    await expect(page.getByRole("heading", { name: emptyTexts.eventsTitle })).toBeVisible();
    await expectToast(page, "Error", "Failed to load events");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("/events shows the failure message in the page", async ({ page }) => {
      await page.goto("/events");
      const alert = page.getByRole("alert").filter({ hasText: "Failed to load events" });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText("Error");
    });
  });
});

test.describe("a list whose data request fails on a click (demo site)", () => {
  const pages = [
    { link: "Events", path: "/events", empty: emptyTexts.eventsTitle },
    { link: "Projects", path: "/projects", empty: emptyTexts.projects },
    { link: "News", path: "/news", empty: emptyTexts.news },
    { link: "Gallery", path: "/gallery", empty: emptyTexts.gallery },
    { link: "Home", path: "/", empty: emptyTexts.upcomingEvents },
  ];
  for (const { link, path, empty } of pages) {
    for (const failure of ["network", "server"] as const) {
      test(`${path} shows its empty message when the ${failure} fails`, async ({ page }) => {
        const errors: string[] = [];
        page.on("console", (message) => {
          if (message.type() === "error") errors.push(message.text());
        });
        await page.goto("/about");
        await waitForHydration(page);
        // The home page's data is /_.data.
        const data = path === "/" ? "**/_.data*" : `**${path}.data*`;
        await page.route(data, (route) =>
          failure === "network" ? route.abort("connectionreset") : route.fulfill({ status: 500, body: "" }),
        );
        await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: link, exact: true }).click();
        await expect(page).toHaveURL(path);
        await expect(page.getByText(empty, { exact: true })).toBeVisible();
        await expect(page.getByText("Something went wrong")).toHaveCount(0);
        await expect.poll(() => errors.some((text) => text.includes("[lists] failed to load"))).toBe(true);
        if (path === "/events") await expectToast(page, "Error", "Failed to load events");
        else await expect(toast(page, "Error")).toHaveCount(0);
      });
    }
  }
});
