import { describe, expect, it } from "vitest";
import { attendance } from "~/features/events/event-card";
import { eventsCalendar, foldLine } from "~/features/events/ical.server";
import { registrationClosed, registrationClosedReason } from "~/features/events/vocabulary";
import { namedSender, senderAddress } from "~/features/mail/service/email.server";
import { safeHref } from "~/lib/club";
import { resizedUrl } from "~/lib/images";
import { zonedStart } from "~/lib/time-zone";
import { TEST_LIMIT_MS } from "../integration/support/limits";

describe("admin-entered links", () => {
  it.each([
    ["https://forms.example.org/x", "https://forms.example.org/x"],
    ["  http://example.org ", "http://example.org/"],
    ["mailto:club@example.org", "mailto:club@example.org"],
    ["/contact", "/contact"],
    ["forms.example.org/apply", "https://forms.example.org/apply"],
  ])("%j is usable as %j", (link, href) => {
    expect(safeHref(link)).toBe(href);
  });
  // "C.1" looks like a bare domain but is no host (a name ending in a number reads as an IPv4 address).
  it.each([
    "javascript:alert(1)",
    "data:text/html,x",
    "//evil.example.com",
    "not a link",
    "C.1",
    "a.b.300",
    "",
    null,
    undefined,
  ])("%j is no link", (link) => {
    expect(safeHref(link)).toBeNull();
  });
});

describe("events", () => {
  it("shows attendance as current/max, with ∞ when there is no maximum", () => {
    expect(attendance(34, 40)).toBe("34/40");
    expect(attendance(142, null)).toBe("142/∞");
    expect(attendance(0, 0)).toBe("0/0");
  });
  it("closes registration for full and cancelled events, in any spelling", () => {
    expect(registrationClosed("full")).toBe(true);
    expect(registrationClosed("Cancelled")).toBe(true);
    expect(registrationClosed("open")).toBe(false);
    expect(registrationClosed("Members Only")).toBe(false);
  });
  it("says why an event takes no registrations: cancelled, then closed (or past), then full", () => {
    expect(registrationClosedReason("full", false)).toBe("Full");
    expect(registrationClosedReason("Cancelled", false)).toBe("Cancelled");
    expect(registrationClosedReason("closed", false)).toBe("Closed");
    expect(registrationClosedReason("open", true)).toBe("Closed");
    expect(registrationClosedReason("full", true)).toBe("Closed");
    expect(registrationClosedReason("cancelled", true)).toBe("Cancelled");
    expect(registrationClosedReason("open", false)).toBeNull();
    expect(registrationClosedReason("Members Only", false)).toBeNull();
  });
  it("starts at the club's local time, in the site's time zone", () => {
    expect(zonedStart("2026-12-03", "17:00:00", "Asia/Riyadh")).toBe("2026-12-03T17:00:00+03:00");
    // A zone with daylight saving: its offset on the event's day, on either side of the change.
    expect(zonedStart("2026-03-28", "12:00", "Europe/Berlin")).toBe("2026-03-28T12:00:00+01:00");
    expect(zonedStart("2026-03-29", "12:00", "Europe/Berlin")).toBe("2026-03-29T12:00:00+02:00");
  });
});

describe("iCalendar", () => {
  it("folds long lines at 75 octets, counting multi-byte characters", () => {
    const line = `DESCRIPTION:${"é".repeat(100)}`;
    const folded = foldLine(line).split("\r\n");
    for (const part of folded) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.map((part, i) => (i === 0 ? part : part.slice(1))).join("")).toBe(line);
  });
  // The descriptions are read by the Markdown thread, which this test starts: its limit is a
  // test's that waits for work of its own process (the unit tests' default is 5 s).
  it("escapes text values and converts the club's time to UTC", { timeout: TEST_LIMIT_MS }, async () => {
    const calendar = await eventsCalendar(
      [
        {
          id: "e1",
          title: "Talk; Q&A, and more",
          slug: "talk-q-a-and-more",
          description: "Line one\nLine two",
          type: "seminar",
          status: "cancelled",
          date: "2026-12-03",
          time: "17:00:00",
          location: "Hall A",
          currentAttendees: 0,
          maxAttendees: null,
          registrationLink: null,
          linkEnabled: true,
          buttonText: "Register Now",
          imageUrl: null,
          registrationMode: "external",
          registrationOpens: null,
          registrationCloses: null,
          waitlist: false,
          questions: [],
          titleAr: null,
          descriptionAr: null,
          locationAr: null,
          buttonTextAr: null,
          questionsAr: [],
          calendarSequence: 0,
          remindedAt: null,
          registrantsErasedAt: null,
          createdAt: new Date("2026-11-01T00:00:00Z"),
          updatedAt: new Date("2026-11-02T00:00:00Z"),
          version: 1,
        },
      ],
      "https://aero.example.org",
      { clubName: "KFUPM Aerospace Club", timeZone: "Asia/Riyadh" },
      new Date("2026-11-21T10:00:00Z"),
    );
    expect(calendar).toContain("SUMMARY:Talk\\; Q&A\\, and more\r\n");
    expect(calendar).toContain("DESCRIPTION:Line one\\nLine two\r\n");
    expect(calendar).toContain("DTSTART:20261203T140000Z\r\n");
    expect(calendar).toContain("STATUS:CANCELLED\r\n");
    expect(calendar).toContain("UID:e1@aero.example.org\r\n");
    expect(calendar.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });
});

describe("mail sender", () => {
  it("is MAIL_FROM, else the SMTP user when it is an address, else no-reply at the site's host", () => {
    expect(senderAddress("smtp://u:p@mail.example.org", "Club <club@example.org>", "https://a.example.org")).toBe(
      "Club <club@example.org>",
    );
    expect(senderAddress("smtp://club%40example.org:p@mail.example.org", undefined, "https://a.example.org")).toBe(
      "club@example.org",
    );
    expect(senderAddress("smtp://mail.example.org", undefined, "https://aero.example.org")).toBe(
      "no-reply@aero.example.org",
    );
  });

  it("shows the club's name with an address that names nobody, and leaves a named one as it is", () => {
    expect(namedSender("no-reply@aero.example.org", "KFUPM Aerospace Club")).toEqual({
      name: "KFUPM Aerospace Club",
      address: "no-reply@aero.example.org",
    });
    expect(namedSender("Club Website <site@aero.example.org>", "KFUPM Aerospace Club")).toBe(
      "Club Website <site@aero.example.org>",
    );
    expect(namedSender("site@aero.example.org", "Line\nBreak")).toEqual({
      name: "Line Break",
      address: "site@aero.example.org",
    });
  });
});

describe("image variants", () => {
  it("resize stored pictures only", () => {
    expect(resizedUrl("/storage/gallery/a.webp", 480)).toBe("/images/gallery/a.webp?w=480");
    expect(resizedUrl("/storage/videos/a.mp4", 480)).toBe("/storage/videos/a.mp4");
    expect(resizedUrl("https://cdn.example.org/a.webp", 480)).toBe("https://cdn.example.org/a.webp");
  });
});
