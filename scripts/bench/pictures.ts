import { type Browser, chromium } from "@playwright/test";
import sharp from "sharp";
import { chromiumArgs, findChromium } from "../chromium.ts";
import { benchAdmin, createBenchAdmin } from "./site.ts";

/** A phone held upright: the width most phones give a page, and the screen density of most of them. */
export const phone = { width: 390, height: 844, deviceScaleFactor: 3 } as const;

export async function openChromium(): Promise<Browser> {
  const executablePath = findChromium();
  if (!executablePath) throw new Error("No Chromium on this machine: run `npx tsx scripts/ensure-chromium.ts` first.");
  return chromium.launch({ executablePath, args: chromiumArgs });
}

/**
 * The bytes of pictures a page loads on a phone when read to its end, in a browser with nothing
 * cached: the bodies of every image response (what `<img>`, `srcset`, posters and CSS ask for),
 * after the page has been scrolled to its end in half-screen steps, so that lazy pictures load, and
 * the network has gone quiet.
 */
export async function pictureBytesOf(
  browser: Browser,
  url: string,
  screen: { width: number; height: number; deviceScaleFactor: number } = phone,
): Promise<{ bytes: number; pictures: number }> {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "image") sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(url, { waitUntil: "load" });
    // Expressions rather than functions with names inside: tsx would wrap those in a helper the page lacks.
    for (let steps = 0; steps < 200; steps++) {
      const atEnd = await page.evaluate("window.scrollY + window.innerHeight >= document.documentElement.scrollHeight");
      if (atEnd) break;
      await page.evaluate("window.scrollBy(0, window.innerHeight / 2)");
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState("networkidle");
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    const bytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
    return { bytes, pictures: sizes.length };
  } finally {
    await context.close();
  }
}

/**
 * A portrait as a phone camera gives it, at the size the site stores at most (2560 px square): a
 * demo portrait enlarged, with the fine grain of a photo, so that its file weighs what a photo does
 * (about 2.4 MB as JPEG) rather than what a flat picture would.
 */
export async function cameraPortrait(demoPortrait: string, side = 2560): Promise<Buffer> {
  const base = await sharp(demoPortrait).removeAlpha().resize(side, side).raw().toBuffer();
  const grain = await sharp({
    create: {
      width: side,
      height: side,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 14 },
    },
  })
    .raw()
    .toBuffer();
  const photo = Buffer.alloc(base.length);
  for (let i = 0; i < photo.length; i++)
    photo[i] = Math.max(0, Math.min(255, (base[i] ?? 0) + (grain[i] ?? 128) - 128));
  return sharp(photo, { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * Gives the first team members a new portrait each, the way an admin does: an admin account made
 * with the command-line tool (handed to the running site), then, in the browser, the team page's
 * Edit, the picture chosen in the Photo field (uploaded with the save) and Update.
 */
export async function uploadPortraits(
  browser: Browser,
  base: string,
  dataDir: string,
  portraits: Buffer[],
): Promise<void> {
  createBenchAdmin(dataDir);
  const context = await browser.newContext({ baseURL: base });
  try {
    const page = await context.newPage();
    await page.goto("/admin-kfupm-aero");
    await page.getByLabel("Email").fill(benchAdmin.email);
    await page.getByLabel("Password").fill(benchAdmin.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL("**/admin-kfupm-aero/dashboard");
    for (const [i, portrait] of portraits.entries()) {
      await page.goto("/admin-kfupm-aero/team");
      // Once the page's script runs, the form uploads the chosen picture with the save.
      await page.waitForFunction(() => document.querySelectorAll('input[name="redirectTo"]').length === 0);
      await page
        .getByRole("region", { name: "Records" })
        .getByRole("link", { name: /^Edit / })
        .nth(i)
        .click();
      const form = page.getByRole("form", { name: "Edit Team Member" });
      await form
        .getByLabel("Photo")
        .setInputFiles({ name: `portrait-${i}.jpg`, mimeType: "image/jpeg", buffer: portrait });
      await form.getByRole("button", { name: "Update Team Member" }).click();
      await page.getByText("Team member updated successfully").first().waitFor({ timeout: 60_000 });
    }
  } finally {
    await context.close();
  }
}
