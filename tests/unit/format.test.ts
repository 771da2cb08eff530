import { describe, expect, it } from "vitest";
import { fileSize, formatLocalDate, formatLocalTime, initials, localeFromAcceptLanguage, truncate } from "~/lib/format";

describe("truncate", () => {
  it("cuts at the limit and adds '...'", () => {
    expect(truncate("a".repeat(151), 150)).toBe(`${"a".repeat(150)}...`);
  });
  it("leaves text at or under the limit alone", () => {
    expect(truncate("a".repeat(150), 150)).toBe("a".repeat(150));
    expect(truncate("", 150)).toBe("");
  });
});

describe("initials", () => {
  it.each([
    ["Sara Al-Qahtani", "SA"],
    ["abdullah", "A"],
    ["Khalid bin Saleh Al-Anazi", "KB"],
    ["  noura   al-shehri ", "NA"],
    ["", ""],
  ])("%s gives %s", (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});

describe("dates and times", () => {
  it("formats a calendar date in the visitor's format without shifting the day", () => {
    expect(formatLocalDate("2026-12-03", "en-US")).toBe("12/3/2026");
    expect(formatLocalDate("2026-12-03", "en-GB")).toBe("03/12/2026");
  });
  it("formats a time of day in the visitor's format", () => {
    expect(formatLocalTime("17:00:00", "en-US")).toBe("5:00 PM");
    expect(formatLocalTime("19:05", "en-GB")).toBe("19:05");
  });
  it("writes dates as the visitor's region does, month or day first, from the first valid tag of Accept-Language", () => {
    expect(localeFromAcceptLanguage("en-GB,en;q=0.9")).toBe("en-GB");
    expect(localeFromAcceptLanguage(null)).toBe("en-US");
    expect(localeFromAcceptLanguage("*")).toBe("en-US");
    expect(localeFromAcceptLanguage("en")).toBe("en-US");
    expect(localeFromAcceptLanguage("es-US")).toBe("en-US");
    expect(localeFromAcceptLanguage("not a locale!!, fr-FR")).toBe("en-GB");
    expect(localeFromAcceptLanguage("ar-SA,ar;q=0.9")).toBe("en-GB");
    expect(localeFromAcceptLanguage("en-US-u-nu-arab")).toBe("en-US");
  });
});

describe("fileSize", () => {
  it("reads as people write sizes", () => {
    expect(fileSize(0)).toBe("0 bytes");
    expect(fileSize(1)).toBe("1 byte");
    expect(fileSize(1023)).toBe("1023 bytes");
    expect(fileSize(1024)).toBe("1.0 KB");
    expect(fileSize(348_160)).toBe("340 KB");
    expect(fileSize(1.25 * 1024 * 1024)).toBe("1.3 MB");
    expect(fileSize(3.4 * 1024 ** 3)).toBe("3.4 GB");
  });
});
