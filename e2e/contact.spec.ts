import { expect, type Page, test } from "@playwright/test";
import { deliveredMail } from "./support/mail";
import { servers } from "./support/servers";
import { dataReads, expectServerMessage, expectToast, uniqueEmail, waitForHydration } from "./support/site";

function contactForm(page: Page) {
  const main = page.getByRole("main");
  return {
    name: main.getByLabel("Full Name", { exact: true }),
    email: main.getByLabel("Email Address", { exact: true }),
    subject: main.getByLabel("Subject", { exact: true }),
    message: main.getByLabel("Message", { exact: true }),
    send: main.getByRole("button", { name: "Send Message" }),
  };
}

async function fillContactForm(page: Page, label: string) {
  const form = contactForm(page);
  const email = uniqueEmail(label);
  const values = {
    name: "Test Visitor",
    email,
    // Unique, so that the mail it causes is told apart from an earlier run's.
    subject: `Question ${email.split("@")[0]}`,
    message: "How can I join the CubeSat team?\nThanks!",
  };
  await form.name.fill(values.name);
  await form.email.fill(values.email);
  await form.subject.fill(values.subject);
  await form.message.fill(values.message);
  return values;
}

/** Counts the contact form's submissions (POST requests to /contact). */
function countContactPosts(page: Page): { count: () => number } {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname.startsWith("/contact")) posts++;
  });
  return { count: () => posts };
}

async function expectEmptyForm(page: Page) {
  const form = contactForm(page);
  for (const field of [form.name, form.email, form.subject, form.message]) await expect(field).toHaveValue("");
}

test.describe("contact page", () => {
  test("shows the form, office hours and the reply note", async ({ page }) => {
    await page.goto("/contact");
    const form = contactForm(page);
    for (const field of [form.name, form.email, form.subject, form.message]) {
      await expect(field).toBeVisible();
      await expect(field).toHaveAttribute("required", "");
    }
    await expect(form.email).toHaveAttribute("type", "email");
    const hours = page.locator("dl").filter({ hasText: "Sunday–Thursday" });
    await expect(hours.locator("dt")).toHaveText(["Sunday–Thursday", "Friday–Saturday"]);
    await expect(hours.locator("dd")).toHaveText(["8:00 AM–5:00 PM", "Closed"]);
    await expect(page.getByText("We typically reply within 24 hours.")).toBeVisible();
  });

  test("submitting empty shows an error on every field and sends nothing", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const posts = countContactPosts(page);
    const form = contactForm(page);
    await form.send.click();
    for (const [field, error] of [
      [form.name, "Full Name is required"],
      [form.email, "Email Address is required"],
      [form.subject, "Subject is required"],
      [form.message, "Message is required"],
    ] as const) {
      await expect(page.getByText(error, { exact: true })).toBeVisible();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(error);
    }
    expect(posts.count()).toBe(0);

    // Fixing a field clears its error.
    await form.name.fill("Test Visitor");
    await expect(page.getByText("Full Name is required")).toHaveCount(0);
    await form.email.fill("not-an-email");
    await form.send.click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    expect(posts.count()).toBe(0);
  });

  test("sent before its rules have arrived, the form waits for them and sends nothing empty", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The rules come in a file of their own after the page: held back here until the click.
    await page.route(/\/assets\/validate-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/contact");
    await waitForHydration(page);
    const posts = countContactPosts(page);
    const form = contactForm(page);
    await form.send.click();
    await expect(page.getByText("Full Name is required", { exact: true })).toHaveCount(0);
    release();
    await expect(page.getByText("Full Name is required", { exact: true })).toBeVisible();
    await expect(form.name).toHaveAttribute("aria-invalid", "true");
    expect(posts.count()).toBe(0);
  });

  test("a valid message is emailed to the club, confirmed and the form cleared", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const values = await fillContactForm(page, "demo");
    const reads = dataReads(page);
    await contactForm(page).send.click();
    await expectToast(page, "Message Sent Successfully!", "Thank you for contacting us. We'll get back to you soon.");
    await expectEmptyForm(page);
    // A message changes nothing the page shows: it is not read again.
    expect(reads).toEqual([]);
    const mail = deliveredMail(`Subject: [Contact] ${values.subject}`);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.to).toEqual(["club@e2e.example.org"]);
    expect(mail[0]?.raw).toContain(values.email);
  });

  test("a message lost on its way reports the failure and keeps what was typed", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await page.route("**/contact.data*", (route) => route.abort("connectionreset"));
    const values = await fillContactForm(page, "lost");
    await contactForm(page).send.click();
    await expectToast(page, "Error", "Failed to send message. Please try again later.");
    await expect(contactForm(page).subject).toHaveValue(values.subject);
    await expect(contactForm(page).send).toBeEnabled();
  });

  test("a double click sends one message only", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const posts = countContactPosts(page);
    await fillContactForm(page, "double");
    await contactForm(page).send.dblclick();
    await expectToast(page, "Message Sent Successfully!", "Thank you for contacting us. We'll get back to you soon.");
    await expectEmptyForm(page);
    expect(posts.count()).toBe(1);
  });

  test("the fields and the button are disabled while sending", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/contact.data*", async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await fillContactForm(page, "busy");
    await contactForm(page).send.click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    for (const label of ["Full Name", "Email Address", "Subject", "Message"]) {
      await expect(page.getByLabel(label, { exact: true })).toBeDisabled();
    }
    release();
    await expectToast(page, "Message Sent Successfully!");
    await expect(contactForm(page).send).toBeEnabled();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the form posts, the page shows the message, and reloading sends nothing again", async ({ page }) => {
      await page.goto("/contact");
      const values = await fillContactForm(page, "nojs");
      await contactForm(page).send.click();
      await expectServerMessage(
        page,
        "Message Sent Successfully!",
        "Thank you for contacting us. We'll get back to you soon.",
      );
      await expectEmptyForm(page);
      const posts = countContactPosts(page);
      await page.reload();
      await expect(page.getByRole("heading", { name: "Contact Us" })).toBeVisible();
      await expect(page.getByText("Message Sent Successfully!")).toHaveCount(0);
      expect(posts.count()).toBe(0);
      expect(deliveredMail(`Subject: [Contact] ${values.subject}`)).toHaveLength(1);
    });

    test("an empty form comes back with the errors", async ({ page }) => {
      await page.goto("/contact");
      await contactForm(page).send.click();
      await expect(page.getByText("Full Name is required")).toBeVisible();
      await expect(page.getByText("Message is required")).toBeVisible();
      await expect(page.getByText("Message Sent Successfully!")).toHaveCount(0);
    });
  });
});

test.describe("contact when the mail server refuses (empty site)", () => {
  test.use({ baseURL: servers.empty.url });

  test("without JavaScript the message is received with a warning", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: servers.empty.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    await fillContactForm(page, "smtp-nojs");
    await contactForm(page).send.click();
    await expectServerMessage(page, "Message Received!");
    await expectEmptyForm(page);
    await context.close();
  });

  test("the message is received with a warning and the form cleared", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    await fillContactForm(page, "smtp");
    await contactForm(page).send.click();
    await expectToast(page, "Message Received!");
    const warning = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Message Received!" })
      .locator("[data-description]");
    await expect(warning).toBeVisible();
    await expect(warning).not.toHaveText("");
    await expect(warning).not.toHaveText("Thank you for contacting us. We'll get back to you soon.");
    await expectEmptyForm(page);
  });
});

test.describe("contact on a failing database (broken site)", () => {
  test.use({ baseURL: servers.broken.url });

  test("reports the failure and keeps what was typed", async ({ page }) => {
    await page.goto("/contact");
    await waitForHydration(page);
    const values = await fillContactForm(page, "broken");
    await contactForm(page).send.click();
    await expectToast(page, "Error", "Failed to send message. Please try again later.");
    const form = contactForm(page);
    await expect(form.name).toHaveValue(values.name);
    await expect(form.email).toHaveValue(values.email);
    await expect(form.subject).toHaveValue(values.subject);
    await expect(form.message).toHaveValue(values.message);
    await expect(form.send).toBeEnabled();
  });

  test("without JavaScript the failure comes back with what was typed", async ({ browser }) => {
    const context = await browser.newContext({ baseURL: servers.broken.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/contact");
    const values = await fillContactForm(page, "broken-nojs");
    await contactForm(page).send.click();
    await expectServerMessage(page, "Error", "Failed to send message. Please try again later.");
    const form = contactForm(page);
    await expect(form.subject).toHaveValue(values.subject);
    await expect(form.message).toHaveValue(values.message);
    await context.close();
  });
});
