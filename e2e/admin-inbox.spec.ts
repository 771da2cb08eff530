import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { adminOn, closeClients } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoConflictingClasses } from "./support/classes";
import { servers } from "./support/servers";
import { expectServerMessage, expectToast, uniqueEmail, waitForHydration } from "./support/site";

test.afterEach(closeClients);

/**
 * The admin inbox, on the editing site: a visitor's contact message is read, marked as handled and
 * deleted; a newsletter subscriber is found, exported and removed; both pages work without
 * JavaScript and pass axe.
 */
async function sendContactMessage(page: Page, subject: string) {
  await page.goto(`${servers.editing.url}/contact`);
  await waitForHydration(page);
  const main = page.getByRole("main");
  await main.getByLabel("Full Name", { exact: true }).fill("Inbox Visitor");
  await main.getByLabel("Email Address", { exact: true }).fill(uniqueEmail("inbox"));
  await main.getByLabel("Subject", { exact: true }).fill(subject);
  await main.getByLabel("Message", { exact: true }).fill("First line\nSecond line");
  await main.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-sonner-toast]").first()).toBeVisible();
}

async function subscribe(page: Page, email: string) {
  await page.goto(`${servers.editing.url}/`);
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expectToast(page, "Successfully subscribed!");
}

const messageCard = (page: Page, subject: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: subject, exact: true }) });

test("a contact message is read in Messages, marked as handled and back, and deleted after the question", async ({
  browser,
}) => {
  const { context, page } = await adminOn(browser, "/admin-kfupm-aero/dashboard");
  const subject = `Inbox question ${Date.now().toString(36)}`;
  const visitor = await context.newPage();
  await sendContactMessage(visitor, subject);

  // The sidebar and the dashboard say that messages wait.
  await page.reload();
  await waitForHydration(page);
  await expect(
    page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Messages" }),
  ).toHaveAccessibleName(/^Messages \d+ unhandled$/);
  await expect(page.getByText(/\d+ contact messages? waits? to be handled\./)).toBeVisible();
  await expect(page.getByRole("link", { name: "Open Messages" })).toHaveAttribute("href", "/admin-kfupm-aero/messages");
  for (const colorScheme of ["dark", "light"] as const) {
    await page.emulateMedia({ colorScheme });
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole("link", { name: "Open Messages" })).toBeVisible();
    await expectNoAxeViolations(page);
  }

  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Messages" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
  await waitForHydration(page);
  const card = messageCard(page, subject);
  await expect(card).toContainText("From Inbox Visitor");
  await expect(card).toContainText("First line\nSecond line");
  await expect(card).toContainText("New");
  // Received now, written in the club's time zone (Asia/Riyadh, UTC+3), the zone named.
  const riyadh = new Intl.DateTimeFormat("en-US", {
    timeZone: "Asia/Riyadh",
    month: "short",
    day: "2-digit",
    year: "numeric",
  }).format(new Date());
  await expect(card).toContainText(new RegExp(`${riyadh}, \\d{2}:\\d{2} GMT\\+3`));
  // The newest message comes first.
  await expect(page.getByRole("list", { name: "Messages" }).getByRole("heading").first()).toHaveText(subject);

  // No mail server on this site: the email forwarding it waits in the outbox, and the Mail page says why.
  await expect(card).toContainText("Email queued");
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Mail" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("Email is not configured");
  const mail = page
    .getByRole("list", { name: "Mail" })
    .getByRole("listitem")
    .filter({ hasText: `[Contact] ${subject}` });
  await expect(mail).toContainText("Queued");
  await expect(mail).toContainText("To the club's address (CONTACT_TO)");
  await expect(mail).toContainText("Not tried yet.");
  await expectNoAxeViolations(page);
  await page.goBack();
  await waitForHydration(page);

  await card.getByRole("button", { name: "Mark as handled" }).click();
  await expectToast(page, "Success", "Message marked as handled");
  await expect(card).toContainText("Handled");
  await card.getByRole("button", { name: "Mark as not handled" }).click();
  await expectToast(page, "Success", "Message marked as not handled");
  await expect(card.getByRole("button", { name: "Mark as handled" })).toBeVisible();

  await card.getByRole("button", { name: `Delete message ${subject}` }).click();
  const question = page.getByRole("alertdialog", { name: "Are you sure you want to delete this message?" });
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: `Delete message ${subject}` }).click();
  await question.getByRole("button", { name: "Delete" }).click();
  await expectToast(page, "Success", "Message deleted successfully");
  await expect(messageCard(page, subject)).toHaveCount(0);
  await context.close();
});

test("an email the mail server refused is shown as failed, counted in the sidebar, and queued again with Retry", async ({
  browser,
}) => {
  const { context, page } = await adminOn(browser, "/admin-kfupm-aero/dashboard", { baseURL: servers.empty.url });
  const subject = `Refused mail ${Date.now().toString(36)}`;
  const visitor = await context.newPage();
  await visitor.goto(`${servers.empty.url}/contact`);
  await waitForHydration(visitor);
  const form = visitor.getByRole("main");
  await form.getByLabel("Full Name", { exact: true }).fill("Mail Visitor");
  await form.getByLabel("Email Address", { exact: true }).fill(uniqueEmail("mail"));
  await form.getByLabel("Subject", { exact: true }).fill(subject);
  await form.getByLabel("Message", { exact: true }).fill("Will the club get this?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expectToast(visitor, "Message Received!");

  await page.reload();
  await waitForHydration(page);
  const mailLink = page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: /^Mail/ });
  await expect(mailLink).toHaveAccessibleName(/^Mail \d+ failed$/);
  await expect(page.getByText(/\d+ emails? could not be sent\./)).toBeVisible();
  await page.getByRole("link", { name: "Open Mail" }).click();
  await expect(page).toHaveURL("/admin-kfupm-aero/mail?status=failed");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: /^Failed \(\d+\)$/ })).toHaveAttribute("aria-current", "page");
  const mail = page.getByRole("listitem").filter({ hasText: `[Contact] ${subject}` });
  await expect(mail).toContainText("Given up after 1 try.");
  await expect(mail).toContainText("550");
  await expectNoAxeViolations(page);
  await mail.getByRole("button", { name: `Retry [Contact] ${subject}` }).click();
  await expectToast(page, "Success", "The message is queued and will be sent again");
  await context.close();
});

test("a subscriber is counted, found, exported as CSV and removed", async ({ browser }) => {
  const { context, page } = await adminOn(browser, "/admin-kfupm-aero/subscribers");
  const before = Number(await page.getByRole("status").locator("strong").textContent());
  const email = uniqueEmail("subscriber");
  await subscribe(await context.newPage(), email);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("status").locator("strong")).toHaveText(String(before + 1));
  await page.getByLabel("Search subscribers").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=/);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole("status")).toContainText("1 matching");

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const csv = readFileSync(file, "utf8");
  // A byte order mark first, so that Excel reads it as UTF-8; the time as a spreadsheet reads it.
  expect(csv.split("\r\n")[0]).toBe("\uFEFFemail,subscribed_at,status,confirmed_at,language");
  expect(csv).toMatch(
    new RegExp(
      `\r\n${email.replace(/[.+]/g, "\\$&")},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},Waiting for confirmation,,en\r\n`,
    ),
  );

  await row.getByRole("button", { name: `Remove ${email}` }).click();
  await page
    .getByRole("alertdialog", { name: "Are you sure you want to remove this subscriber?" })
    .getByRole("button", { name: "Remove" })
    .click();
  await expectToast(page, "Success", "Subscriber removed successfully");
  await expect(page.getByText(`No subscribers match “${email.toUpperCase()}”.`)).toBeVisible();
  await context.close();
});

test("without JavaScript, a message is marked as handled with its message", async ({ browser }) => {
  const setup = await adminOn(browser, "/admin-kfupm-aero/dashboard");
  const subject = `No script question ${Date.now().toString(36)}`;
  await sendContactMessage(await setup.context.newPage(), subject);
  await setup.context.close();

  const { context, page } = await adminOn(browser, "/admin-kfupm-aero/messages", { javaScriptEnabled: false });
  await messageCard(page, subject).getByRole("button", { name: "Mark as handled" }).click();
  await expectServerMessage(page, "Success", "Message marked as handled");
  await expect(messageCard(page, subject)).toContainText("Handled");
  await context.close();
});

for (const key of ["messages", "subscribers"] as const) {
  test(`the ${key} page passes axe, with its delete question open`, async ({ browser }) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/dashboard");
    // An entry of its own, so that the page has a delete question to open.
    const visitor = await context.newPage();
    if (key === "messages") await sendContactMessage(visitor, `Axe question ${Date.now().toString(36)}`);
    else await subscribe(visitor, uniqueEmail("axe"));
    await page.goto(`/admin-kfupm-aero/${key}`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await expectNoConflictingClasses(page);
    await page
      .getByRole("button", { name: /^(Delete message|Remove) / })
      .first()
      .click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoConflictingClasses(page);
    await context.close();
  });
}
