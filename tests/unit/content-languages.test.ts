import { describe, expect, it } from "vitest";
import { bilingual, formSchema, list, markdown, text } from "~/content/fields";
import { englishMarks, localized, textAttributes } from "~/i18n/content";

describe("a record read in a language", () => {
  const record = {
    id: "1",
    title: "Rocket Workshop",
    titleAr: "ورشة الصواريخ",
    description: "Build a rocket.",
    descriptionAr: "  ",
    location: "Building 22",
    locationAr: null,
    achievements: ["First place"],
    achievementsAr: [] as string[],
    excerpt: null,
    excerptAr: null,
  };

  it("gives English pages the English texts, without the Arabic fields", () => {
    const english = localized(record, "en");
    expect(english).toEqual({
      id: "1",
      title: "Rocket Workshop",
      description: "Build a rocket.",
      location: "Building 22",
      achievements: ["First place"],
      excerpt: null,
      englishOnly: [],
    });
  });

  it("gives Arabic pages the Arabic texts where written, and names the English ones", () => {
    const arabic = localized(record, "ar");
    expect(arabic.title).toBe("ورشة الصواريخ");
    expect(arabic.description).toBe("Build a rocket.");
    expect(arabic.location).toBe("Building 22");
    expect(arabic.achievements).toEqual(["First place"]);
    // A text empty in both languages is not "shown in English".
    expect(arabic.englishOnly).toEqual(["description", "location", "achievements"]);
    expect(Object.keys(arabic).some((key) => key.endsWith("Ar"))).toBe(false);
  });

  it("marks an English text on an Arabic page as English, left to right", () => {
    const arabic = localized(record, "ar");
    expect(textAttributes(arabic, "description")).toEqual({ lang: "en", dir: "ltr" });
    expect(textAttributes(arabic, "title")).toEqual({ dir: "auto" });
    expect(englishMarks(arabic, "location")).toEqual({ lang: "en", dir: "ltr" });
    expect(englishMarks(arabic, "title")).toEqual({});
  });
});

describe("a field and its Arabic version", () => {
  const fields = [
    ...bilingual(text("title", "Title", { required: true })),
    ...bilingual(markdown("content", "Content", { required: true, pictures: null })),
    ...bilingual(list("achievements", "Achievements")),
  ] as const;
  const schema = formSchema(fields);

  it("names the Arabic column, labels it, and marks it as Arabic", () => {
    expect(fields.map((field) => field.name)).toEqual([
      "title",
      "titleAr",
      "content",
      "contentAr",
      "achievements",
      "achievementsAr",
    ]);
    expect(fields[1].label).toBe("Title (Arabic)");
    expect(fields[1].arabicOf).toBe("title");
    expect(fields[1].required).toBe(false);
    // Short texts side by side; Markdown one under the other, for its preview.
    expect([fields[0].half, fields[1].half, fields[2].half, fields[3].half]).toEqual([true, true, false, false]);
  });

  it("reads an empty Arabic text as none, and checks a written one as its English twin is checked", () => {
    const empty = schema.safeParse({ title: "T", content: "C" });
    expect(empty.success && empty.data).toMatchObject({ titleAr: null, contentAr: null, achievementsAr: [] });
    const written = schema.safeParse({ title: "T", titleAr: " عنوان ", content: "C", achievementsAr: "أول، ثاني" });
    expect(written.success && written.data).toMatchObject({ titleAr: "عنوان", achievementsAr: ["أول", "ثاني"] });
    const tooLong = schema.safeParse({ title: "T", content: "C", contentAr: "ا".repeat(200_000) });
    expect(tooLong.success).toBe(false);
  });
});
