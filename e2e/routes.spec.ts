import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { startingScripts } from "../scripts/page-scripts.ts";
import { recordViolations } from "./support/csp";
import { publicPages, waitForHydration } from "./support/site";

/** The text of the built stylesheet whose file name starts with `name-`. */
function builtSheet(name: string): string {
  const assets = path.join(process.cwd(), "build", "client", "assets");
  const file = readdirSync(assets).find((entry) => entry.startsWith(`${name}-`) && entry.endsWith(".css"));
  if (!file) throw new Error(`no ${name} stylesheet in ${assets}`);
  return readFileSync(path.join(assets, file), "utf8");
}

/** Whether `css` has a rule for the class selector `selector` itself (not one that only starts so). */
function hasClassRule(css: string, selector: string): boolean {
  for (let at = css.indexOf(selector); at > -1; at = css.indexOf(selector, at + 1)) {
    if (!/[\w\\-]/.test(css[at + selector.length] ?? "")) return true;
  }
  return false;
}

/**
 * Every class the page uses that the admin sheet styles is styled by the site's sheet too: the site's
 * sheet leaves the admin area's files out, and a class a public page uses must not be only there.
 */
async function expectNoAdminOnlyClasses(page: Page, address: string): Promise<void> {
  const site = builtSheet("site");
  const admin = builtSheet("admin");
  const selectors = await page.evaluate(() => [
    ...new Set(
      [...document.querySelectorAll("[class]")].flatMap((element) =>
        (element.getAttribute("class") ?? "")
          .split(/\s+/)
          .filter(Boolean)
          .map((name) => `.${CSS.escape(name)}`),
      ),
    ),
  ]);
  const missing = selectors.filter((selector) => hasClassRule(admin, selector) && !hasClassRule(site, selector));
  expect(missing.map((selector) => `${address}: ${selector}`)).toEqual([]);
}

/**
 * Each public page, in one load: it answers 200 with its heading and title; it runs no admin code
 * (words that only the admin area's code carries: its toasts and its sign-out button); and it
 * breaks no rule of the Content Security Policy (e2e/csp.spec.ts), before or after it becomes
 * interactive, until the network is idle; and every class it uses that the admin sheet styles is
 * styled by the site's sheet too.
 */
const adminMarkers = [" deleted successfully", "Sign Out"];

test.describe("every public page answers", () => {
  for (const { path, h1, title } of publicPages) {
    test(`${path} answers 200 with its heading, runs no admin code, breaks no rule of the policy, and needs no admin sheet`, async ({
      page,
    }) => {
      const violations = await recordViolations(page);
      const scripts: Promise<{ url: string; body: string }>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() === "script") {
          scripts.push(response.text().then((body) => ({ url: response.url(), body })));
        }
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page).toHaveTitle(title);

      await waitForHydration(page);
      await page.waitForLoadState("networkidle");
      const loaded = await Promise.all(scripts);
      expect(loaded.length).toBeGreaterThan(0);
      const carrying = loaded.flatMap(({ url, body }) =>
        adminMarkers.filter((marker) => body.includes(marker)).map((marker) => `${url}: "${marker}"`),
      );
      expect(carrying).toEqual([]);
      expect(violations).toEqual([]);
      await expectNoAdminOnlyClasses(page, path);
    });
  }
});

test.describe("placeholder pages", () => {
  for (const path of ["/resources", "/membership"]) {
    test(`${path} says it is for display only`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText("This page is for display purposes only.", { exact: true })).toBeVisible();
      await expect(page.getByText("Information will be available soon.", { exact: true })).toBeVisible();
    });
  }

  test("membership shows a disabled Apply Now button", async ({ page }) => {
    await page.goto("/membership");
    const apply = page.getByRole("button", { name: "Apply Now" });
    await expect(apply).toBeVisible();
    await expect(apply).toBeDisabled();
  });

  test("the home page's Join Club button is disabled", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Join Club" })).toBeDisabled();
  });
});

test("the footer links to the privacy, terms and accessibility pages", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const legal = [
    { name: "Privacy Policy", path: "/privacy" },
    { name: "Terms of Use", path: "/terms" },
    { name: "Accessibility", path: "/accessibility" },
  ];
  for (const { name, path } of legal) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", path);
  }
  for (const { name, path } of legal) {
    await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  }
});

test("the membership page is reached from the footer", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("contentinfo").getByRole("link", { name: "Membership", exact: true }).click();
  await expect(page).toHaveURL("/membership");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Membership");
});

test("an unknown nested path answers 404 and is not indexed", async ({ page }) => {
  const response = await page.goto("/events/does-not-exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test("each public page starts with eight script files at most", async ({ request }) => {
  // On a phone's slow network each file costs a round trip, and a browser fetches six at once from
  // one server: the shared parts of the pages come in a few chunks, not one small file each.
  for (const { path: address } of publicPages) {
    const scripts = startingScripts(await (await request.get(address)).text());
    expect(scripts, `${address} preloads React Router's entry`).toContainEqual(
      expect.stringMatching(/^\/assets\/entry\.client-/),
    );
    expect(scripts.length, `${address} starts with ${scripts.join(", ")}`).toBeLessThanOrEqual(8);
  }
});

test.describe("every class on the public pages that the admin sheet styles is styled by the site's sheet too", () => {
  // Each public page is checked in the test that loads it, above; the page of a missing address here.
  test("/no-such-page", async ({ page }) => {
    await page.goto("/no-such-page");
    await waitForHydration(page);
    await expectNoAdminOnlyClasses(page, "/no-such-page");
  });
});

test("the stylesheet comes inside the page, ahead of the scripts, and still applies after a click to another page", async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "stylesheet") stylesheets.push(request.url());
  });
  // Read in the page as served: once hydrated, React Router renders no module preloads, and any
  // later render of the document takes them out of <head>.
  const html = (await (await page.goto("/"))?.text()) ?? "";
  const head = html.slice(0, html.indexOf("</head>"));
  const style = head.search(/<style[^>]* data-href="\/assets\/site-/);
  expect(style).toBeGreaterThan(-1);
  expect(style).toBeLessThan(head.indexOf('<link rel="modulepreload"'));
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events", exact: true }).click();
  await expect(page).toHaveURL("/events");
  // Styles a browser does not give by itself: the main navigation's list laid out in a row.
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("list")).toHaveCSS("display", "flex");
  await expect(page.locator("style[data-href]")).toHaveCount(1);
  expect(stylesheets).toEqual([]);
});
