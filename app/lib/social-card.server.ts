import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import type { Language } from "~/i18n/language";
import { ARABIC_LOCALE, formatLocalDate, longDate } from "~/lib/format";
import { env } from "./env.server";
import { excerpt } from "./format";
import { loadSharp } from "./sharp.server";

/**
 * The picture a shared link to a record's page shows when the record has none of its own: a
 * 1200 x 630 JPEG with the record's title, a line saying what it is (an event and its date, an
 * article and its day, a project and its field) and the club's name, in the site's colours.
 *
 * The text is laid out by sharp's text input (Pango), which shapes every script: Arabic letters
 * join and run right to left. The fonts ship with the site (Noto Sans and Noto Sans Arabic, from
 * npm), so a card looks the same on a server with no fonts installed.
 */

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface CardText {
  title: string;
  /** What the record is: "Event · December 10, 2026". */
  kicker: string;
  clubName: string;
}

const require = createRequire(import.meta.url);
const fonts = {
  bold: require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
  regular: require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  arabic: require.resolve("@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf"),
};

let fontsLoaded: Promise<void> | undefined;

/**
 * Makes every font known to Pango before the first card: sharp registers a font file when text
 * first names it, and a title in Arabic finds the Arabic font among those registered.
 */
function loadFonts(): Promise<void> {
  fontsLoaded ??= loadSharp()
    .then((sharp) =>
      Promise.all(
        Object.values(fonts).map((fontfile) =>
          sharp({ text: { text: ".", fontfile } })
            .png()
            .toBuffer(),
        ),
      ),
    )
    .then(() => undefined);
  return fontsLoaded;
}

/** Text as Pango markup holds it. */
function markupText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** One block of text as a transparent PNG, wrapped at `width`. */
async function textBlock(
  text: string,
  options: { font: string; size: number; colour: string; width: number; fontfile: string },
): Promise<{ image: Buffer; height: number }> {
  const sharp = await loadSharp();
  const image = await sharp({
    text: {
      text: `<span foreground="${options.colour}">${markupText(text)}</span>`,
      font: `${options.font} ${options.size}`,
      fontfile: options.fontfile,
      width: options.width,
      rgba: true,
      // A word longer than the line is broken where it must be, not left to run off the card.
      wrap: "word-char",
      // Pango's own size, not one scaled to a resolution: 72 dots per inch make a point a pixel.
      dpi: 72,
    },
  })
    .png()
    .toBuffer();
  const { height = 0 } = await sharp(image).metadata();
  return { image, height };
}

const MARGIN = 96;
const TEXT_WIDTH = CARD_WIDTH - 2 * MARGIN;
/** The room the title has between the kicker and the club's name. */
const TITLE_HEIGHT = 330;
/** Title sizes, largest first: a long title takes the first that fits. */
const TITLE_SIZES = [72, 62, 54, 46, 40, 34];

/** The title at the largest size that fits its room; at the smallest, cut to it. */
async function titleBlock(title: string): Promise<{ image: Buffer; height: number }> {
  for (const size of TITLE_SIZES) {
    const block = await textBlock(title, {
      font: "Noto Sans Bold",
      size,
      colour: "#ffffff",
      width: TEXT_WIDTH,
      fontfile: fonts.bold,
    });
    if (block.height <= TITLE_HEIGHT) return block;
  }
  const smallest = await textBlock(title, {
    font: "Noto Sans Bold",
    size: TITLE_SIZES.at(-1) ?? 34,
    colour: "#ffffff",
    width: TEXT_WIDTH,
    fontfile: fonts.bold,
  });
  const sharp = await loadSharp();
  const image = await sharp(smallest.image)
    .extract({
      left: 0,
      top: 0,
      width: (await sharp(smallest.image).metadata()).width ?? TEXT_WIDTH,
      height: TITLE_HEIGHT,
    })
    .png()
    .toBuffer();
  return { image, height: TITLE_HEIGHT };
}

/** The card's background: the site's navy to blue, with an orbit and a rising trail. */
const background = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#0b1530"/>
      <stop offset="1" stop-color="#1d3f8f"/>
    </linearGradient>
  </defs>
  <rect width="${CARD_WIDTH}" height="${CARD_HEIGHT}" fill="url(#sky)"/>
  <ellipse cx="1060" cy="90" rx="420" ry="150" fill="none" stroke="#7dd3fc" stroke-opacity="0.18" stroke-width="3" transform="rotate(-18 1060 90)"/>
  <circle cx="1188" cy="18" r="9" fill="#7dd3fc" fill-opacity="0.55"/>
  <rect x="0" y="${CARD_HEIGHT - 12}" width="${CARD_WIDTH}" height="12" fill="#38bdf8"/>
</svg>`,
);

/** The most characters of a title a card draws: more never fit its room at the smallest size. */
const CARD_TITLE_LENGTH = 160;
/** The most characters of a kicker or of the club's name a card draws (each one line). */
const CARD_LINE_LENGTH = 80;

/**
 * What a card draws of a text: one line of it, cut at a word within `max` characters, with at
 * most two marks on a letter (Arabic's vowel marks need no more; a heap of combining marks is
 * noise that takes the text shaper seconds).
 */
export function cardText(text: string, max: number): string {
  const line = text
    .normalize("NFC")
    .replace(/\s+/g, " ")
    .replace(/(\p{M}{2})\p{M}+/gu, "$1")
    .trim();
  return excerpt(line, max);
}

/** The card of a record, as a JPEG, drawing a bounded part of each text. */
export async function renderCard(written: CardText): Promise<Buffer> {
  await loadFonts();
  const text = {
    title: cardText(written.title, CARD_TITLE_LENGTH),
    kicker: cardText(written.kicker, CARD_LINE_LENGTH),
    clubName: cardText(written.clubName, CARD_LINE_LENGTH),
  };
  const kicker = await textBlock(text.kicker, {
    font: "Noto Sans",
    size: 30,
    colour: "#7dd3fc",
    width: TEXT_WIDTH,
    fontfile: fonts.regular,
  });
  const title = await titleBlock(text.title);
  const club = await textBlock(text.clubName, {
    font: "Noto Sans Bold",
    size: 30,
    colour: "#e2e8f0",
    width: TEXT_WIDTH,
    fontfile: fonts.bold,
  });
  const titleTop = 150 + Math.max(0, Math.round((TITLE_HEIGHT - title.height) / 2));
  const sharp = await loadSharp();
  return sharp(background)
    .composite([
      { input: kicker.image, top: 78, left: MARGIN },
      { input: title.image, top: titleTop, left: MARGIN },
      { input: club.image, top: CARD_HEIGHT - 60 - club.height, left: MARGIN },
    ])
    .flatten({ background: "#0b1530" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

/**
 * The card shown when a record's card cannot be made: the background and the club's name, or the
 * background alone. A page's picture is never missing.
 */
export async function fallbackCard(clubName: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const plain = () => sharp(background).flatten({ background: "#0b1530" }).jpeg({ quality: 82 }).toBuffer();
  try {
    await loadFonts();
    const club = await textBlock(cardText(clubName, CARD_LINE_LENGTH), {
      font: "Noto Sans Bold",
      size: 48,
      colour: "#ffffff",
      width: TEXT_WIDTH,
      fontfile: fonts.bold,
    });
    return await sharp(background)
      .composite([{ input: club.image, top: Math.round((CARD_HEIGHT - club.height) / 2), left: MARGIN }])
      .flatten({ background: "#0b1530" })
      .jpeg({ quality: 82 })
      .toBuffer();
  } catch {
    return plain();
  }
}

function cardFile(collection: string, id: string, version: number, language: Language): string {
  return path.join(
    env().DATA_DIR,
    "cache",
    "cards",
    collection,
    `${id}-${version}${language === "en" ? "" : `.${language}`}.jpg`,
  );
}

/** A date on a card in `language` ("December 18, 2026", or its Arabic with Latin digits). */
export function cardDate(iso: string, language: Language): string {
  return language === "en" ? longDate(iso) : formatLocalDate(iso, ARABIC_LOCALE, { dateStyle: "long" });
}

/** Cards being made now, by file: a burst of requests for a new card makes it once. */
const making = new Map<string, Promise<Buffer>>();

/**
 * The card of a record at a version: made once and then read from the cache in DATA_DIR/cache,
 * like the resized copies of pictures. Making it removes the cards of the record's earlier
 * versions. A card that cannot be made is kept as the fallback card, so that it is not tried again
 * and again: the record's next version tries anew.
 */
export async function recordCard(
  collection: string,
  record: { id: string; version: number; language?: Language },
  text: CardText,
  render: (text: CardText) => Promise<Buffer> = renderCard,
): Promise<Buffer> {
  const file = cardFile(collection, record.id, record.version, record.language ?? "en");
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  let made = making.get(file);
  if (!made) {
    made = makeCard(file, record.id, text, render).finally(() => making.delete(file));
    making.set(file, made);
  }
  return made;
}

async function makeCard(
  file: string,
  id: string,
  text: CardText,
  render: (text: CardText) => Promise<Buffer>,
): Promise<Buffer> {
  const card = await render(text).catch(async (error: Error) => {
    console.error(`[cards] the card of ${id} could not be made, the fallback is kept: ${error.message}`);
    return fallbackCard(text.clubName);
  });
  const folder = path.dirname(file);
  await mkdir(folder, { recursive: true });
  const partial = `${file}.${randomUUID()}.tmp`;
  await writeFile(partial, card);
  await rename(partial, file);
  for (const name of await readdir(folder)) {
    if (name.startsWith(`${id}-`) && path.join(folder, name) !== file && name.endsWith(".jpg")) {
      await rm(path.join(folder, name), { force: true });
    }
  }
  return card;
}
