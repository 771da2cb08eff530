import { describe, expect, it } from "vitest";
import { localizedArticle } from "~/features/news/localized";
import type { ArticleRecord } from "~/features/news/record";

const stored: ArticleRecord = {
  id: "00000000-0000-4000-8000-000000000001",
  title: "Lab Opens",
  slug: "lab-opens",
  content: "The lab is open.",
  excerpt: "A new lab.",
  author: "Media Team",
  publishedDate: "2026-11-20",
  isPublished: true,
  featuredImageUrl: null,
  articleLink: null,
  linkText: "Read Full Article",
  titleAr: "افتتاح المختبر",
  contentAr: "المختبر مفتوح.",
  excerptAr: "مختبر جديد.",
  linkTextAr: null,
  version: 1,
  createdAt: new Date("2026-11-20T08:00:00Z"),
  updatedAt: new Date("2026-11-20T08:00:00Z"),
};

describe("an article read in a language", () => {
  it("is summed up by the excerpt written with its content", () => {
    expect(localizedArticle(stored, "ar")).toMatchObject({ content: "المختبر مفتوح.", excerpt: "مختبر جديد." });
    expect(localizedArticle(stored, "en")).toMatchObject({ content: "The lab is open.", excerpt: "A new lab." });
  });

  it("in Arabic, never puts the English excerpt beside Arabic content: it is summed up from the Arabic instead", () => {
    const article = localizedArticle({ ...stored, excerptAr: null }, "ar");
    expect(article.content).toBe("المختبر مفتوح.");
    expect(article.excerpt).toBeNull();
    expect(article.englishOnly).toEqual(["linkText"]);
  });

  it("in Arabic, keeps the English excerpt with English content, and names both", () => {
    const article = localizedArticle({ ...stored, contentAr: null, excerptAr: null }, "ar");
    expect(article).toMatchObject({ content: "The lab is open.", excerpt: "A new lab." });
    expect(article.englishOnly).toEqual(["content", "excerpt", "linkText"]);
    expect(Object.keys(article).some((key) => key.endsWith("Ar"))).toBe(false);
  });
});
