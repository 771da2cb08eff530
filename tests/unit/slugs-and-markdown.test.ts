import { describe, expect, it } from "vitest";
import { firstFreeSlug, isSlugOf, slugFrom, withSlugs } from "~/content/slugs.server";
import { markdownToHtml, markdownToText } from "~/lib/markdown.server";
import { markdownLimits, markdownProblem } from "~/lib/markdown-limits";
import { isSlug, SLUG_MAX_LENGTH, typedSlug } from "~/lib/slug";

describe("slugs", () => {
  it("are readable ASCII made from titles in any script", () => {
    expect(slugFrom("Rocket Workshop 2026!", "event")).toBe("rocket-workshop-2026");
    expect(slugFrom("Café Crème — été", "event")).toBe("cafe-creme-ete");
    expect(slugFrom("Ünïcödé & Ça va?", "event")).toBe("unicode-ca-va");
    // Arabic without its vowels is unreadable in Latin letters: the record's day and a short code.
    const arabic = slugFrom("ورشة الصواريخ", "event", "2026-12-18");
    expect(arabic).toMatch(/^2026-12-18-[0-9a-v]{4}$/);
    expect(slugFrom("ورشة الصواريخ", "event")).toBe(`event-${arabic.slice(-4)}`);
    // The same words with their vowel marks or stretched by a tatweel: the same code.
    expect(slugFrom("وَرْشَة الصَّوَارِيخ", "event", "2026-12-18")).toBe(arabic);
    expect(slugFrom("ورشـــة الصواريخ", "event", "2026-12-18")).toBe(arabic);
    expect(slugFrom("ندوة الأقمار", "event", "2026-12-18")).not.toBe(arabic);
    expect(slugFrom("🚀 🚀", "event")).toBe("event");
    expect(slugFrom("   ", "article")).toBe("article");
    for (const title of ["ورشة الصواريخ", "Привет мир", "中文标题", "a--b__c", "<script>alert(1)</script>"]) {
      expect(isSlug(slugFrom(title, "event")), title).toBe(true);
    }
  });

  it("are cut at a word's end within the limit", () => {
    const slug = slugFrom("Very long title ".repeat(12), "event");
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith("title")).toBe(true);
    expect(isSlug(slugFrom("x".repeat(200), "event"))).toBe(true);
  });

  it("get a number when taken, and stay within the limit", () => {
    expect(firstFreeSlug("talk", new Set())).toBe("talk");
    expect(firstFreeSlug("talk", new Set(["talk", "talk-2"]))).toBe("talk-3");
    const long = "a".repeat(SLUG_MAX_LENGTH);
    const next = firstFreeSlug(long, new Set([long]));
    expect(next.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(next.endsWith("-2")).toBe(true);
    expect(withSlugs([{ title: "Talk" }, { title: "talk" }, { title: "TALK!" }], "event").map((r) => r.slug)).toEqual([
      "talk",
      "talk-2",
      "talk-3",
    ]);
  });

  it("know whether they were made from a title", () => {
    expect(isSlugOf("rocket-workshop", "Rocket Workshop", "event")).toBe(true);
    expect(isSlugOf("rocket-workshop-2", "Rocket Workshop", "event")).toBe(true);
    expect(isSlugOf("launch-day", "Rocket Workshop", "event")).toBe(false);
    expect(isSlugOf("rocket-2", "Rocket Workshop", "event")).toBe(false);
    const arabic = slugFrom("ورشة الصواريخ", "event", "2026-12-18");
    expect(isSlugOf(arabic, "ورشة الصواريخ", "event")).toBe(true);
    expect(isSlugOf(`${arabic}-2`, "ورشة الصواريخ", "event")).toBe(true);
    // Made on another day (the event moved): still the title's.
    expect(isSlugOf(arabic.replace("2026-12-18", "2027-01-05"), "ورشة الصواريخ", "event")).toBe(true);
    expect(isSlugOf(arabic, "ندوة الأقمار", "event")).toBe(false);
    expect(isSlugOf("rocket-workshop", "ورشة الصواريخ", "event")).toBe(false);
  });

  it("typed by an admin are read in the slug's form", () => {
    expect(typedSlug("  My New_Address ")).toBe("my-new-address");
    expect(isSlug(typedSlug("Café"))).toBe(false);
    expect(isSlug("a".repeat(SLUG_MAX_LENGTH + 1))).toBe(false);
  });
});

const siteImages = (src: string) => src.startsWith("/storage/");

describe("Markdown", () => {
  it("keeps the paragraphs and line breaks of text written before it was Markdown", () => {
    const html = markdownToHtml("First paragraph.\n\nSecond paragraph\nwith a line break.", siteImages);
    expect(html).toBe('<p dir="auto">First paragraph.</p>\n<p dir="auto">Second paragraph<br>\nwith a line break.</p>');
  });

  it("makes web addresses links that open without telling the other site where they came from", () => {
    expect(markdownToHtml("See https://example.org/x for more.", siteImages)).toContain(
      '<a href="https://example.org/x" rel="noopener noreferrer">https://example.org/x</a>',
    );
    expect(markdownToHtml("[Our events](/events)", siteImages)).toBe(
      '<p dir="auto"><a href="/events">Our events</a></p>',
    );
  });

  it("formats headings (below the page's title), emphasis, lists, quotes and tables", () => {
    const html = markdownToHtml(
      "# Title\n\n**bold** _it_\n\n- one\n1. two\n\n> quote\n\n| a | b |\n|---|---|\n| 1 | 2 |",
      siteImages,
    );
    for (const part of [
      '<h2 dir="auto">Title</h2>',
      "<strong>bold</strong>",
      "<em>it</em>",
      "<ul>",
      "<ol>",
      '<blockquote dir="auto">',
      "<table>",
      '<td dir="auto">2</td>',
    ]) {
      expect(html).toContain(part);
    }
    expect(html).not.toContain("<h1");
  });

  it("sets each block in the direction of its own words, so Arabic reads right to left", () => {
    const html = markdownToHtml("## عن الورشة\n\nنبني طائرة.\n\n- جناح\n- Tail", siteImages);
    expect(html).toContain('<h3 dir="auto">عن الورشة</h3>');
    expect(html).toContain('<p dir="auto">نبني طائرة.</p>');
    expect(html).toContain('<li dir="auto">جناح</li>');
    expect(html).toContain('<li dir="auto">Tail</li>');
  });

  it("shows pictures uploaded to the site, and no picture from elsewhere", () => {
    const html = markdownToHtml("![ours](/storage/news/a.webp) ![theirs](https://tracker.example/p.gif)", siteImages);
    expect(html).toContain('<img src="/images/news/a.webp?w=800" alt="ours" srcset="/images/news/a.webp?w=320 320w,');
    expect(html).toContain('loading="lazy" decoding="async"');
    expect(html).not.toContain("tracker.example");
  });

  it("gives a picture of the site its width and height, and no resized copy described wider than it is", () => {
    const dimensions = new Map([["/storage/news/small.png", { width: 500, height: 300 }]]);
    const html = markdownToHtml("![small](/storage/news/small.png)", siteImages, dimensions);
    expect(html).toContain(
      'srcset="/images/news/small.png?w=320 320w, /images/news/small.png?w=480 480w, /images/news/small.png?w=640 500w"',
    );
    expect(html).toContain('width="500" height="300"');
  });

  it("lets no markup, script or unsafe link through", () => {
    const hostile = [
      "<script>alert(1)</script>",
      "Text <img src=x onerror=alert(1)> <b onclick=alert(1)>b</b> <iframe src=//evil.example></iframe>",
      "[a](javascript:alert(1)) [b](JAVASCRIPT:alert(1)) [c](<javascript:alert(1)>) [d](data:text/html,<script>alert(1)</script>)",
      "[e](vbscript:msgbox(1)) [f](&#106;avascript:alert(1)) <javascript:alert(1)> [g](java\tscript:alert(1))",
      '![x](javascript:alert(1)) ![y](/storage/news/a.webp"onerror="alert(1))',
      "<style>body{display:none}</style><div style='x'>d</div><svg onload=alert(1)>",
      "[broken](http://x **unclosed _marks\n\n```\nunclosed fence",
    ];
    for (const text of hostile) {
      const html = markdownToHtml(text, siteImages);
      expect(html, text).not.toMatch(/<(script|iframe|style|svg|div|b)\b/i);
      expect(html, text).not.toMatch(/\son\w+=/i);
      expect(html, text).not.toMatch(/(href|src)="\s*(javascript|vbscript|data):/i);
      expect(html, text).not.toMatch(/style=/i);
    }
  });

  it("gives the plain text a cut can take, with no Markdown mark", () => {
    expect(markdownToText("# Title\n\nSome **bold** and _it_ with a [link](https://x.org).\n\n- one\n- two")).toBe(
      "Title Some bold and it with a link. one two",
    );
    expect(markdownToText("*a**b**c*")).toBe("abc");
    expect(markdownToText("Line one\nLine two\n\nNext")).toBe("Line one Line two Next");
    expect(markdownToText("![picture](/storage/a.webp) text <b>raw</b>")).toBe("text raw");
  });
});

describe("what the site takes of a Markdown text", () => {
  it("is at most its length, lists and quotes so deep, and tables so wide", () => {
    expect(markdownProblem("Content", "Some **text**\n\n- a\n  - b\n    - c")).toBeNull();
    expect(markdownProblem("Content", "x".repeat(markdownLimits.length))).toBeNull();
    expect(markdownProblem("Content", "x".repeat(markdownLimits.length + 1))).toBe(
      "Content is at most 20,000 characters",
    );
    const deep = (levels: number) => `${"  ".repeat(levels - 1)}- item`;
    expect(markdownProblem("Content", deep(markdownLimits.depth))).toBeNull();
    expect(markdownProblem("Content", deep(markdownLimits.depth + 1))).toMatch(/more than 6 deep/);
    expect(markdownProblem("Content", "> > > > > > > quoted")).toMatch(/more than 6 deep/);
    expect(markdownProblem("Content", "> - > - > - > x")).toMatch(/more than 6 deep/);
    // Indent before plain text (a poem, code) opens nothing.
    expect(markdownProblem("Content", `${" ".repeat(40)}a verse`)).toBeNull();
    expect(markdownProblem("Content", `${"|a".repeat(20)}|`)).toBeNull();
    expect(markdownProblem("Content", `${"|a".repeat(21)}|`)).toBe("Content has a table wider than 20 columns");
  });
});
