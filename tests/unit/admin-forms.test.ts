import { describe, expect, it } from "vitest";
import { collections, findCollection } from "~/collections";
import type { Collection } from "~/content/collection";
import { clubToday } from "~/content/fields";
import { formValuesOf } from "~/features/admin/collection-form";
import { demoProjects } from "~/features/demo/content";

/** What a collection's schema makes of a posted form: its values, or its messages by field. */
function check(
  key: string,
  form: Record<string, string | undefined>,
): { values: Record<string, unknown> | null; errors: Record<string, string> } {
  const collection = findCollection(key) as Collection;
  const result = collection.schema.safeParse(form);
  if (result.success) return { values: result.data as Record<string, unknown>, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { values: null, errors };
}

const validEvent = {
  title: " Rocketry 101 ",
  description: "Intro",
  date: "2026-12-15",
  time: "14:30",
  location: "Building 63",
};

describe("the events form", () => {
  it("asks for each required field by name", () => {
    expect(check("events", {}).errors).toEqual({
      title: "Title is required",
      description: "Description is required",
      date: "Date is required",
      time: "Time is required",
      location: "Location is required",
    });
    expect(check("events", { ...validEvent, title: "   " }).errors).toEqual({ title: "Title is required" });
  });

  it("fills in the spec's defaults and trims text", () => {
    expect(check("events", validEvent).values).toEqual({
      title: "Rocketry 101",
      // Empty: the site makes it from the title.
      slug: "",
      description: "Intro",
      type: "workshop",
      status: "open",
      date: "2026-12-15",
      time: "14:30",
      location: "Building 63",
      maxAttendees: null,
      registrationLink: null,
      buttonText: "Register Now",
      linkEnabled: false,
      registrationMode: "external",
      registrationOpens: null,
      registrationCloses: null,
      waitlist: false,
      questions: [],
      // The Arabic versions, none written: the Arabic pages show the English texts.
      titleAr: null,
      descriptionAr: null,
      locationAr: null,
      buttonTextAr: null,
      questionsAr: [],
    });
  });

  it("reads the event's registration on the site: its window, its waitlist and its questions", () => {
    const values = check("events", {
      ...validEvent,
      registrationMode: "Site",
      registrationOpens: "2026-12-01T09:00",
      registrationCloses: "2026-12-14 18:30",
      waitlist: "on",
      questions: "Student ID\n\nT-shirt size: S, M, L, XL\nDiet (optional)",
    }).values;
    expect(values).toMatchObject({
      registrationMode: "site",
      registrationOpens: "2026-12-01 09:00:00",
      registrationCloses: "2026-12-14 18:30:00",
      waitlist: true,
      questions: [
        { label: "Student ID", choices: null, required: true },
        { label: "T-shirt size", choices: ["S", "M", "L", "XL"], required: true },
        { label: "Diet", choices: null, required: false },
      ],
    });
    expect(check("events", { ...validEvent, registrationOpens: "2026-02-30T09:00" }).errors).toEqual({
      registrationOpens: "Enter a valid date and time",
    });
    expect(check("events", { ...validEvent, registrationCloses: "tomorrow" }).errors).toEqual({
      registrationCloses: "Enter a valid date and time",
    });
    expect(check("events", { ...validEvent, questions: "Size: S" }).errors).toEqual({
      questions: 'Question 1 ("Size") needs two choices or more, separated by commas',
    });
    expect(check("events", { ...validEvent, questions: "Major\nmajor" }).errors).toEqual({
      questions: 'Question 2 repeats "major"',
    });
    expect(check("events", { ...validEvent, questions: ": a, b" }).errors).toEqual({
      questions: "Question 1 has no text before its choices",
    });
    expect(
      check("events", { ...validEvent, questions: Array.from({ length: 11 }, (_, i) => `Q${i}`).join("\n") }).errors,
    ).toEqual({ questions: "At most 10 questions (one per line)" });
  });

  it("reads max attendees as a whole number, empty as no limit", () => {
    expect(check("events", { ...validEvent, maxAttendees: " 40 " }).values?.maxAttendees).toBe(40);
    expect(check("events", { ...validEvent, maxAttendees: "" }).values?.maxAttendees).toBeNull();
    // Typed on an Arabic or a Persian keyboard.
    expect(check("events", { ...validEvent, maxAttendees: "٤٠" }).values?.maxAttendees).toBe(40);
    expect(check("events", { ...validEvent, maxAttendees: "۱۲۵" }).values?.maxAttendees).toBe(125);
    for (const bad of ["abc", "1.5", "-1", "1e3", "99999999999"]) {
      expect(check("events", { ...validEvent, maxAttendees: bad }).errors.maxAttendees).toMatch(
        /^Max Attendees must be/,
      );
    }
  });

  it("takes vocabulary values however they are spelled, and refuses others", () => {
    const values = check("events", { ...validEvent, type: "Seminar", status: "Members Only" }).values;
    expect(values).toMatchObject({ type: "seminar", status: "members_only" });
    expect(check("events", { ...validEvent, status: "sold out" }).errors).toEqual({
      status: "Choose a status from the list",
    });
  });

  it("refuses dates and times that do not exist", () => {
    expect(check("events", { ...validEvent, date: "2026-02-30" }).errors).toEqual({ date: "Enter a valid date" });
    expect(check("events", { ...validEvent, time: "25:00" }).errors).toEqual({ time: "Enter a valid time" });
    expect(check("events", { ...validEvent, time: "09:05:00" }).values?.time).toBe("09:05");
  });

  it("reads a switch as on only when checked", () => {
    expect(check("events", { ...validEvent, linkEnabled: "on" }).values?.linkEnabled).toBe(true);
    expect(check("events", { ...validEvent, linkEnabled: undefined }).values?.linkEnabled).toBe(false);
  });
});

describe("the projects form", () => {
  const valid = { title: "CubeSat", description: "A satellite" };
  it("splits technologies and achievements by comma and trims them", () => {
    const values = check("projects", { ...valid, technologies: " Python ,, MATLAB,CAD , ", achievements: "" }).values;
    expect(values?.technologies).toEqual(["Python", "MATLAB", "CAD"]);
    expect(values?.achievements).toEqual([]);
    // The Arabic comma separates as the Latin one does.
    const arabic = check("projects", { ...valid, technologies: "بايثون، ماتلاب ،CAD" }).values;
    expect(arabic?.technologies).toEqual(["بايثون", "ماتلاب", "CAD"]);
  });

  it("the demo club has no list entry that the comma rule would split on its next save", () => {
    const entries = demoProjects.flatMap((project) => [...project.technologies, ...project.achievements]);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.filter((entry) => entry.includes(","))).toEqual([]);
  });

  it("gives null for an empty duration, team size and image, and the defaults", () => {
    expect(check("projects", { ...valid, duration: "  ", teamSize: "", imageUrl: "" }).values).toMatchObject({
      duration: null,
      teamSize: null,
      imageUrl: null,
      category: "aerospace",
      status: "active",
      buttonText: "View Details",
      detailsLink: null,
    });
    expect(check("projects", { ...valid, teamSize: "0" }).errors).toEqual({
      teamSize: "Team Size must be from 1 to 2147483647",
    });
  });
});

describe("the news form", () => {
  it("needs title, content, author and published date; starts as a draft", () => {
    expect(check("news", {}).errors).toEqual({
      title: "Title is required",
      content: "Content is required",
      author: "Author is required",
      publishedDate: "Published Date is required",
    });
    expect(
      check("news", { title: "T", content: "C", author: "A", publishedDate: "2026-11-22", featuredImageUrl: "" })
        .values,
    ).toMatchObject({ isPublished: false, featuredImageUrl: null, articleLink: null, linkText: "Read Full Article" });
  });
});

describe("the gallery form", () => {
  it("needs a title, an upload date and a file; the description may be empty", () => {
    expect(check("gallery", {}).errors).toEqual({
      title: "Title is required",
      imageUrl: "Image or Video is required: choose a file and upload it",
      uploadDate: "Upload Date is required",
    });
    expect(
      check("gallery", { title: "T", uploadDate: "2026-11-22", imageUrl: "/storage/gallery/a.png", description: " " })
        .values,
    ).toMatchObject({ description: null, category: "general", mediaType: "image" });
  });
});

describe("the team form", () => {
  const valid = { name: "Sara", position: "President" };
  it("needs a name and a position; display order empty gives 0", () => {
    expect(check("team", {}).errors).toEqual({ name: "Name is required", position: "Position is required" });
    expect(check("team", { ...valid, positionOrder: "" }).values).toMatchObject({
      positionOrder: 0,
      bio: null,
      email: null,
      isExecutive: false,
    });
    expect(check("team", { ...valid, positionOrder: "3" }).values?.positionOrder).toBe(3);
    expect(check("team", { ...valid, positionOrder: "first" }).errors).toEqual({
      positionOrder: "Display Order must be a whole number",
    });
  });

  it("checks an email address when one is given", () => {
    expect(check("team", { ...valid, email: "not an address" }).errors).toEqual({
      email: "Please enter a valid email address",
    });
    expect(check("team", { ...valid, email: " sara@example.org " }).values?.email).toBe("sara@example.org");
  });
});

describe("form values", () => {
  it("start with the defaults in create mode", () => {
    expect(formValuesOf(findCollection("events") as Collection, null)).toMatchObject({
      type: "workshop",
      status: "open",
      buttonText: "Register Now",
      linkEnabled: "on",
      title: undefined,
    });
    expect(formValuesOf(findCollection("news") as Collection, null)).toMatchObject({
      publishedDate: clubToday(),
      isPublished: undefined,
      linkText: "Read Full Article",
    });
    expect(formValuesOf(findCollection("team") as Collection, null).positionOrder).toBe("0");
  });

  it("show a stored record as the form writes it", () => {
    const project = {
      id: "x",
      version: 1,
      title: "CubeSat",
      technologies: ["Python", "MATLAB"],
      teamSize: null,
      linkEnabled: true,
      category: "Satellite",
    };
    expect(formValuesOf(findCollection("projects") as Collection, project)).toMatchObject({
      technologies: "Python, MATLAB",
      teamSize: undefined,
      linkEnabled: "on",
      category: "satellite",
    });
    const event = { id: "y", version: 2, time: "18:30:00", date: "2026-12-01", maxAttendees: 25, linkEnabled: false };
    expect(formValuesOf(findCollection("events") as Collection, event)).toMatchObject({
      time: "18:30",
      date: "2026-12-01",
      maxAttendees: "25",
      linkEnabled: undefined,
    });
  });

  it("today is the date in the site's time zone (Asia/Riyadh, UTC+3, unless set otherwise)", () => {
    expect(clubToday(undefined, new Date("2026-11-22T20:59:00Z"))).toBe("2026-11-22");
    expect(clubToday(undefined, new Date("2026-11-22T21:00:00Z"))).toBe("2026-11-23");
    expect(clubToday("America/New_York", new Date("2026-11-23T04:00:00Z"))).toBe("2026-11-22");
    // A new record's date field starts with that day.
    expect(formValuesOf(findCollection("news") as Collection, null, "2027-01-31").publishedDate).toBe("2027-01-31");
  });
});

describe("the registry", () => {
  it("lists the spec's five content types with its messages, then the newsletter's issues", () => {
    expect(collections.map((c) => [c.key, c.labels.singular, c.labels.plural])).toEqual([
      ["events", "event", "events"],
      ["projects", "project", "projects"],
      ["news", "article", "articles"],
      ["gallery", "gallery item", "gallery items"],
      ["team", "team member", "team members"],
      ["newsletter", "issue", "issues"],
    ]);
    expect(findCollection("team")?.labels.empty).toBe("No team members found. Add the first member to get started.");
  });
});
