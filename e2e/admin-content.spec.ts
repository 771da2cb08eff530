import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, type TestInfo, test } from "@playwright/test";
import sharp from "sharp";
import { adminForm, adminOn, adminRecord, closeClients, unique } from "./support/admin";
import { expectNoAxeViolations } from "./support/axe";
import { expectNoConflictingClasses } from "./support/classes";
import { eventCard, expectServerMessage, expectToast, keptPage, toast, waitForHydration } from "./support/site";

test.afterEach(closeClients);

/**
 * What an admin does on the management pages, in Chromium, against a demo club of its own (the
 * editing site): create with every field and see it on the public site, edit, cancel, delete after
 * the confirmation, the required-field messages, uploads and their errors, the crop, stale edits,
 * and the same pages without JavaScript.
 */

const form = adminForm;
const record = adminRecord;

async function picture(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#1e3a8a" } })
    .jpeg()
    .toBuffer();
}

const MB = 1024 * 1024;

let photo: Promise<Buffer> | undefined;

/**
 * A phone's photo: 4000 × 3000 of fine detail (noise), about 7.5 MB as a JPEG, over the 5 MB rule
 * as it is, and held sideways, as a phone writes it (EXIF orientation 6: upright it is 3000 × 4000).
 * Written to a file of the test, which the browser reads faster than bytes handed over.
 */
async function phonePhoto(testInfo: TestInfo, name: string): Promise<string> {
  photo ??= sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 128, sigma: 32 },
    },
  })
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const bytes = await photo;
  expect(bytes.length).toBeGreaterThan(7 * MB);
  const file = testInfo.outputPath(name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return file;
}

/** The stored file behind the upload field's "Stored at" line, as sharp reads it. */
async function storedPicture(page: Page, scope: Locator) {
  const line = (await scope.getByText(/^Stored at /).textContent()) ?? "";
  const response = await page.request.get(line.replace("Stored at ", ""));
  expect(response.status()).toBe(200);
  return sharp(await response.body()).metadata();
}

test.describe("events", () => {
  test("are created with every field and shown on the events page; edited; Cancel leaves them; deleted after the question", async ({
    browser,
  }) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/events");
    const title = unique("Rocketry Workshop");
    const create = form(page, "Create Event");
    await create.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await create.getByRole("textbox", { name: "Description", exact: true }).fill("Build and fly a model rocket.");
    await create.getByLabel("Type").selectOption("competition");
    await create.getByLabel("Status").selectOption("full");
    await create.getByLabel("Date").fill("2027-01-20");
    await create.getByLabel("Time").fill("16:45");
    await create.getByRole("textbox", { name: "Location", exact: true }).fill("Hangar 2");
    await create.getByLabel("Max Attendees").fill("30");
    await create.getByRole("textbox", { name: "Registration Link" }).fill("https://forms.example.org/rocketry");
    await create.getByRole("textbox", { name: "Button Text", exact: true }).fill("Sign Me Up");
    await expect(create.getByRole("switch", { name: "Registration link enabled" })).toBeChecked();
    await create.getByRole("button", { name: "Create Event" }).click();
    await expectToast(page, "Success", "Event created successfully");
    // The form is empty again, in create mode.
    await expect(form(page, "Create Event").getByRole("textbox", { name: "Title", exact: true })).toHaveValue("");

    const item = record(page, title);
    for (const text of ["Jan 20, 2027", "4:45 PM", "Hangar 2", "0/30", "Competition", "Full", "Enabled"]) {
      await expect(item).toContainText(text);
    }
    await expect(item).toContainText("https://forms.example.org/rocketry");

    const visitor = await context.newPage();
    await visitor.goto("/events");
    const card = eventCard(visitor, title);
    await expect(card).toContainText("Hangar 2");
    await expect(card).toContainText("0/30");
    await expect(card).toContainText("4:45 PM");
    // A full event takes no registrations.
    await expect(card.getByRole("button", { name: "Sign Me Up" })).toBeDisabled();

    await item.getByRole("link", { name: `Edit ${title}` }).click();
    const edit = form(page, "Edit Event");
    await expect(edit.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    await expect(edit.getByLabel("Time")).toHaveValue("16:45");
    await expect(edit.getByLabel("Status")).toHaveValue("full");
    await expect(edit).toContainText("Current attendees:0");
    await expect(edit.getByRole("textbox", { name: "Title", exact: true })).toBeFocused();
    const moved = `${title} (moved)`;
    await edit.getByRole("textbox", { name: "Title", exact: true }).fill(moved);
    await edit.getByRole("textbox", { name: "Location", exact: true }).fill("Hangar 3");
    await edit.getByLabel("Status").selectOption("open");
    await edit.getByRole("button", { name: "Update Event" }).click();
    await expectToast(page, "Success", "Event updated successfully");
    await expect(form(page, "Create Event")).toBeVisible();
    await expect(record(page, moved)).toContainText("Hangar 3");

    // Cancel leaves the record as it was and the form in create mode.
    await record(page, moved)
      .getByRole("link", { name: `Edit ${moved}` })
      .click();
    await form(page, "Edit Event").getByRole("textbox", { name: "Title", exact: true }).fill("Not to be saved");
    await form(page, "Edit Event").getByRole("link", { name: "Cancel" }).click();
    await expect(form(page, "Create Event").getByRole("textbox", { name: "Title", exact: true })).toHaveValue("");
    await expect(page.getByText("Not to be saved")).toHaveCount(0);

    await visitor.reload();
    await expect(eventCard(visitor, moved).getByRole("link", { name: "Sign Me Up" })).toBeVisible();

    // Delete asks first; Cancel keeps the record.
    await record(page, moved)
      .getByRole("button", { name: `Delete ${moved}` })
      .click();
    const question = page.getByRole("alertdialog", { name: "Are you sure you want to delete this event?" });
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect(question).toBeHidden();
    await expect(record(page, moved)).toBeVisible();
    await record(page, moved)
      .getByRole("button", { name: `Delete ${moved}` })
      .click();
    await question.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Success", "Event deleted successfully");
    await expect(page.getByRole("region", { name: "Records" }).getByText(moved)).toHaveCount(0);
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: moved })).toHaveCount(0);
    await context.close();
  });
});

test.describe("required fields", () => {
  const cases = [
    { path: "events", button: "Create Event", messages: ["Title", "Description", "Date", "Time", "Location"] },
    { path: "projects", button: "Create Project", messages: ["Title", "Description"] },
    { path: "news", button: "Create Article", messages: ["Title", "Content", "Author"] },
    { path: "gallery", button: "Create Gallery Item", messages: ["Title"] },
    { path: "team", button: "Add Team Member", messages: ["Name", "Position"] },
  ];
  for (const { path: key, button, messages } of cases) {
    test(`${key}: each empty required field gets its message next to it, and nothing is sent`, async ({ browser }) => {
      const { context, page } = await adminOn(browser, `/admin-kfupm-aero/${key}`);
      let posts = 0;
      page.on("request", (request) => {
        if (request.method() === "POST") posts += 1;
      });
      const create = form(page, button);
      await create.getByRole("button", { name: button }).click();
      for (const label of messages) {
        const field = create.getByRole("textbox", { name: label, exact: true });
        await expect(field).toHaveAttribute("aria-invalid", "true");
        const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
        await expect(page.locator(`[id="${describedBy.split(" ").at(-1)}"]`)).toHaveText(`${label} is required`);
      }
      expect(posts).toBe(0);
      await context.close();
    });
  }
});

test.describe("projects", () => {
  test("are created with a phone photo over 5 MB (scaled down before it is sent, progress shown), shown on the projects page, and cropped for real", async ({
    browser,
  }, testInfo) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/projects");
    const title = unique("Sounding Rocket");
    const create = form(page, "Create Project");
    await create.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await create.getByRole("textbox", { name: "Description", exact: true }).fill("A rocket to 3 km.");
    await create.getByLabel("Category").selectOption("research");
    await create.getByLabel("Status").selectOption("completed");
    await create.getByLabel("Technologies").fill("OpenRocket,  Arduino , ,Carbon fibre");
    await create.getByRole("textbox", { name: "Achievements", exact: true }).fill("Reached 3 km, Recovered intact");
    await create.getByLabel("Team Size").fill("8");
    await create.getByRole("textbox", { name: "Duration", exact: true }).fill("1 year");
    await create.getByRole("textbox", { name: "Details Link" }).fill("https://projects.example.org/rocket");
    await create.getByLabel("Project Image").setInputFiles(await phonePhoto(testInfo, "rocket.jpg"));
    await expect(create.getByRole("img", { name: "Preview of rocket.jpg" })).toBeVisible();

    // The upload's answer is held back, so that its progress bar can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = 0;
    await page.route("**/admin-kfupm-aero/upload", async (route) => {
      sent = route.request().postDataBuffer()?.length ?? 0;
      await held;
      await route.continue();
    });
    await create.getByRole("button", { name: "Upload Image" }).click();
    await expect(create.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
    release();
    await expectToast(page, "Success", "Image uploaded successfully");
    await page.unroute("**/admin-kfupm-aero/upload");
    await expect(create.getByText(/^Stored at \/storage\/projects\/[0-9a-f-]{36}\.jpg$/)).toBeVisible();
    // What was sent is the photo as the server keeps it: upright, 2560 px on its long side, under 5 MB.
    expect(sent).toBeGreaterThan(0);
    expect(sent).toBeLessThan(5 * MB);
    expect(await storedPicture(page, create)).toMatchObject({ width: 1920, height: 2560 });
    await create.getByRole("button", { name: "Create Project" }).click();
    await expectToast(page, "Success", "Project created successfully");

    const item = record(page, title);
    for (const text of [
      "Duration: 1 year",
      "Team size: 8",
      "Research",
      "Completed",
      "OpenRocket",
      "Carbon fibre",
      "Recovered intact",
    ]) {
      await expect(item).toContainText(text);
    }
    await expect(item.getByRole("list", { name: "Technologies" }).getByRole("listitem")).toHaveText([
      "OpenRocket",
      "Arduino",
      "Carbon fibre",
    ]);

    const visitor = await context.newPage();
    await visitor.goto("/projects");
    const card = visitor.getByRole("listitem").filter({ has: visitor.getByRole("heading", { name: title }) });
    await expect(card.getByRole("img", { name: title })).toBeVisible();
    await expect(card.getByRole("link", { name: "View Details" })).toHaveAttribute(
      "href",
      "https://projects.example.org/rocket",
    );

    // In edit mode, crop the picture to a region and keep it.
    await item.getByRole("link", { name: `Edit ${title}` }).click();
    const edit = form(page, "Edit Project");
    await edit.getByRole("button", { name: "Crop" }).click();
    await expect(edit.getByTestId("crop-frame")).toBeVisible();
    await edit.getByLabel("Crop left (px)").fill("200");
    await edit.getByLabel("Crop top (px)").fill("100");
    await edit.getByLabel("Crop width (px)").fill("640");
    await edit.getByLabel("Crop height (px)").fill("360");
    await edit.getByRole("button", { name: "Apply" }).click();
    await expectToast(page, "Success", "Image cropped");
    expect(await storedPicture(page, edit)).toMatchObject({ width: 640, height: 360 });
    await edit.getByRole("button", { name: "Update Project" }).click();
    await expectToast(page, "Success", "Project updated successfully");

    await record(page, title)
      .getByRole("link", { name: `Edit ${title}` })
      .click();
    expect(await storedPicture(page, form(page, "Edit Project"))).toMatchObject({ width: 640, height: 360 });
    await context.close();
  });

  test("each upload error has its message", async ({ browser }, testInfo) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/projects");
    const field = form(page, "Create Project").getByLabel("Project Image");

    await expect(form(page, "Create Project")).toContainText("JPEG, PNG or WebP pictures; up to 5 MB");
    await field.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await expectToast(page, "Invalid file type", "Please select one of: JPEG, PNG or WebP pictures");

    // 'Insert picture' of the description checks the same way (the field's message closed first).
    await toast(page, "Invalid file type").getByRole("button", { name: "Close toast" }).click();
    await expect(toast(page, "Invalid file type")).toHaveCount(0);
    const chooser = page.waitForEvent("filechooser");
    await form(page, "Create Project").getByRole("button", { name: "Insert picture" }).first().click();
    await (await chooser).setFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: Buffer.from("not a picture") });
    await expectToast(page, "Invalid file type", "Please select one of: JPEG, PNG or WebP pictures");

    // Over the limit, and no picture the browser can make smaller.
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(5 * MB)]);
    await field.setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: big });
    await expectToast(page, "File too large", "Please select a file smaller than 5MB");

    // Named and declared a picture, but it is not one: the server goes by its bytes.
    await field.setInputFiles({
      name: "fake.png",
      mimeType: "image/png",
      buffer: Buffer.from("<svg onload=alert(1)>"),
    });
    await form(page, "Create Project").getByRole("button", { name: "Upload Image" }).click();
    await expectToast(page, "Invalid file type", "Please select one of: JPEG, PNG or WebP pictures");

    // The upload never arrives.
    await field.setInputFiles({ name: "ok.jpg", mimeType: "image/jpeg", buffer: await picture(50, 50) });
    await page.route("**/admin-kfupm-aero/upload", (route) => route.abort("connectionreset"));
    await form(page, "Create Project").getByRole("button", { name: "Upload Image" }).click();
    await expectToast(page, "Upload failed", "Failed to upload image. Please try again.");
    await page.unroute("**/admin-kfupm-aero/upload");

    // The gallery takes up to 50 MB (a file on disk: larger than Playwright hands over in memory).
    const dir = testInfo.outputPath("uploads");
    mkdirSync(dir, { recursive: true });
    const huge = path.join(dir, "huge.mp4");
    writeFileSync(huge, Buffer.alloc(51 * 1024 * 1024));
    await page.goto("/admin-kfupm-aero/gallery");
    await waitForHydration(page);
    await form(page, "Create Gallery Item").getByLabel("Image or Video").setInputFiles(huge);
    await expectToast(page, "File too large", "Please select a file smaller than 50MB");
    await context.close();
  });
});

test.describe("news", () => {
  test("a draft stays off the site until 'Publish article' is switched on, and leaves it when switched off; a phone photo chosen for it is saved scaled down", async ({
    browser,
  }, testInfo) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/news");
    const title = unique("Launch Report");
    const create = form(page, "Create Article");
    await create.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await create
      .getByRole("textbox", { name: "Content", exact: true })
      .fill("We flew to 3 km and recovered the rocket. ".repeat(6));
    await create.getByLabel("Author").fill("Media Team");
    await expect(create.getByLabel("Published Date")).not.toHaveValue("");
    await create.getByLabel("External Link").fill("https://news.example.org/launch");
    await expect(create.getByRole("switch", { name: "Publish article" })).not.toBeChecked();
    // A photo over 5 MB chosen and not uploaded goes with the save, scaled down as well.
    await create.getByLabel("Featured Image").setInputFiles(await phonePhoto(testInfo, "launch.jpg"));
    await expect(create.getByRole("img", { name: "Preview of launch.jpg" })).toBeVisible();
    await create.getByRole("button", { name: "Create Article" }).click();
    await expectToast(page, "Success", "Article created successfully");
    const item = record(page, title);
    await expect(item).toContainText("Draft");
    await expect(item).toContainText("Media Team");
    await expect(item).toContainText("https://news.example.org/launch (Read Full Article)");

    const visitor = await context.newPage();
    await visitor.goto("/news");
    await expect(visitor.getByRole("heading", { name: title })).toHaveCount(0);

    await item.getByRole("link", { name: `Edit ${title}` }).click();
    expect(await storedPicture(page, form(page, "Edit Article"))).toMatchObject({ width: 1920, height: 2560 });
    await form(page, "Edit Article").getByRole("switch", { name: "Publish article" }).check();
    await form(page, "Edit Article").getByRole("button", { name: "Update Article" }).click();
    await expectToast(page, "Success", "Article updated successfully");
    await expect(record(page, title)).toContainText("Published");
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: title })).toBeVisible();

    await record(page, title)
      .getByRole("link", { name: `Edit ${title}` })
      .click();
    await form(page, "Edit Article").getByRole("switch", { name: "Publish article" }).uncheck();
    await form(page, "Edit Article").getByRole("button", { name: "Update Article" }).click();
    await expectToast(page, "Success", "Article updated successfully");
    await visitor.reload();
    await expect(visitor.getByRole("heading", { name: title })).toHaveCount(0);
    await context.close();
  });
});

test.describe("gallery", () => {
  test("'Add Video from Storage' adds the club video; a picture is uploaded and shown on the gallery page", async ({
    browser,
  }) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/gallery");
    await page.getByRole("button", { name: "Add Video from Storage" }).click();
    await expectToast(page, "Success", "Video added to gallery successfully");
    const video = record(page, "KFUPM Aerospace Club Video");
    await expect(video).toContainText("Video");
    await expect(video).toContainText("/storage/videos/club-loop.mp4");

    const title = unique("Hangar at Dawn");
    const create = form(page, "Create Gallery Item");
    await create.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await create.getByRole("textbox", { name: "Description", exact: true }).fill("First light on the hangar.");
    await create.getByLabel("Category").selectOption("achievements");
    await create
      .getByLabel("Image or Video")
      .setInputFiles({ name: "hangar.jpg", mimeType: "image/jpeg", buffer: await picture(900, 600) });
    await create.getByRole("button", { name: "Upload Image" }).click();
    await expectToast(page, "Success", "Image uploaded successfully");
    await create.getByRole("button", { name: "Create Gallery Item" }).click();
    await expectToast(page, "Success", "Gallery item created successfully");
    const item = record(page, title);
    await expect(item).toContainText("Achievements");
    await expect(item).toContainText("First light on the hangar.");
    await expect(item.locator("img")).toHaveJSProperty("naturalWidth", 900);

    const visitor = await context.newPage();
    await visitor.goto("/gallery");
    await expect(visitor.getByRole("img", { name: title })).toBeVisible();
    await context.close();
  });

  test("a thumbnail that fails to load says 'Image failed to load'", async ({ browser }) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/gallery");
    const title = unique("Missing Picture");
    const create = form(page, "Create Gallery Item");
    await create.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    // A stored address whose file is gone.
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('input[type=hidden][name="imageUrl"]');
      if (input) input.value = "/storage/gallery/no-such-file.png";
    });
    await create.getByRole("button", { name: "Create Gallery Item" }).click();
    await expectToast(page, "Success", "Gallery item created successfully");
    await expect(record(page, title)).toContainText("Image failed to load");
    await context.close();
  });
});

test.describe("team", () => {
  test("a member is added to the executive team and shown on the home page, with initials, then a square portrait", async ({
    browser,
  }) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/team");
    const name = unique("Noura Test");
    const create = form(page, "Add Team Member");
    await create.getByLabel("Name").fill(name);
    await create.getByRole("textbox", { name: "Position", exact: true }).fill("Outreach Lead");
    await create.getByRole("textbox", { name: "Bio", exact: true }).fill("Runs the school visits.");
    await create.getByLabel("Email").fill("noura@example.org");
    await create.getByLabel("Display Order").fill("0");
    await create.getByRole("switch", { name: "Executive team member" }).check();
    await create.getByRole("button", { name: "Add Team Member" }).click();
    await expectToast(page, "Success", "Team member added successfully");
    const executives = page.getByRole("region", { name: "Executive Team" });
    await expect(executives.getByRole("listitem").filter({ hasText: name })).toContainText(
      "Display order 0 · noura@example.org",
    );
    await expect(page.getByRole("region", { name: "Department Heads" }).getByText(name)).toHaveCount(0);

    const visitor = await context.newPage();
    await visitor.goto("/");
    await expect(visitor.locator("#people").getByRole("img", { name, exact: true })).toHaveText("NT");

    // A portrait is chosen and saved with the form: stored as its largest square, then cropped to another square.
    await record(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    const edit = form(page, "Edit Team Member");
    await edit
      .getByLabel("Photo")
      .setInputFiles({ name: "noura.jpg", mimeType: "image/jpeg", buffer: await picture(600, 400) });
    await edit.getByRole("button", { name: "Update Team Member" }).click();
    await expectToast(page, "Success", "Team member updated successfully");
    await record(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    expect(await storedPicture(page, form(page, "Edit Team Member"))).toMatchObject({ width: 400, height: 400 });
    await form(page, "Edit Team Member").getByRole("button", { name: "Crop" }).click();
    await form(page, "Edit Team Member").getByLabel("Crop width (px)").fill("150");
    await expect(form(page, "Edit Team Member").getByLabel("Crop height (px)")).toHaveValue("150");
    await form(page, "Edit Team Member").getByRole("button", { name: "Apply" }).click();
    await expectToast(page, "Success", "Image cropped");
    await form(page, "Edit Team Member").getByRole("button", { name: "Update Team Member" }).click();
    await expectToast(page, "Success", "Team member updated successfully");

    await visitor.reload();
    await expect(visitor.locator("#people").getByRole("img", { name, exact: true })).toHaveAttribute(
      "src",
      /^\/images\/team\/[0-9a-f-]{36}\.jpg\?w=\d+$/,
    );
    await context.close();
  });
});

test.describe("settings", () => {
  test("a change, a social link and a campus picture chosen with the form are on the next public page, for visitors served from the page cache", async ({
    browser,
  }) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/settings");
    const visitorContext = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const visitor = await visitorContext.newPage();
    await visitor.goto("/");
    await keptPage(visitor.request, "/");
    await expect(visitor.getByRole("list", { name: "Follow us" })).toHaveCount(0);

    const settings = form(page, "Settings");
    const tagline = unique("Reach for orbit");
    await settings.getByRole("textbox", { name: "Tagline", exact: true }).fill(tagline);
    await settings.getByLabel("AIAA Awards").fill("9");
    await settings.getByLabel("Instagram").fill("https://instagram.com/aero-club");
    // Larger than the site keeps, so that the page scales it down first; the form is saved at once,
    // while it does, and sends the picture as chosen.
    await settings
      .getByLabel("Campus picture", { exact: true })
      .setInputFiles({ name: "campus.jpg", mimeType: "image/jpeg", buffer: await picture(6400, 3600) });
    await settings.getByRole("button", { name: "Save Settings" }).click();
    await expectToast(page, "Success", "Settings updated successfully");

    // The page the cache keeps now is the changed one.
    expect(await (await keptPage(visitor.request, "/")).text()).toContain(tagline);
    await visitor.goto("/");
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(tagline);
    await expect(visitor.getByRole("listitem").filter({ hasText: "AIAA Awards" })).toContainText("9");
    await expect(
      visitor.getByRole("list", { name: "Follow us" }).getByRole("link", { name: /Instagram/ }),
    ).toHaveAttribute("href", "https://instagram.com/aero-club");
    await expect(visitor.getByRole("img", { name: "The KFUPM campus in Dhahran at dusk" })).toHaveAttribute(
      "src",
      /^\/images\/site\/[0-9a-f-]{36}\.jpg\?w=800$/,
    );

    // The change is in the activity log, field by field.
    await page.goto("/admin-kfupm-aero/activity?kind=settings");
    await expect(page.getByText("updated settings “Site settings”").first()).toBeVisible();
    // Records are named by their titles, each in its own direction (an Arabic title stays readable
    // inside the English sentence), with no raw id.
    await expect(page.getByRole("list", { name: "Activity" }).locator("bdi").first()).toHaveText("Site settings");
    const entry = page.getByRole("list", { name: "Activity" }).getByRole("listitem").first();
    for (const line of await entry.locator(":scope > p").allTextContents()) {
      expect(line).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/);
    }
    await visitorContext.close();
    await context.close();
  });
});

test.describe("two admins", () => {
  test("the second save of a stale form is refused with the current values shown", async ({ browser }) => {
    const first = await adminOn(browser, "/admin-kfupm-aero/events");
    const title = unique("Shared Event");
    const create = form(first.page, "Create Event");
    await create.getByRole("textbox", { name: "Title", exact: true }).fill(title);
    await create.getByRole("textbox", { name: "Description", exact: true }).fill("Two admins edit me.");
    await create.getByLabel("Date").fill("2027-02-01");
    await create.getByLabel("Time").fill("10:00");
    await create.getByRole("textbox", { name: "Location", exact: true }).fill("Room 1");
    await create.getByRole("button", { name: "Create Event" }).click();
    await expectToast(first.page, "Success", "Event created successfully");

    const second = await adminOn(browser, "/admin-kfupm-aero/events");
    for (const { page } of [first, second]) {
      await record(page, title)
        .getByRole("link", { name: `Edit ${title}` })
        .click();
      await expect(form(page, "Edit Event").getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
    }
    await form(first.page, "Edit Event")
      .getByRole("textbox", { name: "Location", exact: true })
      .fill("Room 2 (first admin)");
    await form(first.page, "Edit Event").getByRole("button", { name: "Update Event" }).click();
    await expectToast(first.page, "Success", "Event updated successfully");

    await form(second.page, "Edit Event")
      .getByRole("textbox", { name: "Location", exact: true })
      .fill("Room 3 (second admin)");
    await form(second.page, "Edit Event").getByRole("button", { name: "Update Event" }).click();
    await expectToast(
      second.page,
      "Not saved",
      "This event was changed by someone else while you were editing it. The form now shows the saved version: make your changes again and save.",
    );
    await expect(form(second.page, "Edit Event").getByRole("textbox", { name: "Location", exact: true })).toHaveValue(
      "Room 2 (first admin)",
    );
    await expect(form(second.page, "Edit Event").getByRole("alert").first()).toContainText("changed by someone else");
    await expect(record(second.page, title)).toContainText("Room 2 (first admin)");
    await first.context.close();
    await second.context.close();
  });
});

test.describe("without JavaScript", () => {
  test("a team member is added, edited and deleted, each with its message", async ({ browser }) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/team", { javaScriptEnabled: false });
    const name = unique("Plain Form");
    await form(page, "Add Team Member").getByRole("button", { name: "Add Team Member" }).click();
    await expect(page.getByText("Name is required")).toBeVisible();
    await form(page, "Add Team Member").getByLabel("Name").fill(name);
    await form(page, "Add Team Member").getByRole("textbox", { name: "Position", exact: true }).fill("Archivist");
    await form(page, "Add Team Member").getByRole("button", { name: "Add Team Member" }).click();
    await expect(page).toHaveURL(/^[^?]*\/admin-kfupm-aero\/team\?saved=[0-9a-f-]{36}$/);
    await expectServerMessage(page, "Success", "Team member added successfully");
    await expect(record(page, name)).toContainText("Just saved");

    await record(page, name)
      .getByRole("link", { name: `Edit ${name}` })
      .click();
    await form(page, "Edit Team Member").getByRole("textbox", { name: "Position", exact: true }).fill("Head Archivist");
    await form(page, "Edit Team Member").getByRole("button", { name: "Update Team Member" }).click();
    await expectServerMessage(page, "Success", "Team member updated successfully");
    await expect(record(page, name)).toContainText("Head Archivist");

    await record(page, name)
      .getByRole("button", { name: `Delete ${name}` })
      .click();
    const question = page.getByRole("alertdialog", { name: "Are you sure you want to delete this team member?" });
    await question.getByRole("button", { name: "Delete" }).click();
    await expectServerMessage(page, "Success", "Team member deleted successfully");
    await expect(page.getByRole("region", { name: "Records" }).getByText(name)).toHaveCount(0);
    await context.close();
  });
});

test.describe("layout", () => {
  test("3 skeleton cards show while a management page loads", async ({ browser }) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/dashboard");
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/admin-kfupm-aero/projects.data*", async (route) => {
      await held;
      await route.continue();
    });
    await page.locator("#admin-sidebar").getByRole("link", { name: "Projects" }).click();
    await expect(page.getByTestId("skeleton-card")).toHaveCount(3);
    release();
    await expect(form(page, "Create Project")).toBeVisible();
    await expect(page.getByTestId("skeleton-card")).toHaveCount(0);
    await context.close();
  });

  test("on a phone the form comes before the list", async ({ browser }) => {
    const { context, page } = await adminOn(browser, "/admin-kfupm-aero/events", {
      viewport: { width: 390, height: 844 },
    });
    const formBox = await form(page, "Create Event").boundingBox();
    const listBox = await page.getByRole("region", { name: "Records" }).boundingBox();
    expect(formBox && listBox && formBox.y + formBox.height <= listBox.y).toBe(true);
    const desktop = await adminOn(browser, "/admin-kfupm-aero/events", { viewport: { width: 1280, height: 900 } });
    const left = await form(desktop.page, "Create Event").boundingBox();
    const right = await desktop.page.getByRole("region", { name: "Records" }).boundingBox();
    expect(left && right && left.x + left.width <= right.x).toBe(true);
    await context.close();
    await desktop.context.close();
  });

  for (const colorScheme of ["light", "dark"] as const) {
    for (const width of [390, 1280]) {
      test(`a management page with its errors and its delete question passes axe in ${colorScheme} theme at ${width} px`, async ({
        browser,
      }) => {
        const { context, page } = await adminOn(browser, "/admin-kfupm-aero/projects", {
          colorScheme,
          viewport: { width, height: 900 },
        });
        await form(page, "Create Project").getByRole("button", { name: "Create Project" }).click();
        await expect(page.getByText("Title is required")).toBeVisible();
        await expectNoAxeViolations(page);
        await expectNoConflictingClasses(page);
        await page
          .getByRole("region", { name: "Records" })
          .getByRole("button", { name: /^Delete / })
          .first()
          .click();
        await expect(page.getByRole("alertdialog")).toBeVisible();
        await expectNoAxeViolations(page);
        await expectNoConflictingClasses(page);
        await context.close();
      });
    }
  }
});
