import { type APIRequestContext, type APIResponse, expect, type Locator, type Page } from "@playwright/test";

/** Every public page of the site, with the heading it shows and its title. */
export const publicPages = [
  { path: "/", h1: "Engineering the future of flight", title: "KFUPM Aerospace Club" },
  { path: "/about", h1: "About the Club", title: "About | KFUPM Aerospace Club" },
  { path: "/events", h1: "Events", title: "Events | KFUPM Aerospace Club" },
  { path: "/projects", h1: "Projects", title: "Projects | KFUPM Aerospace Club" },
  { path: "/news", h1: "News", title: "News | KFUPM Aerospace Club" },
  { path: "/newsletter", h1: "Newsletter", title: "Newsletter | KFUPM Aerospace Club" },
  { path: "/gallery", h1: "Gallery", title: "Gallery | KFUPM Aerospace Club" },
  { path: "/contact", h1: "Contact Us", title: "Contact | KFUPM Aerospace Club" },
  { path: "/resources", h1: "Resources", title: "Resources | KFUPM Aerospace Club" },
  { path: "/membership", h1: "Membership", title: "Membership | KFUPM Aerospace Club" },
  { path: "/privacy", h1: "Privacy Policy", title: "Privacy Policy | KFUPM Aerospace Club" },
  { path: "/terms", h1: "Terms of Use", title: "Terms of Use | KFUPM Aerospace Club" },
  { path: "/accessibility", h1: "Accessibility", title: "Accessibility | KFUPM Aerospace Club" },
] as const;

/** The top navigation, in order, and where each item leads. */
export const navItems = [
  { label: "Home", path: "/" },
  { label: "About", path: "/about" },
  { label: "People", path: "/#people" },
  { label: "Events", path: "/events" },
  { label: "Projects", path: "/projects" },
  { label: "News", path: "/news" },
  { label: "Gallery", path: "/gallery" },
  { label: "Resources", path: "/resources" },
  { label: "Contact", path: "/contact" },
] as const;

export { demo } from "../../tests/support/demo";

/** The spec's empty-state texts. */
export const emptyTexts = {
  eventsTitle: "No Events Available",
  eventsDescription: "Check back soon for upcoming events!",
  upcomingEvents: "No upcoming events at the moment.",
  projects: "No projects available at the moment.",
  news: "No news articles available at the moment.",
  gallery: "No gallery items available.",
  /** The people section without members (not a spec string). */
  team: "Our team will be introduced here soon.",
} as const;

/**
 * Waits until the page is interactive. Before hydration (and without JavaScript) the theme toggle
 * and the newsletter form carry a hidden "redirectTo" field for a plain form post; React removes it
 * once the page has hydrated.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('input[name="redirectTo"]')).toHaveCount(0);
}

/** The page's data read again (the `.data` GETs its script sends) from now on, by address. */
export function dataReads(page: Page): string[] {
  const reads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "GET" && new URL(request.url()).pathname.endsWith(".data")) reads.push(request.url());
  });
  return reads;
}

/** A sonner toast with this title (once the page is interactive, messages show as toasts). */
export function toast(page: Page, title: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ has: page.locator("[data-title]", { hasText: title }) });
}

/** Expects a toast with exactly this title and description to be on screen (the newest, if several). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const shown = toast(page, title).first();
  await expect(shown).toBeVisible();
  await expect(shown.locator("[data-title]")).toHaveText(title);
  if (description !== undefined) await expect(shown.locator("[data-description]")).toHaveText(description);
}

/**
 * The message box a page shows in place of a toast when JavaScript is off (role status or alert),
 * with this title and description.
 */
export async function expectServerMessage(page: Page, title: string, description?: string): Promise<void> {
  const box = page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: title });
  await expect(box).toBeVisible();
  await expect(box.locator("p").first()).toHaveText(title);
  if (description !== undefined) await expect(box.locator("p").nth(1)).toHaveText(description);
}

/** A unique email address for a test that writes data, so parallel tests never collide. */
export function uniqueEmail(label: string): string {
  const random = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `e2e-${label}-${random}@example.org`;
}

/** An event card on /events or the home page, by its title. */
export function eventCard(page: Page, title: string): Locator {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/**
 * `path` as the page cache keeps it: asked again until the answer comes from the cache (a test
 * running alongside may write content, or register for an event, between two requests), then
 * that answer.
 */
export async function keptPage(request: APIRequestContext, path: string): Promise<APIResponse> {
  let kept: APIResponse | undefined;
  await expect
    .poll(
      async () => {
        kept = await request.get(path);
        return kept.headers()["x-page-cache"];
      },
      { message: `${path} served from the page cache`, timeout: 30_000 },
    )
    .toBe("hit");
  if (!kept) throw new Error(`${path} was not asked`);
  return kept;
}
