import { expect, type Page, test } from "@playwright/test";
import { keptPage, publicPages } from "./support/site";

/**
 * The Content Security Policy allows only the site's own scripts (with the response's nonce, or a
 * kept page's script hashes): no page may break it, before or after it becomes interactive,
 * including while a form validates.
 */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { reportCspViolation: (t: string) => void }).reportCspViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
}

test("a page rendered for its request carries a fresh nonce; a kept page the hashes of its scripts, no nonce", async ({
  request,
}) => {
  // Any cookie besides the theme choice (a session, a message) has the page rendered for the request.
  const rendered = async () =>
    (await request.get("/", { headers: { cookie: "e2e=rendered" } })).headers()["content-security-policy"] ?? "";
  const first = await rendered();
  expect(first).toContain("script-src 'self' 'nonce-");
  expect(first).toContain("frame-ancestors 'none'");
  expect(first).not.toBe(await rendered());

  const kept = await keptPage(request, "/");
  const policy = kept.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+;/);
  expect(policy).not.toContain("nonce-");
  expect(await kept.text()).not.toContain(" nonce=");
});

for (const { path } of publicPages) {
  test(`${path} breaks no rule of the policy`, async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
  });
}

test("validating the contact form and the sign-in form breaks no rule of the policy", async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto("/contact");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Full Name is required")).toBeVisible();
  await page.goto("/admin-kfupm-aero");
  await page.waitForLoadState("networkidle");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  expect(violations).toEqual([]);
});
