import { expect, type Page, test } from "@playwright/test";
import { axe, expectNoAxeViolations } from "./support/axe";
import { expectNoConflictingClasses } from "./support/classes";
import { publicPages, toast, uniqueEmail, waitForHydration } from "./support/site";

/** Every public page passes axe (WCAG 2.2 AA) in both themes, on a phone and on a desktop. */
const widths = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;
const themes = ["light", "dark"] as const;
const atWidths = `at ${widths.map((w) => w.viewport.width).join(" and ")}px`;

/** One page load, checked at each width in turn (the layout follows the window's width). */
async function expectAccessibleAtEveryWidth(page: Page): Promise<void> {
  await waitForHydration(page);
  for (const { name, viewport } of widths) {
    await test.step(`${name} (${viewport.width}px)`, async () => {
      await page.setViewportSize(viewport);
      await expectNoAxeViolations(page);
      await expectNoConflictingClasses(page);
    });
  }
}

/**
 * A record's own page of each kind, as its list links to it: an event with a picture and its
 * registration button, an article with an external link and an article on either side, a project.
 */
const itemPages = [
  { list: "/events", title: "CubeSat Subsystems Hands-on Session" },
  { list: "/news", title: "Falcon-1 CubeSat Passes Vibration Testing" },
  { list: "/projects", title: "Falcon-1 CubeSat" },
] as const;

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport: widths[0].viewport });

    for (const { path } of [...publicPages, { path: "/no-such-page" }]) {
      test(`${path} has no accessibility violations ${atWidths}`, async ({ page }) => {
        await page.goto(path);
        await expectAccessibleAtEveryWidth(page);
      });
    }

    // In Arabic, right to left: the home page, the lists with their filters and forms, and an
    // event's page with its registration form.
    for (const path of ["/ar", "/ar/events", "/ar/gallery", "/ar/contact"]) {
      test(`${path} has no accessibility violations ${atWidths}`, async ({ page }) => {
        await page.goto(path);
        await expectAccessibleAtEveryWidth(page);
      });
    }

    test(`an Arabic event's page with its registration form has no accessibility violations ${atWidths}`, async ({
      page,
    }) => {
      await page.goto("/ar/events");
      const href = await page
        .getByRole("link", { name: "ليلة محاكي الطيران", exact: true })
        .first()
        .getAttribute("href");
      expect(href).toMatch(/^\/ar\/events\/[a-z0-9-]+$/);
      await page.goto(href ?? "");
      await expect(page.locator("form").filter({ has: page.getByLabel("الاسم الكامل") })).toBeVisible();
      await expectAccessibleAtEveryWidth(page);
    });

    for (const { list, title } of itemPages) {
      test(`the page of ${list} "${title}" has no accessibility violations ${atWidths}`, async ({ page }) => {
        await page.goto(list);
        const href = await page.getByRole("link", { name: title, exact: true }).first().getAttribute("href");
        expect(href).toMatch(new RegExp(`^${list}/[a-z0-9-]+$`));
        await page.goto(href ?? "");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expectAccessibleAtEveryWidth(page);
        // Beyond WCAG, as Lighthouse checks it: no heading level skipped (an h3 right below the h1).
        const order = await axe(page).withRules(["heading-order"]).analyze();
        expect(order.violations.flatMap((violation) => violation.nodes.map((node) => node.html))).toEqual([]);
      });
    }
  });
}

test.describe("states with extra content", () => {
  for (const theme of themes) {
    test.describe(`${theme} theme`, () => {
      test.use({ colorScheme: theme });

      test("the open mobile menu has no accessibility violations", async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.goto("/");
        await waitForHydration(page);
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog", { name: "Menu" }).waitFor();
        await expectNoAxeViolations(page);
        await expectNoConflictingClasses(page);
      });

      test("the contact form with its errors has no accessibility violations", async ({ page }) => {
        await page.goto("/contact");
        await waitForHydration(page);
        await page.getByRole("button", { name: "Send Message" }).click();
        await page.getByText("Full Name is required").waitFor();
        await expectNoAxeViolations(page);
        await expectNoConflictingClasses(page);
      });

      test("an expanded news article has no accessibility violations", async ({ page }) => {
        await page.goto("/news");
        await waitForHydration(page);
        await page.getByRole("button", { name: "Read More" }).first().click();
        await expect(page.getByRole("button", { name: "Read Less" })).toBeVisible();
        await expectNoAxeViolations(page);
        await expectNoConflictingClasses(page);
      });

      /** Sends the newsletter form with `value` and waits for the toast titled `title` to settle. */
      async function subscribeAndWait(page: Page, value: string, title: string) {
        await page.getByRole("contentinfo").getByLabel("Email address").fill(value);
        await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
        const shown = toast(page, title).first();
        await expect(shown).toBeVisible();
        // Once it has faded in completely.
        await expect.poll(() => shown.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
        return shown;
      }

      test("an error toast has no accessibility violations", async ({ page }) => {
        await page.goto("/about");
        await waitForHydration(page);
        await subscribeAndWait(page, "", "Email required");
        await expectNoAxeViolations(page);
        await expectNoConflictingClasses(page);
      });

      test("a success toast has no accessibility violations", async ({ page }) => {
        await page.goto("/about");
        await waitForHydration(page);
        await subscribeAndWait(page, uniqueEmail(`a11y-${theme}`), "Successfully subscribed!");
        await expectNoAxeViolations(page);
        await expectNoConflictingClasses(page);
      });

      test("an info toast has no accessibility violations", async ({ page }) => {
        await page.goto("/about");
        await waitForHydration(page);
        const address = uniqueEmail(`a11y-${theme}`);
        const first = await subscribeAndWait(page, address, "Successfully subscribed!");
        await first.getByRole("button", { name: /close/i }).click();
        await expect(first).toHaveCount(0);
        await subscribeAndWait(page, address, "Already subscribed");
        await expectNoAxeViolations(page);
        await expectNoConflictingClasses(page);
      });
    });
  }
});
