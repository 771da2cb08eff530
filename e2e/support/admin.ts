import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { e2eAdmin, servers } from "./servers";
import { waitForHydration } from "./site";

/**
 * A browser of its own for an admin test. Each signs in from its own client address (through the
 * loopback proxy header the server trusts), so the sign-in rate limit counts each test separately,
 * as it would count separate people.
 */
let clientNumber = 0;
export async function newClient(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<BrowserContext> {
  clientNumber += 1;
  return browser.newContext({
    baseURL: servers.demo.url,
    ...options,
    extraHTTPHeaders: {
      "X-Forwarded-For": `10.${process.pid % 250}.${Math.floor(clientNumber / 250)}.${clientNumber % 250}`,
    },
  });
}

export async function signIn(page: Page, account: { email: string; password: string } = e2eAdmin) {
  await page.goto("/admin-kfupm-aero");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** An admin signed in on the editing site (a demo club of its own), on `path`. */
export async function adminOn(browser: Browser, path: string, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await newClient(browser, { baseURL: servers.editing.url, ...options });
  const page = await context.newPage();
  await signIn(page);
  // Password hashing is slow on purpose, and slower still while other tests keep the machine busy.
  await expect(page).toHaveURL("/admin-kfupm-aero/dashboard", { timeout: 20_000 });
  await page.goto(path);
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { context, page };
}

/** A title no other test (or run) uses. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A management page's form, by its heading ("Create Event", "Edit Project"). */
export const adminForm = (page: Page, name: string) => page.getByRole("form", { name });

/** A record of the management page's list, by the text it shows. */
export const adminRecord = (page: Page, text: string) =>
  page.getByRole("region", { name: "Records" }).getByRole("listitem").filter({ hasText: text }).first();
