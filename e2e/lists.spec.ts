import { expect, type Locator, type Page, test } from "@playwright/test";
import { computedColors, contrastRatio } from "./support/colors";
import { demo, eventCard, expectServerMessage, expectToast, toast, waitForHydration } from "./support/site";

/** The card of a list item (event, project, article) by its heading. */
/** A card's links besides its title (which leads to the record's own page): its action links. */
function actionLinks(card: Locator) {
  return card.locator("a:not(h2 a):not(h3 a)");
}

function card(page: Page, title: string) {
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** Answers every request to an outside registration or details page with a small page of its own. */
async function stubOutsideSites(page: Page): Promise<void> {
  await page
    .context()
    .route(/^https:\/\/(forms|projects|news)\.example\.org\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Outside page</title><h1>Outside</h1>" }),
    );
}

test.describe("events page", () => {
  test("lists every event soonest first, with date, time, location, attendees, type and status", async ({ page }) => {
    await page.goto("/events");
    const list = page.getByRole("region", { name: "Events" });
    // What is to come leads; past events follow under their own heading, each group in date order.
    await expect(list.getByRole("heading", { level: 2 })).toHaveText(["Upcoming Events", "Past Events"]);
    await expect(list.getByRole("heading", { level: 3 })).toHaveText([...demo.events, ...demo.pastEvents]);

    const workshop = eventCard(page, "Rocket Propulsion Fundamentals Workshop");
    await expect(workshop.getByText("Workshop", { exact: true })).toBeVisible();
    await expect(workshop.getByText("Open", { exact: true })).toBeVisible();
    await expect(workshop.getByText("5:00 PM", { exact: true })).toBeVisible();
    await expect(workshop.getByText("Building 22, Room 132", { exact: true })).toBeVisible();
    await expect(workshop.getByText("34/40")).toBeVisible();

    // An event without a maximum shows the infinity sign.
    await expect(eventCard(page, "Careers in Space: Industry Seminar").getByText("142/∞")).toBeVisible();
    await expect(
      eventCard(page, "Careers in Space: Industry Seminar").getByText("Seminar", { exact: true }),
    ).toBeVisible();
    const full = eventCard(page, "CubeSat Subsystems Hands-on Session");
    await expect(full.getByText("30/30")).toBeVisible();
    await expect(full.getByText("Full", { exact: true })).toBeVisible();
    await expect(eventCard(page, "Drone Racing Night").getByText("Cancelled", { exact: true })).toBeVisible();
    await expect(
      eventCard(page, "Guest Lecture: Hypersonic Flight").getByText("Members Only", { exact: true }),
    ).toBeVisible();
    await expect(
      eventCard(page, "Guest Lecture: Hypersonic Flight").getByText("Speaker", { exact: true }),
    ).toBeVisible();
  });

  test("shows dates in the visitor's local format (en-US)", async ({ page }) => {
    await page.goto("/events");
    const time = eventCard(page, "General Assembly & Project Fair").locator("time");
    const iso = (await time.getAttribute("datetime")) ?? "";
    expect(iso).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [y, m, d] = iso.split("-").map(Number);
    await expect(time).toHaveText(`${m}/${d}/${y}`);
    await expect(
      eventCard(page, "General Assembly & Project Fair").getByText("7:00 PM", { exact: true }),
    ).toBeVisible();
  });

  test.describe("for a British visitor", () => {
    test.use({ locale: "en-GB" });

    test("shows dates and times in the British format", async ({ page }) => {
      await page.goto("/events");
      const assembly = eventCard(page, "General Assembly & Project Fair");
      const iso = (await assembly.locator("time").getAttribute("datetime")) ?? "";
      const [y, m, d] = iso.split("-");
      await expect(assembly.locator("time")).toHaveText(`${d}/${m}/${y}`);
      await expect(assembly.getByText("19:00", { exact: true })).toBeVisible();
      await waitForHydration(page);
      await expect(assembly.locator("time")).toHaveText(`${d}/${m}/${y}`);
    });
  });

  test("an open event with a link opens its registration form in a new tab", async ({ page }) => {
    await stubOutsideSites(page);
    await page.goto("/events");
    const register = eventCard(page, "Rocket Propulsion Fundamentals Workshop").getByRole("link", {
      name: /Register Now/,
    });
    await expect(register).toHaveAttribute("href", "https://forms.example.org/kfupm-aero/propulsion-workshop");
    await expect(register).toHaveAttribute("target", "_blank");
    const [popup] = await Promise.all([page.waitForEvent("popup"), register.click()]);
    await expect(popup).toHaveURL("https://forms.example.org/kfupm-aero/propulsion-workshop");
    await expect(page).toHaveURL("/events");

    const join = eventCard(page, "AIAA Design/Build/Fly Team Kickoff").getByRole("link", { name: /Apply to Join/ });
    await expect(join).toHaveAttribute("href", "https://forms.example.org/kfupm-aero/dbf-kickoff");
    await expect(join).toHaveAttribute("target", "_blank");
  });

  test("full and cancelled events have a disabled button that says why", async ({ page }) => {
    await page.goto("/events");
    const full = eventCard(page, "CubeSat Subsystems Hands-on Session");
    await expect(full.getByRole("button", { name: /Register Now/ })).toBeDisabled();
    await expect(full.getByRole("button", { name: /Register Now/ })).toHaveText("Register Now: Full");
    await expect(actionLinks(full)).toHaveCount(0);
    const cancelled = eventCard(page, "Drone Racing Night");
    await expect(cancelled.getByRole("button", { name: /Join the Race/ })).toBeDisabled();
    await expect(cancelled.getByRole("button", { name: /Join the Race/ })).toHaveText("Join the Race: Cancelled");
    await expect(actionLinks(cancelled)).toHaveCount(0);
  });

  test("past events come after the upcoming ones, with nothing that looks open", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/events");
    // On a phone the first upcoming event starts on the first screen.
    const first = eventCard(page, demo.events[0]);
    expect((await first.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844);
    const pastGroup = page.getByRole("heading", { name: "Past Events", level: 2 }).locator("xpath=..");
    await expect(pastGroup.getByRole("listitem")).toHaveCount(demo.pastEvents.length);
    for (const title of demo.pastEvents) {
      const card = eventCard(page, title);
      await expect(actionLinks(card)).toHaveCount(0);
      await expect(card.getByRole("button")).toBeDisabled();
      await expect(card.getByRole("button")).toHaveText("Register Now: Closed");
    }
  });

  test.describe("in the dark theme", () => {
    test.use({ colorScheme: "dark" });

    test("a disabled event button is drawn at full strength", async ({ page }) => {
      await page.goto("/events");
      const button = eventCard(page, "CubeSat Subsystems Hands-on Session").getByRole("button");
      await expect(button).toBeDisabled();
      await expect(button).toHaveCSS("opacity", "1");
      const [text = [], background = []] = await computedColors(button, ["color", "backgroundColor"]);
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    });
  });

  for (const title of ["General Assembly & Project Fair", "Guest Lecture: Hypersonic Flight"]) {
    test(`"${title}" (link disabled or missing) says registration is unavailable`, async ({ page }) => {
      await page.goto("/events");
      await waitForHydration(page);
      const button = eventCard(page, title).getByRole("button", { name: "Register Now" });
      await expect(button).toBeEnabled();
      await button.click();
      await expectToast(page, "Registration Unavailable", "Registration for this event is currently not available.");
      await expect(page).toHaveURL("/events");
    });
  }

  test("a toast stays with the page that raised it", async ({ page }) => {
    await page.goto("/events");
    await waitForHydration(page);
    await eventCard(page, "Guest Lecture: Hypersonic Flight").getByRole("button", { name: "Register Now" }).click();
    await expectToast(page, "Registration Unavailable");
    await page.getByRole("banner").getByRole("link", { name: "News" }).first().click();
    await expect(page).toHaveURL("/news");
    await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
    await expect(toast(page, "Registration Unavailable")).toHaveCount(0);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("an event without an enabled link still says registration is unavailable", async ({ page }) => {
      await page.goto("/events");
      const card = eventCard(page, "Guest Lecture: Hypersonic Flight");
      await expect(card.getByText("Registration Unavailable")).toBeHidden();
      await card.getByRole("button", { name: "Register Now" }).click();
      await expectServerMessage(
        page,
        "Registration Unavailable",
        "Registration for this event is currently not available.",
      );
      await page.keyboard.press("Escape");
      await expect(card.getByText("Registration Unavailable")).toBeHidden();
    });
  });

  test("shows 6 skeleton cards while the page loads after a click", async ({ page }) => {
    await page.goto("/about");
    await waitForHydration(page);
    // The events data is held back until the skeleton has been checked.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/events.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Events" }).click();
    const skeletons = page.getByTestId("skeleton-card");
    await expect(skeletons).toHaveCount(6);
    for (const skeleton of await skeletons.all()) await expect(skeleton).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Loading events" })).toBeAttached();
    release();
    await expect(page.getByRole("heading", { name: "Rocket Propulsion Fundamentals Workshop" })).toBeVisible();
    await expect(skeletons).toHaveCount(0);
    await expect(page).toHaveURL("/events");
  });
});

test.describe("projects page", () => {
  test("lists projects newest first with technologies, achievements, team size and duration", async ({ page }) => {
    await page.goto("/projects");
    const list = page.getByRole("region", { name: "Projects" });
    await expect(list.getByRole("heading", { level: 2 })).toHaveText([...demo.projects]);

    const falcon = card(page, "Falcon-1 CubeSat");
    await expect(falcon.getByText("Satellite Technology", { exact: true })).toBeVisible();
    await expect(falcon.getByText("In Development", { exact: true })).toBeVisible();
    const technologies = falcon
      .getByRole("heading", { name: "Technologies" })
      .locator("xpath=following-sibling::ul[1]");
    await expect(technologies.getByRole("listitem")).toHaveText([
      "STM32",
      "FreeRTOS",
      "KiCad",
      "UHF radio",
      "MPPT solar power",
    ]);
    const achievements = falcon
      .getByRole("heading", { name: "Achievements" })
      .locator("xpath=following-sibling::ul[1]");
    await expect(achievements.getByRole("listitem")).toHaveText([
      "Engineering model passed random vibration testing",
      "Selected for the national CubeSat challenge finals",
    ]);
    await expect(falcon.getByText("12 members", { exact: true })).toBeVisible();
    await expect(falcon.getByText("18 months", { exact: true })).toBeVisible();

    const tunnel = card(page, "Low-Speed Wind Tunnel");
    await expect(tunnel.getByText("7 members", { exact: true })).toBeVisible();
    await expect(tunnel.getByText("10 months", { exact: true })).toBeVisible();
  });

  test("a project with an enabled link opens its details in a new tab", async ({ page }) => {
    await stubOutsideSites(page);
    await page.goto("/projects");
    const details = card(page, "Falcon-1 CubeSat").getByRole("link", { name: /View Details/ });
    await expect(details).toHaveAttribute("href", "https://projects.example.org/kfupm-aero/falcon-1");
    await expect(details).toHaveAttribute("target", "_blank");
    const [popup] = await Promise.all([page.waitForEvent("popup"), details.click()]);
    await expect(popup).toHaveURL("https://projects.example.org/kfupm-aero/falcon-1");
    await expect(
      card(page, "Desert Hawk Fixed-Wing UAV").getByRole("link", { name: /Read the Report/ }),
    ).toHaveAttribute("href", "https://projects.example.org/kfupm-aero/desert-hawk");
  });

  test("a project whose link is disabled has a disabled button", async ({ page }) => {
    await page.goto("/projects");
    const rover = card(page, "Red Dune Planetary Rover");
    await expect(rover.getByRole("button", { name: "View Details" })).toBeDisabled();
    await expect(actionLinks(rover)).toHaveCount(0);
  });
});

test.describe("news page", () => {
  test("lists only published articles, newest first, with date and author", async ({ page }) => {
    await page.goto("/news");
    const list = page.getByRole("region", { name: "News articles" });
    await expect(list.getByRole("heading", { level: 2 })).toHaveText([...demo.news]);
    await expect(page.getByText(demo.draft)).toHaveCount(0);
    const dates = await list.locator("time").evaluateAll((nodes) => nodes.map((n) => n.getAttribute("datetime") ?? ""));
    expect(dates).toHaveLength(demo.news.length);
    expect([...dates].sort().reverse()).toEqual(dates);
    await expect(card(page, "Falcon-1 CubeSat Passes Vibration Testing").getByText("Sara Al-Qahtani")).toBeVisible();
  });

  test("Read More shows the whole text and Read Less cuts it again at 200 characters", async ({ page }) => {
    await page.goto("/news");
    await waitForHydration(page);
    const article = card(page, "Club Wins AIAA Regional Design Award");
    const text = article.locator("[data-slot=card-content] p");
    const collapsed = (await text.textContent()) ?? "";
    expect(collapsed.endsWith("...")).toBe(true);
    expect(collapsed).toHaveLength(203);
    await expect(article.getByText("Congratulations to the whole team")).toHaveCount(0);

    await article.getByRole("button", { name: "Read More" }).click();
    await expect(article.getByRole("button", { name: "Read Less" })).toHaveAttribute("aria-expanded", "true");
    await expect(text).toContainText("Congratulations to the whole team");
    const expanded = (await text.textContent()) ?? "";
    expect(expanded.startsWith(collapsed.slice(0, 200))).toBe(true);
    expect(expanded.endsWith("late nights in the lab.")).toBe(true);

    await article.getByRole("button", { name: "Read Less" }).click();
    await expect(article.getByRole("button", { name: "Read More" })).toHaveAttribute("aria-expanded", "false");
    await expect(text).toHaveText(collapsed);
  });

  test("external links show their link text and open in a new tab", async ({ page }) => {
    await page.goto("/news");
    const links = [
      [
        "Falcon-1 CubeSat Passes Vibration Testing",
        "Read the Test Report",
        "https://news.example.org/kfupm-aero/falcon-1-vibration",
      ],
      [
        "Industry Partnership Brings Internships to Members",
        "Partnership Details",
        "https://news.example.org/kfupm-aero/industry-partnership",
      ],
      ["Club Wins AIAA Regional Design Award", "Read Full Article", "https://news.example.org/kfupm-aero/aiaa-award"],
    ] as const;
    for (const [title, text, href] of links) {
      const link = card(page, title).getByRole("link", { name: new RegExp(`^${text}`) });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    // An article without a link has no button.
    await expect(actionLinks(card(page, "New Aerospace Prototyping Lab Opens"))).toHaveCount(0);
  });
});

test.describe("gallery page", () => {
  const filterNames = ["All", "general", "projects", "events", "competitions", "facilities", "achievements", "team"];

  test("filters by category in the browser, without loading the page again", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    const filters = page.getByRole("navigation", { name: "Filter by category" });
    await expect(filters.getByRole("link")).toHaveText(filterNames);
    await expect(page.getByText("Showing 15 of 15 items")).toBeVisible();
    const gallery = page.getByRole("region", { name: "Gallery" });
    await expect(gallery.getByRole("heading", { level: 2 })).toHaveCount(15);

    const requests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/gallery")) requests.push(request.url());
    });
    await filters.getByRole("link", { name: "competitions", exact: true }).click();
    await expect(page.getByText("Showing 2 of 15 items")).toBeVisible();
    await expect(gallery.getByRole("heading", { level: 2 })).toHaveText([
      "On Stage at the Regional Conference",
      "Rocket Lift-off",
    ]);
    await expect(filters.getByRole("link", { name: "competitions", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(page).toHaveURL("/gallery?category=competitions");

    await filters.getByRole("link", { name: "facilities", exact: true }).click();
    await expect(page.getByText("Showing 2 of 15 items")).toBeVisible();
    await expect(gallery.getByRole("heading", { name: "The Clean Room" })).toBeVisible();
    await filters.getByRole("link", { name: "All", exact: true }).click();
    await expect(page.getByText("Showing 15 of 15 items")).toBeVisible();
    expect(requests).toEqual([]);
  });

  test("videos play in place with controls", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    const highlights = card(page, "Club Highlights");
    const video = highlights.locator("video");
    await expect(video).toBeVisible();
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).toHaveAttribute("src", "/storage/videos/club-loop.mp4");
    await expect(highlights.getByText("Video", { exact: true })).toBeVisible();
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
    await expect(page).toHaveURL("/gallery");
    await expect(card(page, "Rocket Lift-off").locator("video")).toBeVisible();
  });

  test("videos that load on a fresh page load after any filter change too", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto("/gallery");
    await waitForHydration(page);
    const filters = page.getByRole("navigation", { name: "Filter by category" });
    for (const name of ["general", "All", "competitions", "All"]) {
      await filters.getByRole("link", { name, exact: true }).click();
      await expect(filters.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "true");
    }
    for (const title of ["Club Highlights", "Rocket Lift-off"]) {
      const video = card(page, title).locator("video");
      await expect(video).toBeVisible();
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThan(0);
    }
    await expect(page.getByText("Video unavailable")).toHaveCount(0);
    expect(errors.filter((text) => text.includes("Gallery video failed to load"))).toEqual([]);
  });

  test("a video that cannot load is hidden and the failure logged", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.route("**/storage/videos/club-loop.mp4", (route) => route.abort());
    await page.goto("/gallery");
    await waitForHydration(page);
    const highlights = card(page, "Club Highlights");
    await expect(highlights.getByRole("heading", { name: "Club Highlights" })).toBeVisible();
    await expect(highlights.locator("video")).toHaveCount(0);
    await expect.poll(() => errors.some((text) => text.includes("club-loop.mp4"))).toBe(true);
    // The card keeps its shape: a box that says so, as tall as a picture of the same width.
    const placeholder = highlights.getByText("Video unavailable");
    await expect(placeholder).toBeVisible();
    const box = await highlights.getByText("Video unavailable").locator("..").boundingBox();
    expect(Math.abs((box?.height ?? 0) - (box?.width ?? 0) / 1.5)).toBeLessThan(2);
    // The other video is unaffected.
    await expect(card(page, "Rocket Lift-off").locator("video")).toBeVisible();
    await expect(toast(page, "Error")).toHaveCount(0);
  });
});
