import { writeFile } from "node:fs/promises";
import { type Browser, chromium } from "@playwright/test";
import sharp from "sharp";
import { chromiumArgs, findChromium } from "../../scripts/chromium";

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A video file Chromium plays as its camera (Y4M, 4:2:0): a few frames of `picture` held up on white,
 * as a phone at the door sees an email's QR code.
 */
async function cameraVideo(picture: Buffer): Promise<Buffer> {
  const side = 360;
  const shown = await sharp(picture)
    .flatten({ background: "#ffffff" })
    .resize(side, side, { kernel: "nearest" })
    .toBuffer();
  const luma = await sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: "#ffffff" } })
    .composite([{ input: shown, left: (WIDTH - side) / 2, top: (HEIGHT - side) / 2 }])
    .toColourspace("b-w")
    .raw()
    .toBuffer();
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`),
    ...Array(5).fill(frame),
  ]);
}

const launched = new Set<Browser>();

/**
 * A Chromium whose camera shows `picture` (written to `file`), over and over. A spec that starts
 * one closes it after each test with `test.afterEach(closeCameras)`, passed or failed.
 */
export async function browserWithCamera(picture: Buffer, file: string): Promise<Browser> {
  await writeFile(file, await cameraVideo(picture));
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: [...chromiumArgs, "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${file}`],
  });
  launched.add(browser);
  return browser;
}

export async function closeCameras(): Promise<void> {
  await Promise.all([...launched].map((browser) => browser.close()));
  launched.clear();
}
