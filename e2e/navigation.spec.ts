import { expect, type Page, test } from "@playwright/test";
import { navItems, waitForHydration } from "./support/site";

const labels = navItems.map((item) => item.label);
const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

// As most visitors browse: with motion (the suite runs with reduced motion), so that the drawer's
// slide and the smooth scroll to a section are what these tests go through.
test.use({ reducedMotion: "no-preference" });

test.describe("top navigation (desktop)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("lists the items in order", async ({ page }) => {
    await page.goto("/");
    await expect(mainNav(page).getByRole("link")).toHaveText(labels);
  });

  test("each item navigates and is marked as the current page", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    for (const item of navItems) {
      if (item.label === "People") continue;
      await mainNav(page).getByRole("link", { name: item.label, exact: true }).click();
      await expect(page).toHaveURL(item.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const current = mainNav(page).locator('[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(item.label);
    }
  });

  test("Home is current only on exactly /", async ({ page }) => {
    await page.goto("/");
    await expect(mainNav(page).getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    for (const path of ["/events", "/no-such-page"]) {
      await page.goto(path);
      await expect(mainNav(page).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", "page");
    }
    // People is a place on the home page, never the current page.
    await page.goto("/#people");
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText("Home");
  });

  test("People on the home page scrolls to the people section", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const people = page.locator("section#people");
    await expect(people).not.toBeInViewport();
    await mainNav(page).getByRole("link", { name: "People" }).click();
    await expect(people).toBeInViewport();
    await expect(page).toHaveURL("/#people");
    await expect(page.getByRole("heading", { name: "Our People" })).toBeInViewport();
  });

  test("People from another page goes to /#people", async ({ page }) => {
    await page.goto("/events");
    await waitForHydration(page);
    await mainNav(page).getByRole("link", { name: "People" }).click();
    await expect(page).toHaveURL("/#people");
    await expect(page.locator("section#people")).toBeInViewport();
  });

  test("the skip link leads to the main content", async ({ page }) => {
    await page.goto("/events");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute("href", "#main");
  });
});

test.describe("mobile drawer (phone)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the nav is hidden and the menu opens a drawer with the same items", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(mainNav(page)).toBeHidden();
    const open = page.getByRole("button", { name: "Open menu" });
    await expect(open).toBeVisible();
    await open.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("navigation", { name: "Mobile" }).getByRole("link")).toHaveText(labels);
    await expect(drawer.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  });

  test("clicking an item navigates and closes the drawer", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("link", { name: "Gallery" }).click();
    await expect(page).toHaveURL("/gallery");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gallery");
    await expect(drawer).toBeHidden();
  });

  test("People in the drawer scrolls to the people section and closes the drawer", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("link", { name: "People" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL("/#people");
    await expect(page.getByRole("heading", { name: "Our People" })).toBeInViewport();
  });

  test("works with the keyboard: Enter opens, Tab moves, Escape closes and returns focus", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    const open = page.getByRole("button", { name: "Open menu" });
    await open.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // Focus moves into the drawer and stays there.
    await expect(drawer.locator(":focus")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    // Tab through the items to Events and follow it with Enter.
    await page.keyboard.press("Enter");
    await expect(drawer).toBeVisible();
    const events = drawer.getByRole("link", { name: "Events" });
    for (let i = 0; i < 20; i++) {
      if (await events.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press("Tab");
      await expect(drawer.locator(":focus")).toHaveCount(1);
    }
    await expect(events).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/events");
    await expect(drawer).toBeHidden();
  });
});
