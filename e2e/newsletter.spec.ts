import { expect, type Page, test } from "@playwright/test";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import { adminForm, adminOn, adminRecord, closeClients } from "./support/admin";
import { type DeliveredMail, decodedText, deliveredMail, linkIn } from "./support/mail";
import { servers } from "./support/servers";
import { dataReads, expectServerMessage, expectToast, uniqueEmail, waitForHydration } from "./support/site";

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
    const reads = dataReads(page);
    await subscribe.click();
    await expectToast(page, "Successfully subscribed!", "You have subscribed to our newsletter");
    await expect(email).toHaveValue("");
    // A subscription changes nothing the page shows: it is not read again.
    expect(reads).toEqual([]);

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

  test("an address given on an Arabic page confirms in Arabic, on the Arabic page", async ({ page }) => {
    const address = uniqueEmail("arabic-confirm");
    await page.goto("/ar");
    await waitForHydration(page);
    const form = page
      .getByRole("contentinfo")
      .locator("form")
      .filter({ has: page.getByLabel("البريد الإلكتروني") });
    await form.getByLabel("البريد الإلكتروني").fill(address);
    await form.getByRole("button", { name: "اشترك" }).click();
    await expectToast(page, "تم الاشتراك بنجاح!", "اشتركت في نشرتنا البريدية");
    // The page asked again for what its frame shows stays in Arabic.
    await expect(form.getByRole("button", { name: "اشترك" })).toBeVisible();
    await expect(page.getByRole("navigation").first()).toContainText("الفعاليات");
    await expect.poll(() => deliveredMail(address).length).toBe(1);
    // Arabic text goes base64-encoded: the message is read as a mail client reads it.
    const mail = await simpleParser(deliveredMail(address)[0]?.raw ?? "");
    expect(mail.subject).toMatch(/^أكّد اشتراكك في النشرة البريدية من /);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    const link = /https?:\/\/\S+/.exec(mail.text ?? "")?.[0] ?? "";
    expect(new URL(link).pathname).toBe("/ar/newsletter/confirm");

    await page.goto(link);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("أكّد اشتراكك");
    await page.getByRole("button", { name: "تأكيد اشتراكي" }).click();
    await expect(page.getByRole("heading", { name: "تم تأكيد اشتراكك" })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/ar/newsletter/confirm");
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

test.describe("an issue of the newsletter", () => {
  test.afterEach(closeClients);

  test("a confirmed reader receives it once, opens the web version, and leaves with one click", async ({
    page,
    browser,
  }) => {
    // A reader subscribes and confirms.
    const reader = uniqueEmail("reader");
    await page.goto("/");
    await waitForHydration(page);
    await newsletter(page).email.fill(reader);
    await newsletter(page).subscribe.click();
    await expectToast(page, "Successfully subscribed!", "You have subscribed to our newsletter");
    await expect.poll(() => deliveredMail(reader).length).toBe(1);
    await page.goto(linkIn(deliveredMail(reader)[0] as DeliveredMail));
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { name: "Your subscription is confirmed" })).toBeVisible();

    // The admin writes an issue with a picture.
    const { page: admin } = await adminOn(browser, "/admin-kfupm-aero/newsletter", { baseURL: servers.demo.url });
    const subject = `Launch week ${Date.now().toString(36)}`;
    const create = adminForm(admin, "Create Issue");
    await create.getByRole("textbox", { name: "Subject", exact: true }).fill(subject);
    await create
      .getByRole("textbox", { name: "Preheader", exact: true })
      .fill("Everything about the launch, in two minutes");
    await create.getByRole("textbox", { name: "Text", exact: true }).fill("The rocket flew to **3 km**.\n\n");
    const chooser = admin.waitForEvent("filechooser");
    // The English text's button: the Arabic text below it has its own.
    await create.getByRole("button", { name: "Insert picture" }).first().click();
    await (await chooser).setFiles({
      name: "launch.png",
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: "#1e3a8a" } })
        .png()
        .toBuffer(),
    });
    await expect(create.getByRole("textbox", { name: "Text", exact: true })).toHaveValue(
      /!\[[^\]]*\]\(\/storage\/news\/[\w.-]+\)/,
    );
    await create.getByRole("button", { name: "Create Issue" }).click();
    await expectToast(admin, "Success", "Issue created successfully");
    await adminRecord(admin, subject).getByRole("link", { name: "Preview, test and send" }).click();
    await expect(admin.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    await expect(admin.frameLocator("iframe").getByRole("heading", { name: subject })).toBeVisible();

    // A test to the admin alone, then the issue to the confirmed subscribers.
    await admin.getByRole("button", { name: "Send a test" }).click();
    await expectToast(admin, "Test sent");
    await expect.poll(() => deliveredMail(`Subject: [Test] ${subject}`).length).toBe(1);
    await expect(admin.getByText(/confirmed subscribers? will receive it/)).toBeVisible();
    await admin.getByRole("button", { name: "Send now" }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Send now" }).click();
    await expectToast(admin, "Sending started");
    await expect(admin.getByRole("progressbar")).toBeVisible();

    await expect.poll(() => deliveredMail(reader).length, { timeout: 60_000 }).toBe(2);
    const issue = decodedText(deliveredMail(reader)[1] as DeliveredMail);
    expect(issue).toContain(`Subject: ${subject}`);
    expect(issue).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    // The picture is a JPEG copy every mail client shows.
    expect(issue).toMatch(/src="https?:\/\/[^"]+\/images\/news\/[\w.-]+\?w=640&(amp;|#x26;)f=jpeg"/);
    // As wide as the column at most, its height in proportion.
    expect(issue).toMatch(/<img [^>]*width="600" height="400"/);
    const leave = /List-Unsubscribe:\s*<([^>]+)>/.exec(issue)?.[1] ?? "";
    expect(new URL(leave).pathname).toBe("/newsletter/leave");
    const web = /href="([^"]+\/newsletter\/[a-z0-9-]+)"/.exec(issue)?.[1] ?? "";
    expect(web).not.toBe("");

    // The web version carries nobody's link to leave.
    await page.goto(web);
    await expect(page.getByRole("heading", { level: 1, name: subject })).toBeVisible();
    expect(await page.content()).not.toContain("token=");
    const picture = page.locator("article img").first();
    await expect(picture).toBeVisible();

    // One click, as a mail client sends it: the reader is gone at once.
    const left = await page.request.post(leave, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(left.status()).toBe(200);
    await page.goto(leave);
    await expect(page.getByRole("heading", { name: "You have left the newsletter" })).toBeVisible();
  });
});
