import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { e2eAdmin, servers } from "./servers";
import { waitForHydration } from "./site";

/**
 * A browser of its own for an admin test. Each signs in from its own client address (through the
 * loopback proxy header the server trusts), so the sign-in rate limit counts each test separately,
 * as it would count separate people. A spec that makes clients closes them after each test with
 * `test.afterEach(closeClients)`, so that a failed test leaves no browser open behind it.
 */
let clientNumber = 0;
const openClients = new Set<BrowserContext>();

export async function newClient(
  browser: Browser,
  options: Parameters<Browser["newContext"]>[0] = {},
): Promise<BrowserContext> {
  clientNumber += 1;
  const context = await browser.newContext({
    baseURL: servers.demo.url,
    ...options,
    extraHTTPHeaders: {
      "X-Forwarded-For": `10.${process.pid % 250}.${Math.floor(clientNumber / 250)}.${clientNumber % 250}`,
    },
  });
  openClients.add(context);
  context.on("close", () => openClients.delete(context));
  return context;
}

/** Closes the clients a test opened and left open (a test that failed half-way). */
export async function closeClients(): Promise<void> {
  await Promise.all([...openClients].map((context) => context.close()));
}

export async function signIn(page: Page, account: { email: string; password: string } = e2eAdmin) {
  await page.goto("/admin-kfupm-aero");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

type StoredSession = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** The admin's session on each site, signed in once per worker through the form, then reused. */
const storedSessions = new Map<string, StoredSession>();

/**
 * An admin signed in on `path` of the editing site (a demo club of its own), or of the site of
 * `options.baseURL`. The first call in a worker signs in through the form (password hashing is slow
 * on purpose); the next ones start with its stored session.
 */
export async function adminOn(browser: Browser, path: string, options: Parameters<Browser["newContext"]>[0] = {}) {
  const site = options.baseURL ?? servers.editing.url;
  const stored = storedSessions.get(site);
  const context = await newClient(browser, { ...options, baseURL: site, ...(stored ? { storageState: stored } : {}) });
  const page = await context.newPage();
  if (!stored) {
    await signIn(page);
    await expect(page).toHaveURL("/admin-kfupm-aero/dashboard");
    storedSessions.set(site, await context.storageState());
  }
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
