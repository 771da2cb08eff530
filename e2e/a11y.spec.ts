import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoConflictingClasses } from "./support/classes";
import { publicPages, toast, uniqueEmail, waitForHydration } from "./support/site";

/** Every public page passes axe (WCAG 2.2 AA) in both themes, on a phone and on a desktop. */
const widths = [
  { name: "phone", viewport: { width: 390, height: 844 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
] as const;
const themes = ["light", "dark"] as const;

for (const theme of themes) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme, viewport: widths[0].viewport });

    for (const { path } of [...publicPages, { path: "/no-such-page" }]) {
      // One page load, checked at each width in turn (the layout follows the window's width).
      test(`${path} has no accessibility violations at ${widths.map((w) => w.viewport.width).join(" and ")}px`, async ({
        page,
      }) => {
        await page.goto(path);
        await waitForHydration(page);
        for (const { name, viewport } of widths) {
          await test.step(`${name} (${viewport.width}px)`, async () => {
            await page.setViewportSize(viewport);
            await expectNoAxeViolations(page);
            await expectNoConflictingClasses(page);
          });
        }
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
