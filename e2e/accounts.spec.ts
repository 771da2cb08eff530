import { expect, type Page, test } from "@playwright/test";
import { totpCode } from "../tests/support/totp";
import { adminOn, closeClients, newClient, signIn } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { deliveredMail, linkIn } from "./support/mail";
import { clockAheadHeader, e2eAdmin, e2eForgetful, servers } from "./support/servers";

const e2eAdminEmail = e2eAdmin.email;

import { expectServerMessage, expectToast, uniqueEmail, waitForHydration } from "./support/site";

test.afterEach(closeClients);
// In order, one at a time: a link opened as if an hour or a week had passed makes the demo site
// clear every link that has expired by then, as time passing would, links of the other tests here too.
test.describe.configure({ mode: "default" });

const MINUTE = 60 * 1000;

/** Opens `link` as if `ahead` milliseconds had passed (the demo site's clock, e2e/support/server-clock.mjs). */
async function openLater(page: Page, link: URL, ahead: number) {
  await page.setExtraHTTPHeaders({ [clockAheadHeader]: String(ahead) });
  await page.goto(`${link.pathname}${link.search}`);
}

/**
 * An admin of the demo site forgets the password: asks for a link on the sign-in page, opens it from
 * the email the test mail server received, chooses a new password and is signed in, while the
 * browser signed in before is signed out; the link works once. Then the password is changed again
 * from the account page.
 */
test("forgot password → emailed link → new password → signed in, other sessions ended, link used up; a link past its hour refused", async ({
  browser,
}) => {
  const before = await newClient(browser, { baseURL: servers.demo.url });
  const signedInBefore = await before.newPage();
  await signIn(signedInBefore, e2eForgetful);
  await expect(signedInBefore).toHaveURL("/admin-kfupm-aero/dashboard");

  const context = await newClient(browser, { baseURL: servers.demo.url });
  const page = await context.newPage();
  await page.goto("/admin-kfupm-aero");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Forgot password?" })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  const sentBefore = deliveredMail("Reset your password").filter((mail) => mail.to.includes(e2eForgetful.email)).length;
  await page.getByLabel("Email").fill(e2eForgetful.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText("If an admin account uses that address");

  await expect
    .poll(() => deliveredMail("Reset your password").filter((mail) => mail.to.includes(e2eForgetful.email)).length)
    .toBe(sentBefore + 1);
  const mail = deliveredMail("Reset your password")
    .filter((message) => message.to.includes(e2eForgetful.email))
    .at(-1);
  if (!mail) throw new Error("no reset email");
  const link = new URL(linkIn(mail));
  expect(link.pathname).toBe("/admin-kfupm-aero/reset-password");

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await waitForHydration(page);
  await expectNoAxeViolations(page);
  await page.getByLabel("New password", { exact: true }).fill("password1234");
  await page.getByLabel("Confirm new password").fill("password1234");
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByText("This password is one of the most common passwords.")).toBeVisible();
  const chosen = "a sturdy new passphrase";
  await page.getByLabel("New password", { exact: true }).fill(chosen);
  await page.getByLabel("Confirm new password").fill(chosen);
  await page.getByRole("button", { name: "Set password" }).click();
  await expect(page).toHaveURL("/admin-kfupm-aero/dashboard");
  await expectToast(page, "Password changed");

  // The browser signed in before has to sign in again.
  await signedInBefore.reload();
  await expect(signedInBefore).toHaveURL(/\/admin-kfupm-aero\?/);

  // The link worked once.
  const again = await context.newPage();
  await again.goto(`${link.pathname}${link.search}`);
  await expect(again.getByRole("heading", { level: 1, name: "This link cannot be used" })).toBeVisible();
  await expect(again.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
    "href",
    "/admin-kfupm-aero/forgot-password",
  );

  // The account page changes it again: the current one is asked for.
  await page.getByTestId("admin-email").click();
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();
  await waitForHydration(page);
  // The dashboard's toast is dismissed on the way here; axe reads the page once it is gone.
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByLabel("Current password").fill("not the password");
  await page.getByLabel("New password", { exact: true }).fill(e2eForgetful.password);
  await page.getByLabel("Confirm new password").fill(e2eForgetful.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("The current password is not right")).toBeVisible();
  await page.getByLabel("Current password").fill(chosen);
  await page.getByLabel("New password", { exact: true }).fill(e2eForgetful.password);
  await page.getByLabel("Confirm new password").fill(e2eForgetful.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expectToast(page, "Password changed");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Account" })).toBeVisible();

  // A new link opens its form now, and is refused an hour and a minute later.
  const later = await (await newClient(browser, { baseURL: servers.demo.url })).newPage();
  await later.goto("/admin-kfupm-aero/forgot-password");
  await later.getByLabel("Email").fill(e2eForgetful.email);
  await later.getByRole("button", { name: "Send reset link" }).click();
  await expect(later.getByRole("status")).toContainText("If an admin account uses that address");
  await expect
    .poll(() => deliveredMail("Reset your password").filter((m) => m.to.includes(e2eForgetful.email)).length)
    .toBe(sentBefore + 2);
  const lateMail = deliveredMail("Reset your password")
    .filter((message) => message.to.includes(e2eForgetful.email))
    .at(-1);
  if (!lateMail) throw new Error("no second reset email");
  const lateLink = new URL(linkIn(lateMail));
  await later.goto(`${lateLink.pathname}${lateLink.search}`);
  await expect(later.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  // Still good a minute before its hour is up (opening it used nothing); refused a minute after.
  await openLater(later, lateLink, 59 * MINUTE);
  await expect(later.getByRole("heading", { level: 1, name: "Choose a new password" })).toBeVisible();
  await openLater(later, lateLink, 61 * MINUTE);
  await expect(later.getByRole("heading", { level: 1, name: "This link cannot be used" })).toBeVisible();
  await expect(later.getByText("works once, within one hour of being sent")).toBeVisible();
  await expect(later.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
    "href",
    "/admin-kfupm-aero/forgot-password",
  );
});

/**
 * An admin invites a new board member from the Admins page; the invitee opens the emailed link,
 * chooses a password and lands on the dashboard; the inviter sees them listed, then revokes them,
 * which signs them out at once.
 */
test("invite → emailed link → choose a password → dashboard, the link used up; revoke signs the new admin out; an invitation past its 7 days refused", async ({
  browser,
}) => {
  const { page } = await adminOn(browser, "/admin-kfupm-aero/admins", { baseURL: servers.demo.url });
  await expect(page.getByRole("heading", { level: 1, name: "Admins" })).toBeVisible();
  await expectNoAxeViolations(page);
  const invitee = uniqueEmail("board");
  await page.getByLabel("Email").fill(invitee);
  await page.getByRole("button", { name: "Invite admin" }).click();
  await expectToast(page, "Invitation sent");
  const copied = page.getByLabel("Invitation link");
  await expect(copied).toHaveValue(/\/admin-kfupm-aero\/accept-invitation\?token=/);
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Pending invitations" })).toContainText(invitee);

  await expect.poll(() => deliveredMail("You are invited").filter((mail) => mail.to.includes(invitee)).length).toBe(1);
  const [mail] = deliveredMail("You are invited").filter((message) => message.to.includes(invitee));
  if (!mail) throw new Error("no invitation email");
  const link = new URL(linkIn(mail));
  expect(link.href).toBe(await copied.inputValue());

  const theirs = await newClient(browser, { baseURL: servers.demo.url });
  const newcomer = await theirs.newPage();
  await newcomer.goto(`${link.pathname}${link.search}`);
  await expect(newcomer.getByRole("heading", { level: 1, name: "Join the KFUPM Aerospace Club admins" })).toBeVisible();
  await waitForHydration(newcomer);
  await expectNoAxeViolations(newcomer);
  await newcomer.getByLabel("New password", { exact: true }).fill("the newcomer's passphrase");
  await newcomer.getByLabel("Confirm new password").fill("the newcomer's passphrase");
  await newcomer.getByRole("button", { name: "Choose password and sign in" }).click();
  await expect(newcomer).toHaveURL("/admin-kfupm-aero/dashboard");
  await expectToast(newcomer, "Welcome!");
  await expect(newcomer.getByTestId("admin-email")).toHaveText(invitee);

  // The link worked once.
  const usedAgain = await theirs.newPage();
  await usedAgain.goto(`${link.pathname}${link.search}`);
  await expect(usedAgain.getByRole("heading", { level: 1, name: "This link cannot be used" })).toBeVisible();
  await expect(usedAgain.getByText("An invitation link works once, within 7 days of being sent")).toBeVisible();
  await usedAgain.close();

  // The newcomer turns on two-step sign-in, then signs in with the app's code and with a backup code.
  await newcomer.goto("/admin-kfupm-aero/account");
  await waitForHydration(newcomer);
  await newcomer.getByLabel("Password", { exact: true }).fill("the newcomer's passphrase");
  await newcomer.getByRole("button", { name: "Set up two-step sign-in" }).click();
  await expect(newcomer.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expectNoAxeViolations(newcomer);
  const secret = (await newcomer.getByText(/^[A-Z2-7]{16,}$/).textContent()) ?? "";
  const backupCodes = await newcomer
    .getByRole("list", { name: "Backup codes" })
    .getByRole("listitem")
    .allTextContents();
  expect(backupCodes).toHaveLength(10);
  await newcomer.getByLabel("Code from the app").fill(totpCode(secret));
  await newcomer.getByRole("button", { name: "Turn on" }).click();
  await expectToast(newcomer, "Success", "Two-step sign-in is on: signing in now asks for a code from your app");
  for (const code of [totpCode(secret), backupCodes[0] ?? ""]) {
    await newcomer.getByRole("button", { name: "Sign Out" }).click();
    await expect(newcomer).toHaveURL("/admin-kfupm-aero");
    await signIn(newcomer, { email: invitee, password: "the newcomer's passphrase" });
    await expect(newcomer).toHaveURL("/admin-kfupm-aero/two-step");
    await expect(newcomer.getByRole("heading", { level: 1, name: "Two-step sign-in" })).toBeVisible();
    await newcomer.getByLabel("Code").fill(code);
    await newcomer.getByRole("button", { name: "Verify" }).click();
    await expect(newcomer).toHaveURL("/admin-kfupm-aero/dashboard");
  }

  await page.reload();
  await waitForHydration(page);
  const row = page.getByRole("row").filter({ hasText: invitee });
  await expect(row).toContainText(`by ${e2eAdminEmail}`);
  await expect(page.getByRole("list", { name: "Pending invitations" })).toHaveCount(0);
  await row.getByRole("button", { name: `Revoke ${invitee}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Revoke" }).click();
  await expectToast(page, "Success", `${invitee} is no longer an admin; its sessions have ended`);
  await expect(page.getByRole("row").filter({ hasText: invitee })).toHaveCount(0);

  await newcomer.reload();
  await expect(newcomer).toHaveURL(/\/admin-kfupm-aero\?/);

  // The Activity page tells the story, newest first.
  await page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  await waitForHydration(page);
  const entries = page.getByRole("list", { name: "Activity" }).getByRole("listitem");
  await expect(entries.filter({ hasText: `revoked the admin role of “${invitee}”` })).toHaveCount(1);
  await expect(entries.filter({ hasText: `${invitee} accepted an invitation and became an admin` })).toHaveCount(1);
  await expect(entries.filter({ hasText: `invited admin “${invitee}”` })).toHaveCount(1);
  await page.getByLabel("Kind").selectOption("admins");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/kind=admins/);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Another invitation's link opens its form now, and is refused 7 days and a minute later.
  await page.goto("/admin-kfupm-aero/admins");
  await waitForHydration(page);
  const late = uniqueEmail("late");
  await page.getByLabel("Email").fill(late);
  await page.getByRole("button", { name: "Invite admin" }).click();
  await expectToast(page, "Invitation sent");
  const lateLink = new URL(await page.getByLabel("Invitation link").inputValue());
  const latecomer = await (await newClient(browser, { baseURL: servers.demo.url })).newPage();
  await latecomer.goto(`${lateLink.pathname}${lateLink.search}`);
  await expect(
    latecomer.getByRole("heading", { level: 1, name: "Join the KFUPM Aerospace Club admins" }),
  ).toBeVisible();
  await openLater(latecomer, lateLink, (7 * 24 * 60 - 1) * MINUTE);
  await expect(
    latecomer.getByRole("heading", { level: 1, name: "Join the KFUPM Aerospace Club admins" }),
  ).toBeVisible();
  await openLater(latecomer, lateLink, (7 * 24 * 60 + 1) * MINUTE);
  await expect(latecomer.getByRole("heading", { level: 1, name: "This link cannot be used" })).toBeVisible();
  await expect(latecomer.getByText("An invitation link works once, within 7 days of being sent")).toBeVisible();
});

/**
 * Without JavaScript, each form posts and the page comes back with its message: an invitee chooses
 * a password, asks for a reset link, chooses a new password with it, changes it on the account
 * page, and saves the Settings (refused first, next to the field, then saved as it was).
 */
test("without JavaScript, the invitation, forgot password, reset link, change password and Settings forms answer with their message", async ({
  browser,
}) => {
  const noScript = { baseURL: servers.demo.url, javaScriptEnabled: false };
  const { page } = await adminOn(browser, "/admin-kfupm-aero/admins", noScript);
  const invitee = uniqueEmail("noscript");
  await page.getByLabel("Email").fill(invitee);
  await page.getByRole("button", { name: "Invite admin" }).click();
  await expectServerMessage(page, "Invitation sent", "The link works once, within 7 days.");
  const invitation = new URL(await page.getByLabel("Invitation link").inputValue());

  const invitedClient = await newClient(browser, noScript);
  const invited = await invitedClient.newPage();
  await invited.goto(`${invitation.pathname}${invitation.search}`);
  await invited.getByLabel("New password", { exact: true }).fill("the invitee's passphrase");
  await invited.getByLabel("Confirm new password").fill("another passphrase");
  await invited.getByRole("button", { name: "Choose password and sign in" }).click();
  await expect(invited.getByText("The passwords do not match")).toBeVisible();
  await invited.getByLabel("New password", { exact: true }).fill("the invitee's passphrase");
  await invited.getByLabel("Confirm new password").fill("the invitee's passphrase");
  await invited.getByRole("button", { name: "Choose password and sign in" }).click();
  await expect(invited).toHaveURL("/admin-kfupm-aero/dashboard");
  await expectServerMessage(invited, "Welcome!", "You are now an admin of the site.");

  // Forgotten at once: a link, then a new password with it.
  const forgot = await (await newClient(browser, noScript)).newPage();
  await forgot.goto("/admin-kfupm-aero/forgot-password");
  await forgot.getByLabel("Email").fill(invitee);
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(forgot.getByRole("status")).toContainText("If an admin account uses that address");
  await expect.poll(() => deliveredMail("Reset your password").filter((m) => m.to.includes(invitee)).length).toBe(1);
  const [mail] = deliveredMail("Reset your password").filter((message) => message.to.includes(invitee));
  if (!mail) throw new Error("no reset email");
  const reset = new URL(linkIn(mail));
  await forgot.goto(`${reset.pathname}${reset.search}`);
  await forgot.getByLabel("New password", { exact: true }).fill("too short");
  await forgot.getByLabel("Confirm new password").fill("too short");
  await forgot.getByRole("button", { name: "Set password" }).click();
  await expect(forgot.getByText("Password must be at least 12 characters")).toBeVisible();
  await forgot.getByLabel("New password", { exact: true }).fill("a reset passphrase");
  await forgot.getByLabel("Confirm new password").fill("a reset passphrase");
  await forgot.getByRole("button", { name: "Set password" }).click();
  await expect(forgot).toHaveURL("/admin-kfupm-aero/dashboard");
  await expectServerMessage(forgot, "Password changed");

  await forgot.goto("/admin-kfupm-aero/account");
  await forgot.getByLabel("Current password").fill("a reset passphrase");
  await forgot.getByLabel("New password", { exact: true }).fill("a changed passphrase");
  await forgot.getByLabel("Confirm new password").fill("a changed passphrase");
  await forgot.getByRole("button", { name: "Change password" }).click();
  await expectServerMessage(forgot, "Password changed");

  await forgot.goto("/admin-kfupm-aero/settings");
  const settings = forgot.getByRole("form", { name: "Settings" });
  const contactEmail = settings.getByLabel("Contact email");
  const saved = await contactEmail.inputValue();
  await contactEmail.fill("not an address");
  await settings.getByRole("button", { name: "Save Settings" }).click();
  await expect(forgot.getByText("Please enter a valid email address")).toBeVisible();
  await forgot.getByRole("form", { name: "Settings" }).getByLabel("Contact email").fill(saved);
  await forgot.getByRole("form", { name: "Settings" }).getByRole("button", { name: "Save Settings" }).click();
  await expectServerMessage(forgot, "Success", "Settings updated successfully");
  await expect(forgot.getByRole("form", { name: "Settings" }).getByLabel("Contact email")).toHaveValue(saved);
});
