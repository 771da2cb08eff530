import { describe, expect, it } from "vitest";
import { hasArabicVersion, issueIn, versionFor } from "~/features/newsletter/record";
import { fill } from "~/i18n/words";
import { newsletterMailWords } from "~/i18n/words.server";

const issue = {
  subject: "December at the club",
  preheader: "A launch and a workshop",
  body: "The rocket flew.",
  subjectAr: "ديسمبر في النادي",
  preheaderAr: "",
  bodyAr: "حلّق الصاروخ.",
  slug: "december-at-the-club",
};

describe("an issue's version", () => {
  it("is Arabic for a reader who chose Arabic only when its Arabic text is written", () => {
    expect(versionFor(issue, "ar")).toBe("ar");
    expect(versionFor(issue, "en")).toBe("en");
    expect(versionFor({ bodyAr: "  " }, "ar")).toBe("en");
    expect(versionFor({ bodyAr: null }, "ar")).toBe("en");
    expect(hasArabicVersion({ bodyAr: "نص" })).toBe(true);
  });

  it("reads in English unchanged", () => {
    expect(issueIn(issue, "en")).toEqual({
      subject: "December at the club",
      preheader: "A launch and a workshop",
      body: "The rocket flew.",
      slug: "december-at-the-club",
      englishOnly: [],
    });
  });

  it("has no English preheader in its Arabic version, so that its line is the start of its Arabic text", () => {
    expect(issueIn(issue, "ar")).toEqual({
      subject: "ديسمبر في النادي",
      preheader: "",
      body: "حلّق الصاروخ.",
      slug: "december-at-the-club",
      englishOnly: [],
    });
    expect(issueIn({ ...issue, preheaderAr: "إطلاق" }, "ar").preheader).toBe("إطلاق");
  });

  it("falls back to each English text on an Arabic page when it has no Arabic version", () => {
    const english = issueIn({ ...issue, subjectAr: null, bodyAr: null }, "ar");
    expect(english).toMatchObject({ subject: "December at the club", preheader: "A launch and a workshop" });
    expect(english.englishOnly).toEqual(["subject", "preheader", "body"]);
  });
});

describe("the newsletter's email words", () => {
  it("are today's English strings, and Arabic in every Arabic text", () => {
    const english = newsletterMailWords("en");
    expect(fill(english.confirmation.subject, { club: "KFUPM Aerospace Club" })).toBe(
      "Confirm your subscription to the KFUPM Aerospace Club newsletter",
    );
    expect(fill(english.issue.kicker, { club: "KFUPM Aerospace Club" })).toBe("KFUPM Aerospace Club · Newsletter");
    const texts = (words: object): string[] =>
      Object.values(words).flatMap((value) => (typeof value === "string" ? [value] : texts(value as object)));
    const arabic = texts(newsletterMailWords("ar"));
    expect(arabic).toHaveLength(texts(english).length);
    for (const text of arabic) expect(text, text).toMatch(/[\u0600-\u06FF]/);
  });
});
