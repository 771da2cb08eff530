import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publicWords as arabic } from "~/i18n/ar";
import { keepPublicWords, loadedPublicWords } from "~/i18n/dictionaries";
import { publicWords as english } from "~/i18n/en";
import { directionOf, englishPath, languageOfPath, pathIn } from "~/i18n/language";
import { fill, type PluralForms, plural } from "~/i18n/words";
import { publicWordsFile, publicWordsUrl } from "~/i18n/words.server";
import { ARABIC_LOCALE, formatLocalDate, pageLocale } from "~/lib/format";
import { loader as wordsFileLoader } from "~/routes/resources/words";

const pluralCategories = new Set(["zero", "one", "two", "few", "many", "other"]);
/** Plural forms: each language writes those it has. */
const isPlural = (value: object) => "other" in value && Object.keys(value).every((key) => pluralCategories.has(key));

/** Every key path of a dictionary, a set of plural forms counting as one text. */
function shape(words: object, prefix = ""): string[] {
  return Object.entries(words).flatMap(([key, value]) =>
    typeof value === "string" || isPlural(value as object)
      ? [`${prefix}${key}`]
      : shape(value as object, `${prefix}${key}.`),
  );
}

function texts(words: object): string[] {
  return Object.values(words).flatMap((value) => (typeof value === "string" ? [value] : texts(value as object)));
}

describe("the dictionaries", () => {
  it("have the same keys in both languages", () => {
    expect(shape(arabic).sort()).toEqual(shape(english).sort());
  });

  it("write every Arabic text in Arabic, never an English text left over", () => {
    const englishTexts = new Set(texts(english));
    for (const text of texts(arabic)) {
      expect(englishTexts.has(text), text).toBe(false);
      expect(text, text).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("keep the spec's English labels as written", () => {
    expect(english.site.nav).toMatchObject({ home: "Home", about: "About", contact: "Contact" });
    expect(english.site.footer.quickLinks).toBe("Quick Links");
    expect(fill(english.site.footer.copyright, { year: 2026, club: "KFUPM Aerospace Club" })).toBe(
      "© 2026 KFUPM Aerospace Club. All rights reserved.",
    );
  });

  it("reach the browser only as a file of the page's language: no module but the server's imports them", () => {
    const app = path.resolve("app");
    const files = readdirSync(app, { recursive: true, encoding: "utf8" }).filter((file) => /\.tsx?$/.test(file));
    const importers = files.filter((file) =>
      // A type-only import is erased before the browser's bundle is made.
      /(^import (?!type\b)[^;]*from |import\()"(~\/i18n|\.\.?)\/(en|ar)(\/[\w-]+)?"/m.test(
        readFileSync(path.join(app, file), "utf8"),
      ),
    );
    expect(importers.map((file) => file.split(path.sep).join("/"))).toEqual(["i18n/words.server.ts"]);
  });
});

describe("the public words' file", () => {
  const fetchWords = (file: string) =>
    wordsFileLoader({ params: { file } } as unknown as Parameters<typeof wordsFileLoader>[0]);

  it("holds every public word of its language, at an address named by its version", async () => {
    const url = publicWordsUrl("ar");
    const { version } = publicWordsFile("ar");
    expect(url).toBe(`/resources/words/ar.${version}.json`);
    expect(publicWordsFile("en").version).not.toBe(version);
    const answer = await fetchWords(`ar.${version}.json`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(answer.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(await answer.json()).toEqual(arabic);
  });

  it("gives an earlier version's address the current words, not kept, and knows no other language", async () => {
    const earlier = await fetchWords("en.000000000000.json");
    expect(earlier.status).toBe(200);
    expect(earlier.headers.get("Cache-Control")).toBe("no-cache");
    expect(await earlier.json()).toEqual(english);
    for (const file of ["fr.000000000000.json", "en.json", "../en.json", "en"]) {
      expect((await fetchWords(file)).status).toBe(404);
    }
  });

  it("are at hand where they were kept, and only there", () => {
    expect(loadedPublicWords("ar")).toBeUndefined();
    keepPublicWords("ar", arabic);
    expect(loadedPublicWords("ar")).toBe(arabic);
    expect(loadedPublicWords("en")).toBeUndefined();
  });
});

describe("plural forms", () => {
  const days: PluralForms = {
    zero: "لا أيام",
    one: "يوم واحد",
    two: "يومان",
    few: "{count} أيام",
    many: "{count} يومًا",
    other: "{count} يوم",
  };

  it("take Arabic's six forms for 0, 1, 2, 3, 11 and 100", () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => plural("ar", days, count))).toEqual([
      "لا أيام",
      "يوم واحد",
      "يومان",
      "3 أيام",
      "11 يومًا",
      "100 يوم",
    ]);
  });

  it("take English's one and other, with the count written as given", () => {
    const items: PluralForms = { one: "{count} item", other: "{count} items" };
    expect([0, 1, 2, 11].map((count) => plural("en", items, count))).toEqual([
      "0 items",
      "1 item",
      "2 items",
      "11 items",
    ]);
    expect(plural("en", items, 1200, "1,200")).toBe("1,200 items");
  });

  it("fall back to the other form where a language's form is not written", () => {
    expect(plural("ar", { other: "{count} عنصر" }, 2)).toBe("2 عنصر");
  });
});

describe("fill", () => {
  it("writes each named value in and leaves an unknown name as written", () => {
    expect(fill("{a} and {b}, {c}", { a: 1, b: "two" })).toBe("1 and two, {c}");
    expect(fill("{constructor}", {})).toBe("{constructor}");
  });
});

describe("addresses in two languages", () => {
  it("read Arabic under /ar and English everywhere else", () => {
    expect(["/ar", "/ar/events", "/ar/news/launch"].map(languageOfPath)).toEqual(["ar", "ar", "ar"]);
    expect(["/", "/events", "/arabic-night", "/article"].map(languageOfPath)).toEqual(["en", "en", "en", "en"]);
  });

  it("read a data request in its page's language, the Arabic home's (/ar.data) too", () => {
    expect(["/ar.data", "/ar/events.data", "/ar/_.data"].map(languageOfPath)).toEqual(["ar", "ar", "ar"]);
    expect(["/_root.data", "/_.data", "/events.data", "/ardata"].map(languageOfPath)).toEqual(["en", "en", "en", "en"]);
  });

  it("give the same page's address in each language, and back", () => {
    expect(pathIn("ar", "/")).toBe("/ar");
    expect(pathIn("ar", "/events/flight-night")).toBe("/ar/events/flight-night");
    expect(pathIn("ar", "/#people")).toBe("/ar#people");
    expect(pathIn("en", "/events")).toBe("/events");
    expect(pathIn("ar", "#register")).toBe("#register");
    expect(pathIn("ar", "https://example.org/x")).toBe("https://example.org/x");
    expect(pathIn("ar", "//cdn.example.org/x")).toBe("//cdn.example.org/x");
    expect(englishPath("/ar")).toBe("/");
    expect(englishPath("/ar/events/flight-night")).toBe("/events/flight-night");
    expect(englishPath("/arabic-night")).toBe("/arabic-night");
  });

  it("lay Arabic out right to left", () => {
    expect(directionOf("ar")).toBe("rtl");
    expect(directionOf("en")).toBe("ltr");
  });
});

describe("dates and digits on Arabic pages", () => {
  it("are Gregorian, with Arabic month names and Latin digits, whatever the browser asks for", () => {
    expect(pageLocale("/ar/events", "en-US")).toBe(ARABIC_LOCALE);
    expect(pageLocale("/events", "en-US")).toBe("en-US");
    expect(formatLocalDate("2026-12-01", ARABIC_LOCALE, { dateStyle: "long" })).toBe("1 ديسمبر 2026");
    expect(new Intl.NumberFormat(ARABIC_LOCALE).format(1234)).toBe("1,234");
  });
});
