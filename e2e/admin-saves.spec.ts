import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { LOCATION, withLocation } from "../tests/support/videos";
import { adminForm, adminOn, adminRecord, closeClients, unique } from "./support/admin";
import { computedColors, contrastRatio } from "./support/colors";
import { e2eAdmin, servers } from "./support/servers";
import { expectToast, waitForHydration } from "./support/site";

test.afterEach(closeClients);

/**
 * What an admin's saves keep, on the editing site: a record saved without a change stays as it
 * was, a chosen picture is saved with the form, and what was typed survives an ended session; and
 * the details an admin notices on a phone and in the dark theme.
 */

const form = adminForm;
const record = adminRecord;

test("opening a project and pressing Update without a change keeps every achievement as it was", async ({
  browser,
}) => {
  const { context, page } = await adminOn(browser, "/admin-kfupm-aero/projects");
  const title = "Desert Hawk Fixed-Wing UAV";
  const achievements = () => record(page, title).getByRole("list", { name: "Achievements" }).getByRole("listitem");
  const before = await achievements().allTextContents();
  expect(before.length).toBeGreaterThan(0);
  await record(page, title)
    .getByRole("link", { name: `Edit ${title}` })
    .click();
  await form(page, "Edit Project").getByRole("button", { name: "Update Project" }).click();
  await expectToast(page, "Success", "Project updated successfully");
  await expect(achievements()).toHaveText(before);
  await expect(record(page, title)).toContainText("Just saved");
  await expect(record(page, title)).toBeInViewport();
  await context.close();
});

test("a picture chosen and not uploaded is saved with the article", async ({ browser }) => {
  const { context, page } = await adminOn(browser, "/admin-kfupm-aero/news");
  const title = unique("Chosen picture");
  const create = form(page, "Create Article");
  await create.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await create
    .getByRole("textbox", { name: "Content", exact: true })
    .fill("An article whose picture was chosen and never uploaded by hand.");
  await create.getByLabel("Author").fill("Club Media Team");
  await create.getByLabel("Featured Image").setInputFiles({
    name: "hangar.png",
    mimeType: "image/png",
    buffer: await sharp({ create: { width: 640, height: 400, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer(),
  });
  await expect(create.getByText("The file is uploaded when the form is saved.")).toBeVisible();
  await create.getByRole("button", { name: "Create Article" }).click();
  await expectToast(page, "Success", "Article created successfully");
  await expect(record(page, title)).toContainText(/\/storage\/news\/[0-9a-f-]{36}\.(png|webp|jpg)/);
  await context.close();
});

test("a save after the session ended signs the admin in again, back on the page with what they typed", async ({
  browser,
}) => {
  const { context, page } = await adminOn(browser, "/admin-kfupm-aero/events");
  const title = unique("Saved after sign-in");
  const create = form(page, "Create Event");
  await create.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await create.getByRole("textbox", { name: "Description", exact: true }).fill("Typed before the session ended.");
  await create.getByLabel("Type").selectOption("seminar");
  await create.getByLabel("Date").fill("2027-03-04");
  await create.getByLabel("Time").fill("18:30");
  await create.getByRole("textbox", { name: "Location", exact: true }).fill("Building 22");
  await create.getByLabel("Registration link enabled").uncheck();

  // The session ends on the server: the browser's cookie no longer names one.
  await context.clearCookies();
  await context.addCookies([{ name: "better-auth.session_token", value: "ended.session", url: servers.editing.url }]);
  await create.getByRole("button", { name: "Create Event" }).click();

  await expect(page).toHaveURL(/\/admin-kfupm-aero\?returnTo=%2Fadmin-kfupm-aero%2Fevents&session=unsaved$/);
  await expect(page.getByText("Your session ended before your change was saved.")).toBeVisible();
  await waitForHydration(page);
  await page.getByLabel("Email").fill(e2eAdmin.email);
  await page.getByLabel("Password").fill(e2eAdmin.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL("/admin-kfupm-aero/events");

  const restored = form(page, "Create Event");
  await expect(restored.getByRole("alert")).toContainText("Press Create Event to save it.");
  await expect(restored.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
  await expect(restored.getByLabel("Type")).toHaveValue("seminar");
  await expect(restored.getByLabel("Time")).toHaveValue("18:30");
  await expect(restored.getByLabel("Registration link enabled")).not.toBeChecked();
  await restored.getByRole("button", { name: "Create Event" }).click();
  await expectToast(page, "Success", "Event created successfully");
  await expect(record(page, title)).toContainText("Building 22");
  // The saved record is marked, and in view.
  await expect(record(page, title)).toContainText("Just saved");
  await expect(record(page, title)).toBeInViewport();
  // Once saved, the form is empty again, also after a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(form(page, "Create Event").getByRole("textbox", { name: "Title", exact: true })).toHaveValue("");
  await context.close();
});

test("on a phone in the dark theme: selects show their whole text, an off switch's knob stands out, and an unusable link is pointed out", async ({
  browser,
}) => {
  const { context, page } = await adminOn(browser, "/admin-kfupm-aero/events", {
    viewport: { width: 390, height: 844 },
    colorScheme: "dark",
  });
  const create = form(page, "Create Event");
  const selects = create.locator("select");
  expect(await selects.count()).toBeGreaterThan(1);
  for (const select of await selects.all()) {
    const room = await select.evaluate((el) => {
      const style = getComputedStyle(el);
      const inner = el.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
      return { inner, line: Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2 };
    });
    expect(room.inner).toBeGreaterThanOrEqual(room.line);
  }

  const enabled = create.getByLabel("Registration link enabled");
  await enabled.uncheck();
  // A switch's parts are user-interface components: 3:1 against what is next to them (WCAG 1.4.11).
  // Polled: the track's colour moves over a short transition once the switch is turned off.
  await expect
    .poll(async () => {
      const [[knob = []] = [], [track = []] = []] = await Promise.all([
        computedColors(enabled, ["backgroundColor"], "::before"),
        computedColors(enabled, ["backgroundColor"]),
      ]);
      return contrastRatio(knob, track);
    })
    .toBeGreaterThanOrEqual(3);

  // A link that is not a web address is saved as typed, with a warning next to it and in the list.
  const title = unique("Sign-up at the desk");
  await enabled.check();
  await create.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await create.getByRole("textbox", { name: "Description", exact: true }).fill("Sign up at the club's desk.");
  await create.getByLabel("Date").fill("2027-02-10");
  await create.getByLabel("Time").fill("12:00");
  await create.getByRole("textbox", { name: "Location", exact: true }).fill("Building 63");
  await create.getByRole("textbox", { name: "Registration Link" }).fill("at the club desk");
  await expect(create.getByText("Not a web address: visitors get 'Registration Unavailable'.")).toBeVisible();
  await expect(create.getByRole("textbox", { name: "Registration Link" })).toHaveAccessibleDescription(
    "Not a web address: visitors get 'Registration Unavailable'.",
  );
  await create.getByRole("button", { name: "Create Event" }).click();
  await expectToast(page, "Success", "Event created successfully");
  await expect(record(page, title)).toContainText("Not a web address: visitors get 'Registration Unavailable'.");
  await expect(record(page, "Semester Welcome Meeting")).not.toContainText("Not a web address");
  await context.close();
});

test("the news list keeps words whole, and a gallery video is uploaded as a video, without where it was filmed", async ({
  browser,
}) => {
  const { context, page } = await adminOn(browser, "/admin-kfupm-aero/news", { viewport: { width: 390, height: 844 } });
  const external = record(page, "Club Wins AIAA Regional Design Award").getByText("External link:").locator("..");
  await expect(external).toContainText("(Read Full Article)");
  // Each word of the link text on one line: a word broken in two spans two.
  const words = await external.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const lines: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const start = text.indexOf("Read Full Article");
      if (start < 0) continue;
      for (const word of ["Read", "Full", "Article"]) {
        const at = text.indexOf(word, start);
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        lines.push(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size);
      }
    }
    return lines;
  });
  expect(words).toEqual([1, 1, 1]);

  await page.goto("/admin-kfupm-aero/gallery");
  await waitForHydration(page);
  const create = form(page, "Create Gallery Item");
  // A phone's video, with where it was filmed.
  const located = withLocation(readFileSync(path.resolve("demo/media/videos/club-loop.mp4")));
  await create
    .getByLabel("Image or Video")
    .setInputFiles({ name: "from-my-phone.mp4", mimeType: "video/mp4", buffer: located });
  await create.getByRole("button", { name: "Upload Video" }).click();
  await expectToast(page, "Success", "Video uploaded successfully");
  // The item is a video, as its file is.
  await expect(create.getByLabel("Media Type")).toHaveValue("video");
  // The stored video no longer says where it was filmed, and Chromium plays it.
  const address = await create.locator('input[name="imageUrl"]').inputValue();
  const stored = Buffer.from(await (await page.request.get(address)).body());
  expect(stored.includes(Buffer.from(LOCATION))).toBe(false);
  const played = await page.evaluate(async (src) => {
    const video = document.createElement("video");
    video.muted = true;
    video.src = src;
    await new Promise((resolve, reject) => {
      video.onloadeddata = resolve;
      video.onerror = () => reject(new Error(`video error ${video.error?.code}`));
    });
    return { duration: video.duration, width: video.videoWidth, ready: video.readyState };
  }, address);
  expect(played.duration).toBeGreaterThan(0);
  expect(played.width).toBeGreaterThan(0);
  expect(played.ready).toBeGreaterThanOrEqual(2);
  await context.close();
});

test("a select offers the spec's admin values first, the public pages' other values in a labelled group, each once", async ({
  browser,
}) => {
  const { context, page } = await adminOn(browser, "/admin-kfupm-aero/projects");
  const category = form(page, "Create Project").getByLabel("Category");
  const options = await category.evaluate((select: HTMLSelectElement) =>
    [...select.options].map((option) => ({
      label: option.label,
      group: option.parentElement instanceof HTMLOptGroupElement ? option.parentElement.label : null,
    })),
  );
  expect(options.slice(0, 4)).toEqual(
    ["Aerospace", "Research", "Competition", "Educational"].map((label) => ({ label, group: null })),
  );
  const more = options.slice(4);
  expect(more.length).toBeGreaterThan(0);
  expect(more.every((option) => option.group === "Also shown on the public pages")).toBe(true);
  // No two options that differ only in case or number ('Competition' and 'Competitions').
  const keys = options.map((option) => option.label.toLowerCase().replace(/s$/, ""));
  expect(new Set(keys).size).toBe(keys.length);
  await context.close();
});
