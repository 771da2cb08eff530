import { describe, expect, it } from "vitest";
import { adminDateTime } from "~/lib/admin-format";
import { csvCell, toCsv } from "~/lib/csv";
import { pageParam, pageWindow } from "~/lib/paging";
import { terminalSafe } from "~/lib/terminal-text";

describe("CSV for spreadsheets", () => {
  it.each([
    ["=1+2", "'=1+2"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", '"\'\rcmd"'],
    ["a@example.org", "a@example.org"],
    ["mid=dle", "mid=dle"],
  ])("neutralises a formula: %j gives %j", (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it("quotes commas, quotes and line breaks, and writes dates as ISO", () => {
    expect(csvCell('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvCell("=a,b")).toBe('"\'=a,b"');
    expect(csvCell(new Date(Date.UTC(2026, 0, 2, 3, 4, 5)))).toBe("2026-01-02T03:04:05.000Z");
    expect(csvCell(null)).toBe("");
    expect(csvCell(-5)).toBe("'-5");
  });

  it("ends every row with CRLF", () => {
    expect(toCsv(["email"], [["a@x.org"], ["b@x.org"]])).toBe("email\r\na@x.org\r\nb@x.org\r\n");
  });
});

describe("paging", () => {
  it("reads ?page= as a whole number from 1, anything else as 1", () => {
    expect(pageParam("3")).toBe(3);
    for (const junk of [null, "", "0", "-2", "1.5", "abc", "1e400"]) expect(pageParam(junk)).toBe(1);
  });

  it("shows the last page for a page past the end, and one empty page for no rows", () => {
    expect(pageWindow(2, 45, 20)).toEqual({ page: 2, pages: 3, offset: 20 });
    expect(pageWindow(9, 45, 20)).toEqual({ page: 3, pages: 3, offset: 40 });
    expect(pageWindow(4, 0, 20)).toEqual({ page: 1, pages: 1, offset: 0 });
  });
});

describe("admin times", () => {
  it("read the same on the server and in the browser, in UTC", () => {
    expect(adminDateTime(new Date(Date.UTC(2026, 10, 21, 14, 5)))).toBe("Nov 21, 2026, 14:05 UTC");
    expect(adminDateTime("2026-11-21T23:59:00+03:00")).toBe("Nov 21, 2026, 20:59 UTC");
  });
});

describe("text printed on a terminal", () => {
  it("shows control and direction characters instead of running them", () => {
    expect(terminalSafe("a\u001b[2Kb\rc\u0007")).toBe("a\\u{001b}[2Kb\\u{000d}c\\u{0007}");
    expect(terminalSafe("x\u202Eyz\u2066")).toBe("x\\u{202e}yz\\u{2066}");
    expect(terminalSafe("tab\tstays")).toBe("tab\tstays");
  });

  it("keeps line breaks only where the text may span lines", () => {
    expect(terminalSafe("one\ntwo")).toBe("one\\ntwo");
    expect(terminalSafe("one\ntwo", { multiline: true })).toBe("one\ntwo");
  });
});
