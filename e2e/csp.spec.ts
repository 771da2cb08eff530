import { expect, test } from "@playwright/test";
import { recordViolations } from "./support/csp";
import { keptPage } from "./support/site";

/**
 * The Content Security Policy allows only the site's own scripts (with the response's nonce, or a
 * kept page's script hashes): no page may break it, before or after it becomes interactive
 * (each public page: e2e/routes.spec.ts), including while a form validates.
 */

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
