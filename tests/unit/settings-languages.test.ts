import { describe, expect, it } from "vitest";
import { settingsIn } from "~/features/settings/service/site-settings.server";
import { settingsWords } from "~/i18n/words.server";
import { settingsTexts } from "~/lib/site-settings";
import { defaultSettings } from "~/lib/site-settings-defaults";

const stored = { ...defaultSettings, timeZone: "Asia/Riyadh" };

describe("the settings' texts in a page's language", () => {
  it("start in English with the texts the site started with, and in Arabic with Arabic of their own", () => {
    const english = settingsWords("en");
    const arabic = settingsWords("ar");
    for (const key of settingsTexts) {
      expect(english[key], key).toBe(defaultSettings[key]);
      expect(arabic[key], key).toMatch(/[\u0600-\u06FF]/);
      expect(arabic[key], key).not.toBe(english[key]);
    }
    // The contact page reads the office hours as rows of days and hours, in Arabic too.
    expect(arabic.officeHours.split("\n").every((line) => line.includes(": "))).toBe(true);
  });

  it("are the English on English pages, without the Arabic versions", () => {
    const page = settingsIn({ ...stored, taglineAr: "نحو المدار" }, "en");
    expect(page.tagline).toBe(defaultSettings.tagline);
    expect(page.englishOnly).toEqual([]);
    expect(Object.keys(page).some((key) => key.endsWith("Ar"))).toBe(false);
  });

  it("are, on Arabic pages, the Arabic written, else the Arabic default of an unchanged text, else the English", () => {
    const page = settingsIn(
      {
        ...stored,
        taglineAr: "نحو المدار",
        clubName: "Orbital Society",
        replyNote: "We answer within two days.",
        replyNoteAr: "   ",
      },
      "ar",
    );
    expect(page.tagline).toBe("نحو المدار");
    expect(page.heroText).toBe(settingsWords("ar").heroText);
    expect(page.clubName).toBe("Orbital Society");
    expect(page.replyNote).toBe("We answer within two days.");
    expect(page.englishOnly).toEqual(["clubName", "replyNote"]);
    // What is not a text is as stored.
    expect(page).toMatchObject({ shortName: "KFUPM Aero", awardsNasa: 3, timeZone: "Asia/Riyadh" });
  });
});
