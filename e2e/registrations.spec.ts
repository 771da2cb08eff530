import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import jsQR from "jsqr";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import { adminOn, closeClients, newClient, unique } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { browserWithCamera, closeCameras } from "./support/camera";
import { deliveredMail } from "./support/mail";
import { servers } from "./support/servers";
import { dataReads, eventCard, uniqueEmail, waitForHydration } from "./support/site";

test.afterEach(closeClients);
test.afterEach(closeCameras);

/** The demo event that registers on the site (app/features/demo/content.ts). */
const EVENT = "Flight Simulator Night";
const EVENT_PATH = "/events/flight-simulator-night";

/** The messages the demo site's mail server delivered to `to` whose subject starts with `subject`, parsed. */
async function mailTo(to: string, subject: string) {
  const parsed = await Promise.all(
    deliveredMail(to)
      .filter((mail) => mail.to.includes(to))
      .map((mail) => simpleParser(mail.raw)),
  );
  return parsed.filter((mail) => mail.subject?.startsWith(subject));
}

async function register(page: Page, person: { name: string; email: string }) {
  await page.getByLabel("Full Name").fill(person.name);
  await page.locator("#registration-email").fill(person.email);
  await page.getByLabel("Student ID").fill("202412345");
  await page.getByLabel("Major").fill("Aerospace Engineering");
  await page.getByLabel("Simulator experience").selectOption("Some");
  await page.getByRole("button", { name: "Book a Seat" }).last().click();
}

/** What a QR code in a PNG picture holds. */
async function qrContent(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/**
 * A visitor registers from the event's page; the confirmation arrives with a calendar invitation a
 * calendar reads and a QR code for the door; registering again says so and sends it again; the
 * cancel link works once; a second person registers, shows in the admin's list and CSV, and is
 * checked in at the door by a phone's camera reading the email's QR code (Chromium's camera playing
 * a picture of it), once however long the code stays in view; a second scan says when it was first;
 * the QR code's content opened as a link, the door code printed under it and the person's name
 * check them in as well.
 */
test("register → confirmation with .ics and QR code → cancel link once; the list, CSV and check-in by camera, code and name", async ({
  page,
}, testInfo) => {
  // The visitor comes from the events list to the event's own page.
  await page.goto("/events");
  await eventCard(page, EVENT).getByRole("link", { name: "Book a Seat" }).click();
  await expect(page).toHaveURL(`${EVENT_PATH}#register`);
  await waitForHydration(page);
  // A choice is the site's select: its one chevron inside the field, not the browser's arrow
  // beside a stray one under it.
  const choice = page.getByLabel("Simulator experience");
  await expect(choice).toHaveCSS("appearance", "none");
  // Both boxes read in one go: the page may still scroll to #register between two reads.
  const [field, chevron] = await choice.evaluate((select) => {
    const next = select.nextElementSibling;
    const icon = next?.tagName.toLowerCase() === "svg" ? next : undefined;
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    return [box(select), icon ? box(icon) : undefined] as const;
  });
  if (!chevron) throw new Error("no chevron after the select");
  expect(chevron.y).toBeGreaterThanOrEqual(field.y);
  expect(chevron.y + chevron.height).toBeLessThanOrEqual(field.y + field.height);
  expect(chevron.x + chevron.width).toBeLessThanOrEqual(field.x + field.width);
  // On a phone, the date, time and place come before the form, not after it.
  await page.setViewportSize({ width: 390, height: 844 });
  const factsBox = await page.getByRole("complementary", { name: "Date, place and registration" }).boundingBox();
  const formBox = await page.locator("#register").boundingBox();
  expect(factsBox && formBox && factsBox.y + factsBox.height <= formBox.y).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });
  const seats = page.locator("#register").getByText(/seats? left/);
  const seatsBefore = Number((await seats.textContent())?.match(/\d+/)?.[0]);

  // A refused form keeps what was typed and says what is wrong next to the field.
  const first = { name: "Rana Al-Fahad", email: uniqueEmail("rana") };
  await page.getByLabel("Full Name").fill(first.name);
  await page.locator("#registration-email").fill(first.email);
  await page.getByLabel("Major").fill("Aerospace Engineering");
  await page.getByLabel("Student ID").evaluate((input) => input.removeAttribute("maxlength"));
  await page.getByLabel("Student ID").fill("x".repeat(600));
  await page.getByRole("button", { name: "Book a Seat" }).last().click();
  await expect(page.getByText("Student ID must be at most 500 characters")).toBeVisible();
  await expect(page.getByLabel("Full Name")).toHaveValue(first.name);

  await register(page, first);
  await expect(page.locator("#register").getByRole("status")).toContainText("You're registered!");
  await expect(page.locator("#register").getByRole("status")).toContainText(first.email);
  await expect(seats).toHaveText(`${seatsBefore - 1} seats left.`);
  await expectNoAxeViolations(page);

  await expect.poll(async () => (await mailTo(first.email, "Registration confirmed")).length).toBe(1);
  const [confirmation] = await mailTo(first.email, "Registration confirmed");
  if (!confirmation) throw new Error("no confirmation");
  // The calendar invitation, as a calendar reads it.
  const invite = confirmation.attachments.find((file) => file.contentType.startsWith("text/calendar"));
  const calendar = new ICAL.Component(ICAL.parse(invite?.content.toString("utf8") ?? ""));
  expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
  const vevent = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
  expect(vevent.summary).toBe(EVENT);
  expect(vevent.uid).toMatch(/^registration-[0-9a-f-]{36}@localhost$/);
  expect(vevent.location).toBe("Flight Simulation Lab, Building 63");
  // The QR code for the door holds the event's check-in page with the person's code.
  const picture = confirmation.attachments.find((file) => file.contentType === "image/png");
  const doorLink = await qrContent(picture?.content ?? Buffer.alloc(0));
  expect(doorLink).toMatch(/\/admin-kfupm-aero\/events\/[0-9a-f-]{36}\/check-in\?code=[\w-]{22}\.[\w-]{22}$/);
  // The HTML part shows the same picture (mailparser puts the attached picture in its place).
  expect(confirmation.html || "").toContain(`alt="Your QR code for the door"`);

  // The same address again: answered as a first registration (the page tells no one who is
  // registered); the address's owner is told by email, with the confirmation again; counted once.
  await register(page, { name: "Rana", email: first.email.toUpperCase() });
  await expect(page.locator("#register").getByRole("status")).toContainText("You're registered!");
  await expect(page.locator("#register")).not.toContainText("already");
  await expect(seats).toHaveText(`${seatsBefore - 1} seats left.`);
  await expect.poll(async () => (await mailTo(first.email, "Registration confirmed")).length).toBe(2);
  expect((await mailTo(first.email, "Registration confirmed"))[1]?.text).toContain("You are already registered");

  // The cancel link asks first, cancels once, then says it was used.
  const cancel = confirmation.text?.match(/Cancel my registration: (\S+)/)?.[1];
  if (!cancel) throw new Error("no cancel link");
  const cancelUrl = new URL(cancel);
  await page.goto(`${cancelUrl.pathname}${cancelUrl.search}`);
  await expect(page.getByRole("heading", { name: EVENT })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Cancel my registration" }).click();
  await expect(page.getByRole("heading", { name: "Your registration is cancelled" })).toBeVisible();
  await page.goto(`${cancelUrl.pathname}${cancelUrl.search}`);
  await expect(page.getByRole("heading", { name: "This registration is already cancelled" })).toBeVisible();
  const altered = `${cancelUrl.search.slice(0, -3)}${cancelUrl.search.endsWith("AAA") ? "BBB" : "AAA"}`;
  await page.goto(`${cancelUrl.pathname}${altered}`);
  await expect(page.getByRole("heading", { name: "This link is not valid" })).toBeVisible();
  await expect.poll(async () => (await mailTo(first.email, "Registration cancelled")).length).toBe(1);

  // A second person registers and is found by the club.
  const second = { name: `Fahad ${Date.now().toString(36)}`, email: uniqueEmail("fahad") };
  await page.goto(EVENT_PATH);
  await waitForHydration(page);
  await register(page, second);
  await expect(page.locator("#register").getByRole("status")).toContainText("You're registered!");
  await expect.poll(async () => (await mailTo(second.email, "Registration confirmed")).length).toBe(1);
  const [secondMail] = await mailTo(second.email, "Registration confirmed");
  const secondPicture = secondMail?.attachments.find((file) => file.contentType === "image/png");
  const secondCode = await qrContent(secondPicture?.content ?? Buffer.alloc(0));
  if (!secondCode || !secondPicture) throw new Error("no QR code");
  // The short door code, under the QR code in both parts of the email.
  const doorCode = secondMail?.text?.match(/Door code: ([0-9A-Z]{3}-[0-9A-Z]{3})/)?.[1];
  if (!doorCode) throw new Error("no door code in the email");
  expect(secondMail?.html || "").toContain(doorCode);

  // The club's volunteer, on a phone whose camera sees the second person's email.
  const camera = await browserWithCamera(secondPicture.content, testInfo.outputPath("camera.y4m"));
  const { page: admin } = await adminOn(camera, "/admin-kfupm-aero/events", {
    baseURL: servers.demo.url,
    permissions: ["camera"],
  });
  await admin.getByRole("link", { name: `Attendees of ${EVENT}` }).click();
  await expect(admin.getByRole("heading", { level: 1, name: `Attendees: ${EVENT}` })).toBeVisible();
  const row = admin.getByRole("row").filter({ hasText: second.email });
  await expect(row).toContainText(second.name);
  await expect(row).toContainText("Confirmed");
  await expect(row).toContainText("202412345");
  // The list fits at a desktop's width and at a phone's: nothing is cut off past an edge.
  for (const width of [1280, 390]) {
    await admin.setViewportSize({ width, height: 800 });
    const cutOff = (element: Element) => element.scrollWidth - element.clientWidth;
    expect(
      await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBe(0);
    expect(await admin.getByRole("region", { name: "Registrations" }).evaluate(cutOff)).toBeLessThanOrEqual(0);
    await admin.screenshot({ path: testInfo.outputPath(`attendees-${width}.png`), fullPage: true });
  }
  await admin.setViewportSize({ width: 1280, height: 720 });
  await expect(admin.getByRole("row").filter({ hasText: first.email })).toContainText("Cancelled");
  await admin.getByRole("link", { name: "Cancelled" }).click();
  await expect(admin).toHaveURL(/[?&]status=cancelled/);
  await expect(admin.getByRole("row").filter({ hasText: first.email })).toContainText("Cancelled");
  await expect(admin.getByRole("row").filter({ hasText: second.email })).toHaveCount(0);
  const download = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Export CSV" }).click();
  const csv = await readFile(await (await download).path(), "utf8");
  // A byte order mark first, so that Excel reads it as UTF-8; times as a spreadsheet reads them.
  expect(csv.split("\r\n")[0]).toBe(
    "\uFEFFname,email,status,registered_at,checked_in_at,added_by,cancelled_at,Student ID,Major,Simulator experience",
  );
  const secondLine = csv.split("\r\n").find((line) => line.startsWith(`${second.name},${second.email},confirmed,`));
  expect(secondLine?.split(",")[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  await expectNoAxeViolations(admin);

  // At the door, on a phone: the check-in page opened from the attendee list, and the email's QR
  // code held in front of the camera: checked in once, and 'Checked in' stays while the code is
  // still in view, longer than the scanner waits before reading a code again.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.getByRole("link", { name: "Check-in" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: `Check-in: ${EVENT}` })).toBeVisible();
  await waitForHydration(admin);
  await admin.getByRole("button", { name: "Scan a QR code" }).click();
  const secondIn = admin.getByRole("status").filter({ hasText: `Checked in: ${second.name}` });
  await expect(secondIn).toBeVisible();
  await admin.screenshot({ path: testInfo.outputPath("door-scanned.png") });
  await admin.waitForTimeout(6000);
  await expect(secondIn).toBeVisible();
  await expect(admin.getByText(`Already checked in: ${second.name}`)).toHaveCount(0);
  await admin.getByRole("button", { name: "Stop camera" }).click();
  // The same code typed (or scanned) again: who, and when they came.
  await admin.getByLabel("Code").fill(secondCode);
  await admin.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(admin.getByRole("alert").filter({ hasText: `Already checked in: ${second.name}` })).toContainText(
    "First checked in",
  );
  const undo = async () => {
    await admin.getByRole("button", { name: `Undo the check-in of ${second.name}` }).click();
    await expect(admin.getByText("Check-in taken back").first()).toBeVisible();
  };
  await undo();
  // The QR code's content, opened as a phone's camera app opens it: who, then a press.
  const door = new URL(secondCode);
  await admin.goto(`${door.pathname}${door.search}`);
  await waitForHydration(admin);
  await admin.getByRole("button", { name: `Check in ${second.name}` }).click();
  await expect(secondIn).toBeVisible();
  await undo();
  // The door code typed as a volunteer types it.
  await admin.getByLabel("Code").fill(doorCode.toLowerCase().replace("-", " "));
  await admin.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(secondIn).toBeVisible();
  await undo();
  // A changed code is refused.
  await admin.getByLabel("Code").fill(`${secondCode.slice(0, -2)}${secondCode.endsWith("AA") ? "BB" : "AA"}`);
  await admin.getByRole("button", { name: "Check in", exact: true }).click();
  await expect(admin.getByRole("alert").filter({ hasText: "This code is not valid" })).toBeVisible();
  // By name; the count of those checked in goes up by one.
  const checkedIn = async () =>
    Number(
      await admin.getByRole("status").filter({ hasText: "checked in of" }).locator("strong").first().textContent(),
    );
  await admin.getByLabel("Name or email").fill(second.name);
  await admin.getByRole("button", { name: "Find" }).click();
  await expect(admin).toHaveURL(/[?&]q=/);
  const checkInByName = admin.getByRole("button", { name: `Check in ${second.name}` });
  await expect(checkInByName).toBeVisible();
  // Counted once the search has loaded the page's data again: a reload of the counts after the undo
  // may still be on its way before it.
  const before = await checkedIn();
  await checkInByName.click();
  await expect(admin.getByRole("status").filter({ hasText: `Checked in: ${second.name}` })).toBeVisible();
  await expect.poll(checkedIn).toBe(before + 1);
  await expectNoAxeViolations(admin);
  // The list keeps who came, and when.
  await admin.getByRole("link", { name: "All attendees" }).click();
  await expect(admin.getByRole("row").filter({ hasText: second.email })).toContainText(/GMT\+3.*GMT\+3/);

  // The same event from its Arabic page: its questions asked in Arabic (each choice posting the
  // English one the club's list reads), and the confirmation written in Arabic, right to left.
  const arabic = { name: "ريم العتيبي", email: uniqueEmail("reem") };
  await page.goto(`/ar${EVENT_PATH}`);
  await waitForHydration(page);
  await page.getByLabel("الاسم الكامل").fill(arabic.name);
  await page.locator("#registration-email").fill(arabic.email);
  await page.getByLabel("الرقم الجامعي").fill("202412345");
  await page.getByLabel("التخصص").fill("هندسة الطيران والفضاء");
  await page.getByLabel("خبرتك في المحاكي").selectOption({ label: "بعض الخبرة" });
  await page.getByRole("button", { name: "احجز مقعدك" }).last().click();
  await expect(page.locator("#register").getByRole("status")).toContainText("تم تسجيلك!");
  await expect.poll(async () => (await mailTo(arabic.email, "تأكيد التسجيل")).length).toBe(1);
  const [arabicMail] = await mailTo(arabic.email, "تأكيد التسجيل");
  expect(arabicMail?.subject).toBe("تأكيد التسجيل: ليلة محاكي الطيران");
  expect(arabicMail?.html || "").toContain('<html lang="ar" dir="rtl">');
  await admin.goto(admin.url().replace(/\?.*$/, ""));
  await expect(admin.getByRole("row").filter({ hasText: arabic.email })).toContainText("Some");
});

/**
 * An admin turns registration on the site on for a new event (one seat, a waitlist, a question);
 * on a site without a mail server the page says no email will come, the first visitor gets the
 * seat and the second joins the waitlist.
 */
test("an admin sets an event to register on the site; one seat, then the waitlist; no mail server, said on the page", async ({
  browser,
}) => {
  const { context, page } = await adminOn(browser, "/admin-kfupm-aero/events");
  const title = unique("Glider Workshop");
  const create = page.getByRole("form", { name: "Create Event" });
  await create.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await create.getByRole("textbox", { name: "Description", exact: true }).fill("Build a balsa glider.");
  await create.getByLabel("Date").fill("2027-02-10");
  await create.getByLabel("Time").fill("18:00");
  await create.getByRole("textbox", { name: "Location", exact: true }).fill("Workshop B");
  await create.getByLabel("Max Attendees").fill("1");
  await create.getByLabel("Registration", { exact: true }).selectOption("site");
  await create.getByLabel("Waitlist when full").check();
  await create.getByRole("textbox", { name: "Questions", exact: true }).fill("Major\nT-shirt size: S, M, L (optional)");
  await create.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Event created successfully")).toBeVisible();
  await expect(page.getByRole("link", { name: `Attendees of ${title}` })).toBeVisible();

  const visitorContext = await newClient(browser, { baseURL: new URL(page.url()).origin });
  const visitor = await visitorContext.newPage();
  await visitor.goto("/events");
  await visitor.getByRole("link", { name: title }).click();
  await waitForHydration(visitor);
  await expect(visitor.locator("#register")).toContainText("1 seat left.");
  await expect(visitor.locator("#register")).toContainText("This site sends no email at the moment");
  await visitor.getByLabel("Full Name").fill("First Person");
  const firstEmail = uniqueEmail("first");
  await visitor.locator("#registration-email").fill(firstEmail);
  await visitor.getByLabel("Major").fill("Aerospace");
  // Meanwhile the admin asks for a student ID first: the form filled in before is asked again,
  // with the name and address kept, and nothing stored.
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  const edit = page.getByRole("form", { name: "Edit Event" });
  await edit
    .getByRole("textbox", { name: "Questions", exact: true })
    .fill("Student ID\nMajor\nT-shirt size: S, M, L (optional)");
  await edit.getByRole("button", { name: "Update Event" }).click();
  await expect(page.getByText("Event updated successfully")).toBeVisible();
  await visitor.getByRole("button", { name: "Register Now" }).last().click();
  await expect(visitor.locator("#register").getByRole("alert")).toContainText("The questions have changed");
  await expect(visitor.getByLabel("Full Name")).toHaveValue("First Person");
  await expect(visitor.locator("#registration-email")).toHaveValue(firstEmail);
  await visitor.getByLabel("Student ID").fill("202400001");
  await visitor.getByLabel("Major").fill("Aerospace");
  const facts = visitor.getByRole("complementary", { name: "Date, place and registration" });
  await expect(facts).toContainText("0/1 attendees");
  // The answer carries the seats: the page is not read again after it.
  const readsAfter = dataReads(visitor);
  await visitor.getByRole("button", { name: "Register Now" }).last().click();
  await expect(visitor.locator("#register").getByRole("status")).toContainText(
    "No email will come: this site sends no mail at the moment.",
  );
  // The seat is taken: the next person joins the waitlist, and the page's facts say so too.
  await expect(visitor.getByRole("heading", { name: "Join the waitlist" })).toBeVisible();
  await expect(facts).toContainText("1/1 attendees");
  await expect(facts.getByRole("link", { name: "Join the waitlist" })).toBeVisible();
  expect(readsAfter).toEqual([]);
  await visitor.getByLabel("Full Name").fill("Second Person");
  await visitor.locator("#registration-email").fill(uniqueEmail("second"));
  await visitor.getByLabel("Student ID").fill("202400002");
  await visitor.getByLabel("Major").fill("Physics");
  await visitor.getByRole("button", { name: "Join the waitlist" }).last().click();
  await expect(visitor.locator("#register").getByRole("status")).toContainText("You're on the waitlist");
  await expectNoAxeViolations(visitor);
  // Without JavaScript, the form posts and the page comes back with the answer.
  const plainContext = await newClient(browser, { baseURL: new URL(page.url()).origin, javaScriptEnabled: false });
  const plain = await plainContext.newPage();
  await plain.goto(new URL(visitor.url()).pathname);
  await plain.getByLabel("Full Name").fill("Third Person");
  await plain.locator("#registration-email").fill(uniqueEmail("third"));
  await plain.getByLabel("Student ID").fill("202400003");
  await plain.getByLabel("Major").fill("Mathematics");
  await plain.getByRole("button", { name: "Join the waitlist" }).last().click();
  await expect(plain.getByRole("status").filter({ hasText: "You're on the waitlist" })).toContainText(
    "A seat that frees up goes to the first in line.",
  );
  await plainContext.close();

  // The event is still set to Open: its line in the list says that visitors see it as Full.
  await page.reload();
  await expect(page.getByRole("listitem").filter({ hasText: title })).toContainText(
    "Visitors see Full: every seat is taken.",
  );
  await page.getByRole("link", { name: `Attendees of ${title}` }).click();
  await expect(page.getByRole("row").filter({ hasText: "First Person" })).toContainText("Confirmed");
  await expect(page.getByRole("row").filter({ hasText: "Second Person" })).toContainText("Waitlisted");
  await expect(page.getByRole("row").filter({ hasText: "Third Person" })).toContainText("Waitlisted");
  await page.getByRole("link", { name: "Cancelled" }).click();
  await expect(page.getByText("No cancelled registrations.")).toBeVisible();

  // An admin without JavaScript adding someone by hand: a refusal is said next to its field, with
  // what was typed kept.
  const attendees = new URL(page.url()).pathname;
  const plainAdmin = await adminOn(browser, attendees, { javaScriptEnabled: false });
  const add = plainAdmin.page
    .locator("form")
    .filter({ has: plainAdmin.page.locator('input[name="intent"][value="add"]') });
  // Spaces pass the browser's own check of a required field, not the site's.
  await add.getByLabel("Full Name").fill("   ");
  await add.getByLabel("Email Address").fill("fourth@example.org");
  await add.getByRole("button", { name: "Add" }).click();
  await expect(add.getByLabel("Full Name")).toHaveAccessibleDescription(/Full Name is required/);
  await expect(add.getByLabel("Email Address")).toHaveValue("fourth@example.org");
  await expect(plainAdmin.page.getByRole("row").filter({ hasText: "fourth@example.org" })).toHaveCount(0);
  await plainAdmin.context.close();

  // The waitlist turned off: a visitor reads that the event is full, with no form.
  await page.goto("/admin-kfupm-aero/events");
  await page.getByRole("link", { name: `Edit ${title}` }).click();
  const noWaitlist = page.getByRole("form", { name: "Edit Event" });
  await noWaitlist.getByLabel("Waitlist when full").uncheck();
  await noWaitlist.getByRole("button", { name: "Update Event" }).click();
  await expect(page.getByText("Event updated successfully")).toBeVisible();
  await visitor.reload();
  await expect(visitor.locator("#register")).toContainText("Every seat is taken, and this event has no waitlist.");
  await expect(visitor.locator("#register").getByLabel("Full Name")).toHaveCount(0);
  await visitorContext.close();
  await context.close();
});
