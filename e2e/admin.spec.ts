import { expect, test } from "@playwright/test";
import { adminOn, closeClients, newClient, signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoConflictingClasses } from "./support/classes";
import { e2eAdmin, e2eMember, e2eTreasurer, servers } from "./support/servers";
import { demo, waitForHydration } from "./support/site";

test.afterEach(closeClients);

/** The admin area: sign-in, access control, the layout and the dashboard. */

test.describe("signing in", () => {
  test("an admin signs in and lands on the dashboard, and stays signed in across a reload", async ({ browser }) => {
    const context = await newClient(browser);
    const page = await context.newPage();
    await signIn(page, e2eAdmin);
    await expect(page).toHaveURL("/admin-kfupm-aero/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByText(e2eAdmin.email)).toBeVisible();
    const session = (await context.cookies()).find((c) => c.name === "better-auth.session_token");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    expect((session?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    // An admin who opens the sign-in page goes to the dashboard.
    await page.goto("/admin-kfupm-aero");
    await expect(page).toHaveURL("/admin-kfupm-aero/dashboard");
    await context.close();
  });

  test("a wrong password shows 'Authentication Error' with the service's message", async ({ browser }) => {
    const context = await newClient(browser);
    const page = await context.newPage();
    await signIn(page, { email: e2eAdmin.email, password: "not the password" });
    await expect(page.getByText("Authentication Error")).toBeVisible();
    await expect(page.getByText("Invalid email or password")).toBeVisible();
    await expect(page).toHaveURL("/admin-kfupm-aero");
    // The password must be typed again; the email stays.
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue(e2eAdmin.email);
    await context.close();
  });

  test("a request that fails on its way shows 'Error' / 'An unexpected error occurred'", async ({ browser }) => {
    const context = await newClient(browser);
    const page = await context.newPage();
    await page.goto("/admin-kfupm-aero");
    await expect(page.locator('input[name="redirectTo"]')).toHaveCount(0);
    await page.route("**/admin-kfupm-aero.data*", (route) => route.abort("connectionreset"));
    await page.getByLabel("Email").fill(e2eAdmin.email);
    await page.getByLabel("Password").fill(e2eAdmin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "An unexpected error occurred" });
    await expect(toast.locator("[data-title]")).toHaveText("Error");
    await expect(page).toHaveURL("/admin-kfupm-aero");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
    await context.close();
  });

  test("empty fields are required and nothing is sent", async ({ browser }) => {
    const context = await newClient(browser);
    const page = await context.newPage();
    await page.goto("/admin-kfupm-aero");
    let posts = 0;
    page.on("request", (request) => {
      if (request.method() === "POST") posts += 1;
    });
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    expect(posts).toBe(0);
    await context.close();
  });

  test("the Sign In button is disabled while signing in", async ({ browser }) => {
    const context = await newClient(browser);
    const page = await context.newPage();
    await page.goto("/admin-kfupm-aero");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/admin-kfupm-aero.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Email").fill(e2eAdmin.email);
    await page.getByLabel("Password").fill(e2eAdmin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeDisabled();
    release();
    await expect(page).toHaveURL("/admin-kfupm-aero/dashboard");
    await context.close();
  });

  test("repeated failed sign-ins are rate limited with a clear message", async ({ browser }) => {
    const context = await newClient(browser);
    const page = await context.newPage();
    for (let attempt = 0; attempt < 5; attempt++) {
      await signIn(page, { email: e2eAdmin.email, password: `guess ${attempt}` });
      await expect(page.getByText("Invalid email or password").last()).toBeVisible();
    }
    await signIn(page, { email: e2eAdmin.email, password: "guess 6" });
    await expect(
      page.getByText(/Too many requests\. Please try again later\. Try again in \d+ seconds\./),
    ).toBeVisible();
    await context.close();
  });

  test("others' failed guesses do not lock out a browser that signed in to the account before", async ({
    browser,
    request,
  }) => {
    const own = await newClient(browser, { baseURL: servers.empty.url });
    const page = await own.newPage();
    await signIn(page, e2eTreasurer);
    await expect(page).toHaveURL("/admin-kfupm-aero/dashboard");
    const device = (await own.cookies()).find((cookie) => cookie.name === "known_device");
    expect(device).toMatchObject({ path: "/", httpOnly: true });
    await own.clearCookies({ name: "better-auth.session_token" });

    // Someone guesses at the account from many addresses until it is locked for unknown browsers.
    for (let guess = 0; guess < 11; guess++) {
      await request.post(`${servers.empty.url}/api/auth/sign-in/email`, {
        headers: { Origin: servers.empty.url, "X-Forwarded-For": `10.77.0.${guess + 1}` },
        data: { email: e2eTreasurer.email, password: `guess ${guess}` },
      });
    }
    const stranger = await newClient(browser, { baseURL: servers.empty.url });
    const strangerPage = await stranger.newPage();
    await signIn(strangerPage, e2eTreasurer);
    await expect(strangerPage.getByText(/Too many sign-in attempts for this account/)).toBeVisible();

    // The owner's browser, with its script, signs in all the same.
    await signIn(page, e2eTreasurer);
    await expect(page).toHaveURL("/admin-kfupm-aero/dashboard");
  });

  test("the sign-in page works without JavaScript", async ({ browser }) => {
    const context = await newClient(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, e2eAdmin);
    await expect(page).toHaveURL("/admin-kfupm-aero/dashboard");
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await context.close();
  });
});

/** Each admin page, with a text only that page shows an admin (a draft, an admin-only label...). */
const adminPages = {
  dashboard: "Recent Events",
  events: "Semester Welcome Meeting",
  projects: "Orbital Debris Tracking Telescope",
  news: "Sounding Rocket Program",
  gallery: "Hangar Visit",
  team: "Display order",
  // The 404 page as rendered: its words themselves travel with every page's data (decision 0033).
  anything: ">404</h1>",
} as const;

test.describe("access control", () => {
  test("a signed-in user who is not an admin sees Access Denied and no admin page", async ({ browser }) => {
    const context = await newClient(browser);
    const page = await context.newPage();
    await signIn(page, e2eMember);
    await expect(page).toHaveURL("/admin-kfupm-aero");
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    await expect(page.getByText("You don't have admin privileges to access this area.")).toBeVisible();
    for (const [path, marker] of Object.entries(adminPages)) {
      const response = await page.goto(`/admin-kfupm-aero/${path}`);
      await expect(page).toHaveURL("/admin-kfupm-aero");
      await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
      expect(await response?.text()).not.toContain(marker);
      // The data requests of client-side navigation hold nothing either.
      const data = await page.request.get(`/admin-kfupm-aero/${path}.data`, { maxRedirects: 0 });
      expect(data.status()).toBeLessThan(400);
      expect(await data.text()).not.toContain(marker);
    }
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await context.close();
  });

  test("a visitor is sent to sign-in from every admin page, and its HTML holds no admin data", async ({ request }) => {
    for (const [path, marker] of Object.entries(adminPages)) {
      const response = await request.get(`/admin-kfupm-aero/${path}`, { maxRedirects: 0 });
      expect(response.status()).toBe(302);
      // Signing in brings the visitor back to the page asked for.
      expect(response.headers().location).toBe(
        path === "dashboard" ? "/admin-kfupm-aero" : `/admin-kfupm-aero?returnTo=%2Fadmin-kfupm-aero%2F${path}`,
      );
      expect(await response.text()).not.toContain(marker);
      const data = await request.get(`/admin-kfupm-aero/${path}.data`, { maxRedirects: 0 });
      expect(await data.text()).not.toContain(marker);
    }
  });

  test("the dashboard's /admin/* paths lead to the same pages", async ({ request }) => {
    const response = await request.get("/admin/events", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/admin-kfupm-aero/events");
  });

  test("Sign Out ends the session on the server", async ({ browser }) => {
    const context = await newClient(browser);
    const page = await context.newPage();
    await signIn(page, e2eAdmin);
    await expect(page).toHaveURL("/admin-kfupm-aero/dashboard");
    const token = (await context.cookies()).find((c) => c.name === "better-auth.session_token");
    await page.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/admin-kfupm-aero");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    // The old cookie no longer opens anything: the session is gone on the server.
    const replay = await newClient(browser);
    expect(token).toBeDefined();
    if (token) await replay.addCookies([token]);
    const again = await replay.newPage();
    await again.goto("/admin-kfupm-aero/dashboard");
    await expect(again).toHaveURL("/admin-kfupm-aero?session=ended");
    await expect(again.getByText("Your session has ended.")).toBeVisible();
    await context.close();
    await replay.close();
  });
});

test.describe("admin layout", () => {
  test("Ctrl+B collapses the sidebar to icons, and the choice survives a reload without a flash", async ({
    browser,
  }) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/dashboard", {
      baseURL: servers.demo.url,
      viewport: { width: 1280, height: 800 },
    });
    const sidebar = page.locator("#admin-sidebar");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    expect((await sidebar.boundingBox())?.width).toBe(256);
    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(48);
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    // The server renders the collapsed state: it is in the HTML before any script runs.
    const html = await (await page.request.get("/admin-kfupm-aero/dashboard")).text();
    expect(html).toContain('data-state="collapsed"');
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    // Cmd+B does the same, for Mac keyboards.
    await page.keyboard.press("Meta+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await context.close();
  });

  test("public pages carry only the site's stylesheet; admin pages add theirs after it, also after a visit to the site", async ({
    browser,
  }) => {
    const context = await newClient(browser, { viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const sheets = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"], style[data-href]')].map((element) => {
          const address = element.getAttribute("href") ?? element.getAttribute("data-href") ?? "";
          return /\/assets\/(site|admin)-/.exec(address)?.[1] ?? address;
        }),
      );
    await page.goto("/about");
    expect(await sheets()).toEqual(["site"]);
    // A member (no admin role) stays on the sign-in page, which links back to the site.
    await signIn(page, e2eMember);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    expect(await sheets()).toEqual(["site", "admin"]);
    await waitForHydration(page);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("list")).toHaveCSS("display", "flex");
    await expectNoConflictingClasses(page);
    await page.goBack();
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    expect(await sheets()).toEqual(["site", "admin"]);
    await context.close();
  });

  test("on a phone the sidebar is an 18rem drawer", async ({ browser }) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/dashboard", {
      baseURL: servers.demo.url,
      viewport: { width: 390, height: 844 },
    });
    await expect(page.locator("#admin-sidebar")).toBeHidden();
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    const drawer = page.getByRole("dialog", { name: "Admin" });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBe(288);
    await drawer.getByRole("link", { name: "Team" }).click();
    await expect(page).toHaveURL("/admin-kfupm-aero/team");
    await expect(drawer).toBeHidden();
    await context.close();
  });

  test("the sidebar links to every admin page, and a spinner shows while a page loads", async ({ browser }) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/dashboard", { baseURL: servers.demo.url });
    const nav = page.locator("#admin-sidebar");
    for (const [label, heading] of [
      ["Events", "Events"],
      ["Projects", "Projects"],
      ["News", "News"],
      ["Gallery", "Gallery"],
      ["Team", "Team"],
      ["Newsletter", "Newsletter"],
      ["Dashboard", "Dashboard"],
    ]) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    }
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/admin-kfupm-aero/events.data*", async (route) => {
      await held;
      await route.continue();
    });
    await nav.getByRole("link", { name: "Events" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Loading" })).toBeAttached();
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    await context.close();
  });
});

test.describe("dashboard", () => {
  test("shows the demo content: totals, quick buttons, and four recent lists", async ({ browser }) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/dashboard", { baseURL: servers.demo.url });
    await expect(page.getByTestId("total-Events")).toHaveText("11");
    await expect(page.getByTestId("total-Projects")).toHaveText("6");
    await expect(page.getByTestId("total-News Articles")).toHaveText("6");
    await expect(page.getByTestId("total-Gallery Items")).toHaveText("15");

    for (const title of ["Recent Events", "Recent Projects", "Recent News", "Recent Gallery"]) {
      // Direct items only: a project's technologies are a list of their own.
      await expect(page.getByRole("list", { name: title }).locator(":scope > li")).toHaveCount(4);
    }
    const items = (title: string) => page.getByRole("list", { name: title }).locator(":scope > li > p:first-child");
    await expect(items("Recent Projects")).toHaveText(demo.projects.slice(0, 4));
    // The demo's gallery items were added 2, 4, 6 and 9 days ago.
    await expect(items("Recent Gallery")).toHaveText([
      "Club Highlights",
      "Design Award Trophy",
      "On Stage at the Regional Conference",
      "Under the Milky Way",
    ]);
    // The next four events from today, soonest first.
    await expect(items("Recent Events")).toHaveText(demo.events.slice(0, 4));
    const eventDates = await page
      .getByRole("list", { name: "Recent Events" })
      .locator(":scope > li")
      .evaluateAll((rows) => rows.map((row) => /[A-Z][a-z]{2} \d{2}, \d{4}/.exec(row.textContent ?? "")?.[0] ?? ""));
    const times = eventDates.map((date) => Date.parse(date));
    expect(times.every((time) => !Number.isNaN(time))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const news = page.getByRole("list", { name: "Recent News" });
    await expect(news.getByRole("listitem").first()).toContainText("Sounding Rocket Program: Call for Members");
    await expect(news.getByRole("listitem").first()).toContainText("Draft");
    await expect(news.getByRole("listitem").nth(1)).toContainText("Published");
    // Dates read 'MMM dd, yyyy'.
    await expect(page.getByRole("list", { name: "Recent Events" })).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4}/);
    // Up to 3 technologies, then +N.
    const cubesat = page
      .getByRole("list", { name: "Recent Projects" })
      .getByRole("listitem")
      .filter({ hasText: "Falcon-1 CubeSat" });
    await expect(cubesat.getByRole("list", { name: "Technologies" }).getByRole("listitem")).toHaveText([
      "STM32",
      "FreeRTOS",
      "KiCad",
      "+2",
    ]);

    await page.getByRole("link", { name: "Manage Events" }).click();
    await expect(page).toHaveURL("/admin-kfupm-aero/events");
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    await context.close();
  });

  test("on an empty database shows zero totals and the empty messages", async ({ browser }) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/dashboard", { baseURL: servers.empty.url });
    for (const label of ["Events", "Projects", "News Articles", "Gallery Items"]) {
      await expect(page.getByTestId(`total-${label}`)).toHaveText("0");
    }
    for (const message of [
      "No events found",
      "No projects found",
      "No news articles found",
      "No gallery items found",
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByRole("link", { name: "Team" }).click();
    await expect(page.getByText("No team members found. Add the first member to get started.")).toBeVisible();
    await context.close();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    for (const width of [390, 1280]) {
      test(`the sign-in page and the dashboard pass axe in ${colorScheme} theme at ${width} px`, async ({
        browser,
      }) => {
        const context = await newClient(browser, { colorScheme, viewport: { width, height: 900 } });
        const page = await context.newPage();
        await page.goto("/admin-kfupm-aero");
        await expectNoAxeViolations(page);
        await expectNoConflictingClasses(page);
        await signIn(page, e2eAdmin);
        await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
        await expect(page.getByRole("button", { name: "Sign Out" })).toBeInViewport({ ratio: 1 });
        await expectNoAxeViolations(page);
        await expectNoConflictingClasses(page);
        await context.close();
      });
    }
  }
});

test.describe("team list", () => {
  test("each member wears their own portrait", async ({ browser }) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/team", { baseURL: servers.demo.url });
    for (const [name, file] of Object.entries(demo.portraits)) {
      const item = page.getByRole("listitem").filter({ hasText: name });
      await expect(item.getByRole("img", { name, exact: true }).first()).toHaveAttribute(
        "src",
        new RegExp(`^/images/team/${file.replaceAll(".", "\\.")}\\?w=\\d+$`),
      );
    }
    await context.close();
  });
});
