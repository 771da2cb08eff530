import { expect, type Page, test } from "@playwright/test";
import { type DeliveredMail, deliveredMail, linkIn } from "./support/mail";
import { servers } from "./support/servers";
import { expectServerMessage, expectToast, uniqueEmail, waitForHydration } from "./support/site";

function newsletter(page: Page) {
  const form = page
    .getByRole("contentinfo")
    .locator("form")
    .filter({ has: page.getByLabel("Email address") });
  return {
    email: form.getByLabel("Email address"),
    subscribe: form.getByRole("button", { name: "Subscribe" }),
    form,
  };
}

/** The URLs of the POST requests the page makes from now on. */
function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  return posts;
}

test.describe("newsletter (footer form)", () => {
  test("whitespace only asks for an email and sends nothing", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const posts = recordPosts(page);
    const { email, subscribe } = newsletter(page);
    await expect(email).toHaveAttribute("type", "email");
    await email.fill("   ");
    await subscribe.click();
    await expectToast(page, "Email required", "Please enter your email address");
    // An empty field too.
    await email.fill("");
    await email.press("Enter");
    await expectToast(page, "Email required", "Please enter your email address");
    expect(posts).toEqual([]);
  });

  test("the browser's email check stops a malformed address before it is sent", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const posts = recordPosts(page);
    const { email, subscribe } = newsletter(page);
    await email.fill("not an email");
    await subscribe.click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    expect(posts).toEqual([]);
  });

  test("subscribes a new address (trimmed, any case) and then reports it as already subscribed", async ({ page }) => {
    const address = uniqueEmail("news");
    await page.goto("/about");
    await waitForHydration(page);
    const { email, subscribe } = newsletter(page);
    await email.fill(`  ${address.toUpperCase()}  `);
    await subscribe.click();
    await expectToast(page, "Successfully subscribed!", "You have subscribed to our newsletter");
    await expect(email).toHaveValue("");

    // The same address in other letters is the same subscriber.
    await email.fill(address.replace(/^e2e/, "E2E"));
    await subscribe.click();
    await expectToast(page, "Already subscribed", "This email is already subscribed to our newsletter");
    await expect(email).toHaveValue(address.replace(/^e2e/, "E2E"));
  });

  test("a new address confirms from the link it is mailed, in two steps", async ({ page }) => {
    const address = uniqueEmail("confirm");
    await page.goto("/");
    await waitForHydration(page);
    const { email, subscribe } = newsletter(page);
    await email.fill(address);
    await subscribe.click();
    await expectToast(page, "Successfully subscribed!", "You have subscribed to our newsletter");
    await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText(
      "Check your inbox: we have emailed you a link to confirm your address.",
    );
    await expect.poll(() => deliveredMail(address).length).toBe(1);
    const [mail] = deliveredMail(address);
    expect(mail?.raw).toMatch(/Subject: Confirm your subscription to the .* newsletter/);
    const link = linkIn(mail as DeliveredMail);
    expect(new URL(link).pathname).toBe("/newsletter/confirm");

    // Opening the link asks; only the button confirms.
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
    await expect(page.getByText(`Receive the club's newsletter at ${address}?`)).toBeVisible();
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { name: "Your subscription is confirmed" })).toBeVisible();
    // The link opened again says so, and an altered one is refused.
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Your subscription is confirmed" })).toBeVisible();
    const altered = await page.goto(`${link.slice(0, -3)}xyz`);
    expect(altered?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
  });

  test("a subscription lost on its way says it failed", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.route("**/resources/newsletter*", (route) => route.abort("connectionreset"));
    const { email, subscribe } = newsletter(page);
    const address = uniqueEmail("lost");
    await email.fill(address);
    await subscribe.click();
    await expectToast(page, "Subscription failed", "Please try again later");
    await expect(email).toHaveValue(address);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Engineering the future of flight");
  });

  test("the field and button are disabled while subscribing", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/resources/newsletter*", async (route) => {
      await held;
      await route.continue();
    });
    const { email, subscribe, form } = newsletter(page);
    await email.fill(uniqueEmail("busy"));
    await subscribe.click();
    await expect(email).toBeDisabled();
    const busy = form.getByRole("button");
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveText("Subscribing...");
    release();
    await expectToast(page, "Successfully subscribed!", "You have subscribed to our newsletter");
    await expect(email).toBeEnabled();
    await expect(form.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form posts and the page shows the message after coming back", async ({ page }) => {
      const address = uniqueEmail("nojs");
      await page.goto("/projects");
      const { email, subscribe } = newsletter(page);
      await email.fill(address);
      await subscribe.click();
      await expect(page).toHaveURL("/projects");
      await expectServerMessage(page, "Successfully subscribed!", "You have subscribed to our newsletter");

      await newsletter(page).email.fill(address);
      await newsletter(page).subscribe.click();
      await expect(page).toHaveURL("/projects");
      await expectServerMessage(page, "Already subscribed", "This email is already subscribed to our newsletter");

      // The message shows once: it is gone after the next page load.
      await page.reload();
      await expect(page.getByText("Already subscribed")).toHaveCount(0);
    });

    test("an empty address is refused without JavaScript too", async ({ page }) => {
      await page.goto("/events");
      await newsletter(page).subscribe.click();
      await expect(page).toHaveURL("/events");
      await expectServerMessage(page, "Email required", "Please enter your email address");
    });
  });
});

test.describe("newsletter on a failing database (broken site)", () => {
  test.use({ baseURL: servers.broken.url });

  test("reports that the subscription failed", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const { email, subscribe } = newsletter(page);
    const address = uniqueEmail("broken");
    await email.fill(address);
    await subscribe.click();
    await expectToast(page, "Subscription failed", "Please try again later");
    await expect(email).toHaveValue(address);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the page says the subscription failed", async ({ page }) => {
      await page.goto("/news");
      const { email, subscribe } = newsletter(page);
      await email.fill(uniqueEmail("broken-nojs"));
      await subscribe.click();
      await expect(page).toHaveURL("/news");
      await expectServerMessage(page, "Subscription failed", "Please try again later");
    });
  });
});
