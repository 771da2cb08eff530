import { describe, expect, it } from "vitest";
import { clientKey } from "~/lib/client-key.server";
import { csvCell, csvDownload, toCsv } from "~/lib/csv";
import { pageParam, pageWindow } from "~/lib/paging";
import { terminalSafe } from "~/lib/terminal-text";
import { offsetIn, zonedDateTime } from "~/lib/time-zone";

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
    expect(csvCell(value, "UTC")).toBe(cell);
  });

  it("quotes commas, quotes and line breaks, and writes moments in the club's time zone as a spreadsheet reads them", () => {
    expect(csvCell('say "hi", then\nleave', "UTC")).toBe('"say ""hi"", then\nleave"');
    expect(csvCell("=a,b", "UTC")).toBe('"\'=a,b"');
    const moment = new Date(Date.UTC(2026, 0, 2, 22, 4, 5));
    expect(csvCell(moment, "Asia/Riyadh")).toBe("2026-01-03 01:04:05");
    expect(csvCell(moment, "UTC")).toBe("2026-01-02 22:04:05");
    expect(csvCell(null, "UTC")).toBe("");
    expect(csvCell(-5, "UTC")).toBe("'-5");
  });

  it("ends every row with CRLF", () => {
    expect(toCsv(["email"], [["a@x.org"], ["b@x.org"]], "UTC")).toBe("email\r\na@x.org\r\nb@x.org\r\n");
  });

  it("downloads with a byte order mark, so that Excel reads Arabic names as UTF-8", async () => {
    const download = csvDownload(toCsv(["name"], [["ريم"]], "UTC"), "people.csv");
    const bytes = new Uint8Array(await download.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe("\uFEFFname\r\nريم\r\n");
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
  it("are written in the site's time zone, named, the same on the server and in the browser", () => {
    expect(zonedDateTime(new Date(Date.UTC(2026, 10, 21, 15, 32)), "Asia/Riyadh")).toBe("Nov 21, 2026, 18:32 GMT+3");
    // Late in the evening by UTC is the next day in Riyadh.
    expect(zonedDateTime("2026-11-21T22:30:00Z", "Asia/Riyadh")).toBe("Nov 22, 2026, 01:30 GMT+3");
    expect(zonedDateTime("2026-07-01T12:00:00Z", "Europe/Berlin")).toBe("Jul 01, 2026, 14:00 GMT+2");
    expect(zonedDateTime("2026-11-21T14:05:00Z", "UTC")).toBe("Nov 21, 2026, 14:05 UTC");
  });

  it("know a zone's offset on a day, daylight saving included", () => {
    expect(offsetIn("Asia/Riyadh", new Date("2026-11-21T00:00:00Z"))).toBe("+03:00");
    expect(offsetIn("Europe/Berlin", new Date("2026-07-01T00:00:00Z"))).toBe("+02:00");
    expect(offsetIn("Europe/Berlin", new Date("2026-12-01T00:00:00Z"))).toBe("+01:00");
    expect(offsetIn("UTC", new Date("2026-12-01T00:00:00Z"))).toBe("+00:00");
    expect(offsetIn("Asia/Kolkata", new Date("2026-12-01T00:00:00Z"))).toBe("+05:30");
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

describe("a client's key for limits", () => {
  it("is an IPv4 address, or the /64 network of an IPv6 one", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("2001:db8:abcd:12::1")).toBe("2001:db8:abcd:12::/64");
    expect(clientKey("2001:0DB8:ABCD:0012:ffff:ffff:ffff:ffff")).toBe("2001:db8:abcd:12::/64");
    expect(clientKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
    // An IPv4 address written as IPv6 is the IPv4 one.
    expect(clientKey("::ffff:192.0.2.1")).toBe("192.0.2.1");
    expect(clientKey("::ffff:c000:201")).toBe("192.0.2.1");
    expect(clientKey(undefined)).toBeUndefined();
  });
});
