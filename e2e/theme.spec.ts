import { expect, type Page, test } from "@playwright/test";
import { servers } from "./support/servers";
import { waitForHydration } from "./support/site";

const html = (page: Page) => page.locator("html");

test.describe("system dark preference", () => {
  test.use({ colorScheme: "dark" });

  test("the page is dark from its first paint", async ({ page }) => {
    // Record the theme when the body first appears, before anything could paint.
    await page.addInitScript(() => {
      const w = window as unknown as { darkAtBody?: boolean };
      const observer = new MutationObserver(() => {
        if (document.body && w.darkAtBody === undefined) {
          w.darkAtBody = document.documentElement.classList.contains("dark");
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto("/");
    expect(await page.evaluate(() => (window as unknown as { darkAtBody?: boolean }).darkAtBody)).toBe(true);
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await waitForHydration(page);
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  });

  test("the theme script is the first script in <head>", async ({ page }) => {
    await page.goto("/about");
    const first = await page.evaluate(() => document.head.querySelector("script")?.textContent ?? "");
    expect(first).toContain("prefers-color-scheme: dark");
    const beforeFirstScript = await page.evaluate(() => {
      const script = document.head.querySelector("script");
      return Array.from(document.head.children)
        .slice(0, Array.from(document.head.children).indexOf(script as Element))
        .filter((el) => el.tagName === "LINK" && (el as HTMLLinkElement).rel === "stylesheet").length;
    });
    expect(beforeFirstScript).toBe(0);
  });
});

test("the server renders the dark class when the cookie says dark", async ({ request }) => {
  const dark = await (await request.get("/", { headers: { Cookie: "theme=dark" } })).text();
  expect(dark).toMatch(/<html[^>]*class="dark"/);
  const light = await (await request.get("/", { headers: { Cookie: "theme=light" } })).text();
  expect(light).not.toMatch(/<html[^>]*class="[^"]*dark/);
  expect(light).toMatch(/<html[^>]*data-theme="light"/);
});

test.describe("the theme toggle", () => {
  test.use({ colorScheme: "light" });

  /** Starts recording, in the page, whether <html> is dark each time its class changes. */
  async function recordThemeChanges(page: Page): Promise<void> {
    await page.evaluate(() => {
      const log: boolean[] = [];
      (window as unknown as { themeLog: boolean[] }).themeLog = log;
      new MutationObserver(() => log.push(document.documentElement.classList.contains("dark"))).observe(
        document.documentElement,
        { attributes: true, attributeFilter: ["class"] },
      );
    });
  }

  /** Whether the page, once it showed the `dark` theme state, ever flipped back. */
  async function flippedBack(page: Page, dark: boolean): Promise<boolean> {
    const log = await page.evaluate(() => (window as unknown as { themeLog: boolean[] }).themeLog);
    const from = log.indexOf(dark);
    return from >= 0 && log.slice(from).includes(!dark);
  }

  /** Clicks the toggle and waits until the server has saved the choice. */
  async function toggle(page: Page, name: string): Promise<void> {
    const saved = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes("/resources/theme"),
    );
    await page.getByRole("button", { name }).click();
    expect((await saved).ok()).toBe(true);
  }

  test("switches to dark and stays dark, across pages and a reload", async ({ page, context }) => {
    await page.goto("/events");
    await waitForHydration(page);
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await recordThemeChanges(page);
    await toggle(page, "Switch to dark theme");
    expect((await context.cookies()).find((c) => c.name === "theme")?.value).toBe("dark");
    await expect(html(page)).toHaveClass(/\bdark\b/);
    // Still dark on the next page, and the toggle now offers light.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
    // It never flipped back to light once the choice was saved.
    expect(await flippedBack(page, true)).toBe(false);

    await page.reload();
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to light theme" })).toBeVisible();
  });

  test("switches back to light and stays light, across pages and a reload", async ({ page, context }) => {
    await context.addCookies([{ name: "theme", value: "dark", url: servers.demo.url }]);
    await page.goto("/events");
    await expect(html(page)).toHaveClass(/\bdark\b/);
    await waitForHydration(page);
    await recordThemeChanges(page);
    await toggle(page, "Switch to light theme");
    expect((await context.cookies()).find((c) => c.name === "theme")?.value).toBe("light");
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL("/about");
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
    expect(await flippedBack(page, false)).toBe(false);

    await page.reload();
    await expect(html(page)).not.toHaveClass(/\bdark\b/);
    await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
  });

  test.describe("with a dark device", () => {
    test.use({ colorScheme: "dark" });

    test("choosing light overrides the device setting", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      await expect(html(page)).toHaveClass(/\bdark\b/);
      await toggle(page, "Switch to light theme");
      await expect(html(page)).not.toHaveClass(/\bdark\b/);
      await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
      await page.reload();
      await expect(html(page)).not.toHaveClass(/\bdark\b/);
      await expect(page.getByRole("button", { name: "Switch to dark theme" })).toBeVisible();
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form posts and comes back to the same page", async ({ page }) => {
      await page.goto("/projects");
      await expect(html(page)).not.toHaveClass(/\bdark\b/);
      await page.getByRole("button", { name: "Switch to dark theme" }).click();
      await expect(page).toHaveURL("/projects");
      await expect(html(page)).toHaveClass(/\bdark\b/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Projects");
      await page.getByRole("button", { name: "Switch to light theme" }).click();
      await expect(page).toHaveURL("/projects");
      await expect(html(page)).not.toHaveClass(/\bdark\b/);
    });
  });
});
