import { expect, test } from "@playwright/test";
import { demo, waitForHydration } from "./support/site";

test("the home page shows the club and its demo content", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("KFUPM Aerospace Club");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Engineering the future of flight");

  const news = page.getByRole("region", { name: "Latest News" });
  await expect(news.getByRole("listitem")).toHaveCount(3);
  await expect(news.getByText("Club Wins AIAA Regional Design Award")).toBeVisible();
  await expect(news.getByText("Sounding Rocket Program: Call for Members")).toHaveCount(0);

  const events = page.getByRole("region", { name: "Upcoming Events" });
  await expect(events.getByRole("listitem")).toHaveCount(3);
  await expect(events.getByText("General Assembly & Project Fair")).toBeVisible();

  const people = page.locator("#people");
  await expect(people.getByText("Abdullah Al-Harbi")).toBeVisible();
  // A member without a photo shows the initials of their name.
  await expect(people.getByRole("img", { name: "Lina Al-Ghamdi" })).toHaveText("LA");
});

test("each team member wears their own portrait, in the size it is shown at", async ({ page }) => {
  await page.goto("/");
  const people = page.locator("#people");
  for (const [name, file] of Object.entries(demo.portraits)) {
    const portrait = people.getByRole("img", { name, exact: true });
    const copy = `/images/team/${file.replaceAll(".", "\\.")}\\?w=`;
    await expect(portrait).toHaveAttribute("src", new RegExp(`^${copy}\\d+$`));
    await portrait.scrollIntoViewIfNeeded();
    // Shown 96 px wide: the smallest copy is the one loaded.
    await expect
      .poll(() => portrait.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(new RegExp(`${copy}320$`));
  }
});

test("news dates read the same on the home page and the news page", async ({ page }) => {
  await page.goto("/");
  const onHome = page.getByRole("region", { name: "Latest News" }).locator("time").first();
  const iso = (await onHome.getAttribute("datetime")) ?? "";
  const written = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );
  await expect(onHome).toHaveText(written);
  await page.goto("/news");
  await expect(page.locator(`time[datetime="${iso}"]`).first()).toHaveText(written);
});

test("an unknown path answers 404 with a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "404" })).toBeVisible();
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL("/");
});

test.describe("the hero", () => {
  test("shows the club video from storage over its first frame, in the size the screen needs", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Engineering the future of flight");
    const video = page.locator("section video").first();
    const sources = await video.locator("source").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("src")));
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src).toMatch(/^\/storage\/videos\/.+\.(mp4|webm)$/);
    // The picture behind the video, loaded once: the video has no poster of its own to load again.
    await expect(video).not.toHaveAttribute("poster");
    const poster = page.locator("section img").first();
    await expect(poster).toHaveAttribute("srcset", /^\/images\/videos\/club-loop-poster\.webp\?w=320 320w/);
    await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test("plays with normal motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await page.goto("/");
    const video = page.locator("section video").first();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("does not play", async ({ page }) => {
      await page.goto("/");
      await waitForHydration(page);
      const video = page.locator("section video").first();
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(0);
      // The page follows the setting: allowing motion starts the video, asking again stops it.
      await page.emulateMedia({ reducedMotion: "no-preference" });
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    });
  });
});

test("the latest 3 published news show their text cut at 150 characters", async ({ page }) => {
  await page.goto("/");
  const news = page.getByRole("region", { name: "Latest News" });
  await expect(news.getByRole("heading", { level: 3 })).toHaveText(demo.news.slice(0, 3));
  const texts = await news.getByRole("listitem").locator("[data-slot=card-content] p").allTextContents();
  expect(texts).toHaveLength(3);
  for (const text of texts) {
    expect(text.endsWith("...")).toBe(true);
    expect(text).toHaveLength(153);
  }
  expect(texts[0]).toBe(
    `${"Our Desert Hawk UAV team took first place in the design category at the AIAA regional student conference. The judges singled out the team's thermal analysis of the avionics bay, which keeps".slice(0, 150)}...`,
  );
  await expect(news.getByRole("link", { name: "All News" })).toHaveAttribute("href", "/news");
});

test("the next 3 upcoming events, soonest first", async ({ page }) => {
  await page.goto("/");
  const events = page.getByRole("region", { name: "Upcoming Events" });
  await expect(events.getByRole("heading", { level: 3 })).toHaveText(demo.events.slice(0, 3));
  // Past events never show here.
  for (const past of demo.pastEvents) await expect(events.getByText(past)).toHaveCount(0);
  await expect(events.getByRole("link", { name: "All Events" })).toHaveAttribute("href", "/events");
});

test("3 projects and the club's award statistics", async ({ page }) => {
  await page.goto("/");
  const projects = page.getByRole("region", { name: "Our Projects" });
  await expect(projects.getByRole("heading", { level: 3 })).toHaveText(demo.projects.slice(0, 3));
  const awards = projects.getByRole("list", { name: "Awards" }).getByRole("listitem");
  await expect(awards).toHaveText([
    /^5\s*AIAA Awards$/,
    /^3\s*NASA Competitions$/,
    /^12\s*Design Awards$/,
    /^8\s*Innovation Prizes$/,
  ]);
});

test("the people section lists the executive team and the department heads in display order", async ({ page }) => {
  await page.goto("/");
  const people = page.locator("section#people");
  await expect(people.getByRole("heading", { name: "Our People" })).toBeVisible();
  const group = (title: string) =>
    people.getByRole("heading", { name: title, exact: true }).locator("xpath=following-sibling::ul[1]");
  await expect(group("Executive Team").getByRole("listitem")).toHaveCount(demo.executives.length);
  await expect(group("Executive Team").getByRole("listitem")).toContainText([...demo.executives]);
  await expect(group("Department Heads").getByRole("listitem")).toHaveCount(demo.departmentHeads.length);
  await expect(group("Department Heads").getByRole("listitem")).toContainText([...demo.departmentHeads]);

  // Members without a photo show their initials; the others their photo.
  for (const [name, initials] of [
    ["Lina Al-Ghamdi", "LA"],
    ["Yousef Al-Zahrani", "YA"],
    ["Khalid Al-Anazi", "KA"],
  ] as const) {
    const avatar = people.getByRole("img", { name, exact: true });
    await expect(avatar).toHaveText(initials);
    await expect(avatar).toBeVisible();
  }
  const photo = people.getByRole("img", { name: "Abdullah Al-Harbi", exact: true });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveJSProperty("complete", true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("a member whose photo fails to load shows their initials", async ({ page }) => {
  await page.route(/\/(images|storage)\/team\//, (route) => route.abort());
  await page.goto("/");
  await waitForHydration(page);
  const people = page.locator("section#people");
  await people.scrollIntoViewIfNeeded();
  const avatar = people.getByRole("img", { name: "Abdullah Al-Harbi", exact: true });
  await expect(avatar).toHaveText("AA");
  await expect(people.locator("img")).toHaveCount(0);
});

test("a picture of the campus", async ({ page }) => {
  await page.goto("/");
  const campus = page.getByRole("img", { name: "The KFUPM campus in Dhahran at dusk" });
  await campus.scrollIntoViewIfNeeded();
  await expect(campus).toBeVisible();
  await expect
    .poll(() => campus.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole("heading", { name: "Based at KFUPM, Dhahran" })).toBeVisible();
});

test("the footer lists the resource sub-topics as plain text", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const topic of [
    "Study Materials",
    "Career Center",
    "Industry Links",
    "Research Papers",
    "Competition Guidelines",
    "Safety Protocols",
  ]) {
    await expect(footer.getByText(topic, { exact: true })).toBeVisible();
    await expect(footer.getByRole("link", { name: topic })).toHaveCount(0);
  }
  // They do not look like the links beside them: another colour, bullets, and a note.
  await expect(footer.getByText("Coming soon", { exact: true })).toBeVisible();
  const topic = footer.getByText("Study Materials", { exact: true });
  const link = footer.getByRole("link", { name: "About", exact: true });
  const look = (element: Element) => [getComputedStyle(element).color, getComputedStyle(element).listStyleType];
  const [topicColor, topicMarker] = await topic.evaluate(look);
  const [linkColor] = await link.evaluate(look);
  expect(topicColor).not.toBe(linkColor);
  expect(topicMarker).toBe("disc");
  // A link underlines when pointed at; a topic never does.
  await link.hover();
  await expect(link).toHaveCSS("text-decoration-line", "underline");
  await topic.hover();
  await expect(topic).toHaveCSS("text-decoration-line", "none");
});
