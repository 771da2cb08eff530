import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { adminRecords } from "~/features/admin-accounts/accounts.server";
import { adminInvitations } from "~/features/admin-accounts/table";
import { contactNotificationsOf } from "~/features/contact/notifications.server";
import { contactMessages } from "~/features/contact/table";
import { events } from "~/features/events/table";
import { eventStatuses, eventTypes } from "~/features/events/vocabulary";
import { galleryItems } from "~/features/gallery/table";
import { galleryCategories, mediaTypes } from "~/features/gallery/vocabulary";
import { newsArticles } from "~/features/news/table";
import { newsletterSubscriptions } from "~/features/newsletter/table";
import { projects } from "~/features/projects/table";
import { projectCategories, projectStatuses } from "~/features/projects/vocabulary";
import { settingsCollection } from "~/features/settings/collection";
import { teamMembers } from "~/features/team/table";
import { contactNotificationChoices } from "~/lib/contact-notifications";
import { activityLog, outboxMessages, siteSettings, user } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { awardFigures } from "~/lib/site-settings";
import { isTimeZone } from "~/lib/time-zone";
import { action as accountAction } from "~/routes/admin/account";
import { action as adminsAction } from "~/routes/admin/admins";
import { action as collectionAction } from "~/routes/admin/collection";
import { action as mailAction } from "~/routes/admin/mail";
import { action as messagesAction } from "~/routes/admin/messages";
import { action as settingsAction, loader as settingsLoader } from "~/routes/admin/settings";
import { action as subscribersAction } from "~/routes/admin/subscribers";
import { action as twoStepAction } from "~/routes/admin/two-step";
import { action as uploadAction } from "~/routes/admin/upload";
import {
  callAction,
  type Encoding,
  type Entries,
  emailLike,
  encoding,
  type FieldValue,
  fieldValue,
  formBody,
  hasControl,
  hostileText,
  html5Email,
  idLike,
  intentLike,
  oddBody,
  platformText,
  runs,
  sentText,
  storableText,
  trimmed,
} from "../support/hostile";
import { pngClaiming } from "../support/pictures";
import { personaCookies, sessionCookie } from "./support/accounts";
import { withTestDatabase } from "./support/database";
import { renderPage } from "./support/render-page";

// Each property runs hundreds of generated cases; on a busy machine that takes more than the usual
// time of a test.
vi.setConfig({ testTimeout: 120_000 });

/**
 * The admin actions under random and hostile posts from a signed-in admin: the five collections'
 * create, update and delete, the inbox actions and the upload endpoint. No answer is a 500 or an
 * exception, a refused post writes nothing, and an accepted one is stored as sent, with the
 * conversions the spec gives (trimmed text, empties to null, comma lists split, numbers parsed).
 */
const database = withTestDatabase();
let cookie = "";

beforeAll(async () => {
  cookie = (await personaCookies(database().db)).admin;
  for (const level of ["info", "log", "warn", "error"] as const) vi.spyOn(console, level).mockImplementation(() => {});
});
afterAll(() => {
  vi.restoreAllMocks();
});

function adminPost(url: string, entries: Entries, how: Encoding) {
  const { body, headers } = formBody(entries, how);
  return new Request(`http://localhost:3000${url}`, { method: "POST", headers: { ...headers, cookie }, body });
}

// The model of each field kind, from the spec's conversions (section 5).

type Outcome = { ok: true; value: unknown } | { ok: false };
const ok = (value: unknown): Outcome => ({ ok: true, value });
const refused: Outcome = { ok: false };

type Kind =
  | { kind: "required" }
  | { kind: "optional" }
  | { kind: "default"; fallback: string }
  | { kind: "email" }
  | { kind: "date" }
  | { kind: "time" }
  | { kind: "integer"; min: number; empty: number | null }
  | { kind: "list" }
  | { kind: "select"; values: readonly string[]; fallback: string }
  | { kind: "toggle" }
  | { kind: "picture"; required: boolean };

/** A file of the site's own (local) storage, or an https:// address: what a picture field keeps. */
const pictureAddress = (text: string) =>
  /^https:\/\/[^/\s]\S*$/i.test(text) ||
  (/^\/storage\/(projects|news|gallery|videos|team|events)\/[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/.test(text) &&
    !text.includes(".."));

const normalizeTerm = (value: string) =>
  value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");

function realDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return year >= 1 && days !== undefined && day >= 1 && day <= days;
}

/** What a field's posted text gives once checked, or a refusal. */
function model(kind: Kind, posted: string | undefined): Outcome {
  const text = posted === undefined ? undefined : posted.replace(/\r\n?/g, "\n");
  if (text !== undefined && hasControl(text)) return refused;
  const t = trimmed(text ?? "");
  switch (kind.kind) {
    case "required":
      return t === "" ? refused : ok(t);
    case "optional":
      return ok(t === "" ? null : t);
    case "default":
      return ok(t || kind.fallback);
    case "email":
      return t === "" ? ok(null) : html5Email.test(t) ? ok(t) : refused;
    case "date":
      return realDate(t) ? ok(t) : refused;
    case "time":
      return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(t) ? ok(`${t.slice(0, 5)}:00`) : refused;
    case "integer": {
      if (t === "") return ok(kind.empty);
      // Digits typed on an Arabic or a Persian keyboard are digits.
      const digits = t
        .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
        .replace(/[\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
      if (!/^[+-]?[0-9]+$/.test(digits)) return refused;
      const n = Number(digits);
      return n >= kind.min && n <= 2_147_483_647 ? ok(n === 0 ? 0 : n) : refused;
    }
    case "list":
      return ok(
        (text ?? "")
          // The Arabic comma separates as the Latin one does.
          .split(/[,\u060C]/)
          .map((item) => item.trim())
          .filter((item) => item !== ""),
      );
    case "select": {
      if (t === "") return ok(kind.fallback);
      const found = kind.values.find((v) => normalizeTerm(v) === normalizeTerm(text ?? ""));
      return found === undefined ? refused : ok(found);
    }
    case "toggle":
      return ok(text === "on" || text === "true");
    case "picture":
      if (t === "") return kind.required ? refused : ok(null);
      return pictureAddress(t) ? ok(t) : refused;
  }
}

// Arbitraries of each field kind: values an admin types, near misses, and hostile text.

const sometimesPadded = (text: fc.Arbitrary<string>) =>
  fc.tuple(fc.constantFrom("", " ", "\t", "\n", "\r\n", "\u00a0"), text).map(([pad, t]) => `${pad}${t}${pad}`);

function valuesOf(kind: Kind): fc.Arbitrary<string> {
  const hostile = hostileText();
  switch (kind.kind) {
    case "required":
    case "optional":
    case "default":
      return fc.oneof(
        { weight: 6, arbitrary: storableText() },
        { weight: 3, arbitrary: hostile },
        { weight: 1, arbitrary: fc.constantFrom("", "  ", "\r\n") },
      );
    case "email":
      return fc.oneof(emailLike, fc.constant(""));
    case "date":
      return fc.oneof(
        {
          weight: 5,
          arbitrary: sometimesPadded(
            fc
              .date({
                min: new Date("0001-01-01T00:00:00Z"),
                max: new Date("9999-12-31T00:00:00Z"),
                noInvalidDate: true,
              })
              .map((d) => d.toISOString().slice(0, 10)),
          ),
        },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            "2026-02-29",
            "2028-02-29",
            "1900-02-29",
            "2000-02-29",
            "2026-13-01",
            "2026-00-10",
            "2026-04-31",
            "0000-01-01",
            "0099-12-31",
            "2026-1-1",
            "26-01-01",
            "2026-01-01T00:00",
            "١٢٣٤-٠١-٠١",
            "",
          ),
        },
        { weight: 1, arbitrary: hostile },
      );
    case "time":
      return fc.oneof(
        {
          weight: 5,
          arbitrary: sometimesPadded(
            fc
              .tuple(
                fc.integer({ min: 0, max: 23 }),
                fc.integer({ min: 0, max: 59 }),
                fc.option(fc.integer({ min: 0, max: 59 })),
              )
              .map(([h, m, s]) => [h, m, ...(s === null ? [] : [s])].map((n) => String(n).padStart(2, "0")).join(":")),
          ),
        },
        { weight: 2, arbitrary: fc.constantFrom("24:00", "12:60", "1:00", "12:00:60", "12:00 PM", "T12:00", "") },
        { weight: 1, arbitrary: hostile },
      );
    case "integer":
      return fc.oneof(
        { weight: 4, arbitrary: sometimesPadded(fc.integer({ min: -5, max: 5000 }).map(String)) },
        {
          weight: 3,
          arbitrary: fc.constantFrom(
            "",
            "+7",
            "-0",
            "007",
            "2147483647",
            "2147483648",
            "99999999999999999999",
            "1e3",
            "0x10",
            "1.5",
            "１２",
            "٤٠",
            "۱۲۵",
            "٣.٥",
            "NaN",
            "Infinity",
            "1; DROP TABLE team_members",
          ),
        },
        { weight: 1, arbitrary: hostile },
      );
    case "list":
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.array(storableText({ maxPieces: 3 }), { maxLength: 5 }).map((items) => items.join(", ")),
        },
        { weight: 1, arbitrary: fc.constantFrom("", ",,,", " , a , ", '"{a,b}", NULL, \\', "بايثون، ماتلاب ,CAD") },
        { weight: 2, arbitrary: hostile },
      );
    case "select":
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc
            .tuple(fc.constantFrom(...kind.values), fc.boolean(), fc.constantFrom("_", " ", "-", " - "))
            .map(([v, upper, sep]) => {
              const spelled = v.replaceAll("_", sep);
              return upper ? spelled.toUpperCase() : spelled;
            }),
        },
        { weight: 1, arbitrary: fc.constantFrom("", " ", "constructor", "__proto__", "toString") },
        { weight: 2, arbitrary: hostile },
      );
    case "toggle":
      return fc.oneof(fc.constantFrom("on", "true", "off", "false", "", "ON", "1"), hostile);
    case "picture":
      return fc.oneof(
        {
          weight: 3,
          arbitrary: sometimesPadded(fc.constantFrom("/storage/projects/a.jpg", "/storage/gallery/b.webp")),
        },
        { weight: 2, arbitrary: fc.webUrl({ validSchemes: ["https", "http"] }) },
        {
          weight: 2,
          arbitrary: fc.constantFrom(
            "javascript:alert(3)",
            "JaVaScRiPt:alert(1)",
            "data:image/png;base64,AAAA",
            "//evil.example/x.png",
            "/storage/../secret",
            "/storage/projects/../../x",
            "/storage/rockets/a.jpg",
            "https://",
            "https://exa mple.org/x.png",
          ),
        },
        { weight: 2, arbitrary: hostile },
        { weight: 1, arbitrary: fc.constantFrom("", "  ") },
      );
  }
}

interface Spec {
  key: string;
  table: typeof events | typeof projects | typeof newsArticles | typeof galleryItems | typeof teamMembers;
  fields: Record<string, Kind>;
  /** What an updated row of the collection has besides its fields (kept from the baseline). */
  extra: Record<string, unknown>;
  /** A stored record for updates and deletes to work on. */
  baseline: Record<string, unknown>;
}

const required: Kind = { kind: "required" };
const optional: Kind = { kind: "optional" };
const date: Kind = { kind: "date" };
const toggle: Kind = { kind: "toggle" };

const specs: Spec[] = [
  {
    key: "events",
    table: events,
    fields: {
      title: required,
      description: required,
      type: { kind: "select", values: eventTypes.values, fallback: "workshop" },
      status: { kind: "select", values: eventStatuses.values, fallback: "open" },
      date,
      time: { kind: "time" },
      location: required,
      maxAttendees: { kind: "integer", min: 0, empty: null },
      registrationLink: optional,
      buttonText: { kind: "default", fallback: "Register Now" },
      linkEnabled: toggle,
    },
    extra: {},
    baseline: {
      title: "Base",
      slug: "base",
      description: "D",
      date: "2026-05-01",
      time: "10:00",
      location: "L",
      currentAttendees: 3,
    },
  },
  {
    key: "projects",
    table: projects,
    fields: {
      title: required,
      description: required,
      category: { kind: "select", values: projectCategories.values, fallback: "aerospace" },
      status: { kind: "select", values: projectStatuses.values, fallback: "active" },
      technologies: { kind: "list" },
      achievements: { kind: "list" },
      teamSize: { kind: "integer", min: 1, empty: null },
      duration: optional,
      imageUrl: { kind: "picture", required: false },
      detailsLink: optional,
      buttonText: { kind: "default", fallback: "View Details" },
      linkEnabled: toggle,
    },
    extra: {},
    baseline: { title: "Base", slug: "base", description: "D", technologies: ["a"], achievements: [] },
  },
  {
    key: "news",
    table: newsArticles,
    fields: {
      title: required,
      content: required,
      author: required,
      publishedDate: date,
      featuredImageUrl: { kind: "picture", required: false },
      articleLink: optional,
      linkText: { kind: "default", fallback: "Read Full Article" },
      isPublished: toggle,
    },
    extra: { excerpt: null },
    baseline: { title: "Base", slug: "base", content: "C", author: "A", publishedDate: "2026-01-01", excerpt: "E" },
  },
  {
    key: "gallery",
    table: galleryItems,
    fields: {
      title: required,
      description: optional,
      category: { kind: "select", values: galleryCategories.values, fallback: "general" },
      mediaType: { kind: "select", values: mediaTypes.values, fallback: "image" },
      imageUrl: { kind: "picture", required: true },
      uploadDate: date,
    },
    extra: {},
    baseline: { title: "Base", imageUrl: "/storage/gallery/base.webp", uploadDate: "2026-01-01" },
  },
  {
    key: "team",
    table: teamMembers,
    fields: {
      name: required,
      position: required,
      bio: optional,
      email: { kind: "email" },
      positionOrder: { kind: "integer", min: 0, empty: 0 },
      isExecutive: toggle,
      imageUrl: { kind: "picture", required: false },
    },
    extra: {},
    baseline: { name: "Base", position: "P", imageUrl: "/storage/team/base.webp", positionOrder: 4 },
  },
];

function formOf(spec: Spec) {
  const fields = fc.record(
    Object.fromEntries(Object.entries(spec.fields).map(([name, kind]) => [name, fieldValue(valuesOf(kind))])) as Record<
      string,
      fc.Arbitrary<FieldValue>
    >,
  );
  return fc.record({
    fields,
    intent: fieldValue(intentLike(["create", "create", "update", "update", "delete", "add-club-video"])),
    id: fc.oneof({ weight: 3, arbitrary: fc.constant("baseline") }, { weight: 1, arbitrary: idLike }),
    version: fc.oneof(
      { weight: 3, arbitrary: fc.constant("current") },
      { weight: 1, arbitrary: fc.constantFrom("0", "2", "", "1.0", "1e0", " 1", "x") },
    ),
    /** A field also posted under a name that makes it a list or an object. */
    nested: fc.option(
      fc.constantFrom(...Object.keys(spec.fields)).map((name) => `${name}[0]`),
      { nil: undefined },
    ),
    junk: fc.array(
      fc.tuple(fc.constantFrom("__proto__.polluted", "constructor.prototype.polluted", "", "x"), hostileText()),
      {
        maxLength: 2,
      },
    ),
    how: encoding,
  });
}

/** A stored row as the model compares it: dates as text, times with seconds. */
function comparable(row: Record<string, unknown>, names: string[]) {
  return Object.fromEntries(names.map((name) => [name, row[name]]));
}

describe("the management pages' action", () => {
  for (const spec of specs) {
    it(`${spec.key}: stores what it accepts as the spec converts it, writes nothing otherwise, never fails`, async () => {
      await fc.assert(
        fc.asyncProperty(formOf(spec), async (form) => {
          const { db } = database();
          await db.delete(spec.table);
          const [baseline] = (await db
            .insert(spec.table)
            .values(spec.baseline as never)
            .returning()) as {
            id: string;
            version: number;
          }[];
          if (!baseline) throw new Error("no baseline");
          const before = await db.select().from(spec.table);

          const id = form.id === "baseline" ? baseline.id : form.id;
          const version = form.version === "current" ? String(baseline.version) : form.version;
          const entries: Entries = [
            ["intent", form.intent],
            ["id", { kind: "text", value: id }],
            ["version", { kind: "text", value: version }],
          ];
          for (const [name, value] of Object.entries(form.fields)) entries.push([name, value]);
          if (form.nested) entries.push([form.nested, { kind: "text", value: "x" }]);
          for (const [name, value] of form.junk) entries.push([name, { kind: "text", value }]);

          const answer = await callAction(
            collectionAction,
            adminPost(`/admin-kfupm-aero/${spec.key}`, entries, form.how),
            {},
            { collection: spec.key },
          );
          const after = await db.select().from(spec.table);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();

          const intent = sentText(form.intent, form.how) ?? "";
          const known = id === baseline.id;
          if (intent === "delete") {
            expect(answer.status).toBe(known ? 200 : 404);
            expect(after).toEqual(known ? [] : before);
            return;
          }
          if (intent === "add-club-video" && spec.key === "gallery") {
            expect(answer.status).toBe(200);
            expect(after).toHaveLength(2);
            return;
          }
          if (intent !== "create" && intent !== "update") {
            expect(answer.status).toBe(400);
            expect(after).toEqual(before);
            return;
          }

          const expected: Record<string, unknown> = {};
          let valid = true;
          for (const [name, kind] of Object.entries(spec.fields)) {
            const value = form.fields[name];
            const nested = form.nested?.startsWith(`${name}[`);
            if (value?.kind === "repeated" || nested) {
              valid = false;
              continue;
            }
            const outcome = model(kind, sentText(value, form.how));
            if (outcome.ok) expected[name] = outcome.value;
            else valid = false;
          }
          if (!valid) {
            expect(answer.status).toBe(400);
            expect(after).toEqual(before);
            return;
          }
          const names = Object.keys(expected);
          if (intent === "create") {
            expect(answer.status).toBe(200);
            expect(after).toHaveLength(2);
            const created = after.find((row) => row.id !== baseline.id) as Record<string, unknown>;
            expect(comparable(created, names)).toEqual(expected);
            expect(created).toMatchObject({ ...spec.extra, version: 1 });
            return;
          }
          const current = known && version.trim() !== "" && Number(version) === baseline.version;
          expect(answer.status).toBe(!known ? 404 : current ? 200 : 409);
          if (!current) {
            expect(after).toEqual(before);
            return;
          }
          const updated = after[0] as Record<string, unknown>;
          expect(after).toHaveLength(1);
          expect(comparable(updated, names)).toEqual(expected);
          expect(updated).toMatchObject({ ...spec.extra, version: baseline.version + 1 });
        }),
        runs(spec.key === "events" || spec.key === "projects" ? 140 : 100),
      );
    });
  }

  it("takes a Markdown text within what the site reads, shows it, and refuses the rest next to its field (never a 500)", async () => {
    // Lists and quotes nested deep, wide tables, heaps of combining marks, long runs of marks: what
    // takes a reader longest.
    const nested = fc
      .tuple(fc.integer({ min: 1, max: 12 }), fc.constantFrom("- ", "> ", "1. ", "* ", "> - "), storableText())
      .map(([depth, marker, text]) =>
        Array.from({ length: depth }, (_, level) => `${"  ".repeat(level)}${marker}${text}`).join("\n"),
      );
    const table = fc
      .tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 30 }))
      .map(([columns, rows]) =>
        [`|${"a|".repeat(columns)}`, `|${"-|".repeat(columns)}`, ...Array(rows).fill(`|${"b|".repeat(columns)}`)].join(
          "\n",
        ),
      );
    const marks = fc.integer({ min: 1, max: 200 }).map((n) => `Launch${"\u0301\u0308".repeat(n)} day`);
    const runsOf = fc
      .tuple(fc.constantFrom("*", "_", "[", "`", "<", "**a ", "[a](b) "), fc.integer({ min: 1, max: 6000 }))
      .map(([piece, n]) => piece.repeat(n));
    const markdownText = fc
      .array(fc.oneof(nested, table, marks, runsOf, storableText()), { minLength: 1, maxLength: 4 })
      .map((parts) => parts.join("\n\n"));
    const known = [
      /^Description is at most 20,000 characters$/,
      /^Description nests lists and quotes more than 6 deep: make them flatter$/,
      /^Description has a table wider than 20 columns$/,
      /^Description takes too long to show/,
    ];
    await fc.assert(
      fc.asyncProperty(markdownText, async (text) => {
        const { db } = database();
        await db.delete(events);
        const entries: Entries = [
          ["intent", { kind: "text", value: "create" }],
          ["title", { kind: "text", value: "Markdown night" }],
          ["description", { kind: "text", value: text }],
          ["date", { kind: "text", value: "2027-01-10" }],
          ["time", { kind: "text", value: "18:00" }],
          ["location", { kind: "text", value: "Hall" }],
        ];
        const answer = await callAction(
          collectionAction,
          adminPost("/admin-kfupm-aero/events", entries, "multipart"),
          {},
          { collection: "events" },
        );
        const stored = await db.select().from(events);
        const description = text.replace(/\r\n?/g, "\n").trim();
        if (answer.status === 200) {
          expect(stored.map((row) => row.description)).toEqual([description]);
          // The page shows it, read as it was when saved.
          expect((await renderPage(`/events/${stored[0]?.slug}`)).status).toBe(200);
          return;
        }
        expect(answer.status).toBe(400);
        expect(stored).toEqual([]);
        const errors = (answer.data as { result?: { error?: Record<string, string[]> } } | undefined)?.result?.error;
        const why = errors?.description?.[0] ?? "";
        expect(known.some((pattern) => pattern.test(why)) || description === "", why).toBe(true);
      }),
      runs(60),
    );
  });

  it("answers a body that is not a form with 400, writing nothing", async () => {
    await fc.assert(
      fc.asyncProperty(oddBody, fc.constantFrom(...specs), async ({ type, body }, spec) => {
        const { db } = database();
        const before = await db.select().from(spec.table);
        const request = new Request(`http://localhost:3000/admin-kfupm-aero/${spec.key}`, {
          method: "POST",
          headers: type ? { "Content-Type": type, cookie } : { cookie },
          body,
        });
        const answer = await callAction(collectionAction, request, {}, { collection: spec.key });
        expect(answer.status).toBe(400);
        expect(await db.select().from(spec.table)).toEqual(before);
      }),
      runs(150),
    );
  });

  const eventFields = (fields: Record<string, string>): Entries =>
    Object.entries(fields).map(([name, value]): [string, FieldValue] => [name, { kind: "text", value }]);
  const validEvent = { title: "T", description: "D", date: "2026-05-01", time: "10:00", location: "L" };
  const postEvent = (entries: Entries, how: Encoding = "multipart") =>
    callAction(collectionAction, adminPost("/admin-kfupm-aero/events", entries, how), {}, { collection: "events" });

  it("refuses intents that name what every object has, writing nothing (never a 500)", async () => {
    const { db } = database();
    await db.delete(events);
    for (const intent of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      const answer = await postEvent(eventFields({ intent, ...validEvent }));
      expect(answer.status, intent).toBe(400);
    }
    expect(await db.select().from(events)).toEqual([]);
  });

  it("refuses a field over the 1 MB a multipart field takes rather than keep it cut", async () => {
    const { db } = database();
    await db.delete(events);
    const description = `<script>${"x".repeat(1024 * 1024)}</script>`;
    const answer = await postEvent(eventFields({ intent: "create", ...validEvent, description }));
    expect(answer.status).toBe(400);
    expect(await db.select().from(events)).toEqual([]);
    // In a urlencoded form (no such limit) the same text is refused by what a Markdown text may
    // hold, and one within it is kept whole.
    const long = await postEvent(eventFields({ intent: "create", ...validEvent, description }), "urlencoded");
    expect(long.status).toBe(400);
    expect(await db.select().from(events)).toEqual([]);
    const within = `<script>${"x".repeat(19_000)}</script>`;
    const whole = await postEvent(eventFields({ intent: "create", ...validEvent, description: within }), "urlencoded");
    expect(whole.status).toBe(200);
    expect((await db.select().from(events))[0]?.description).toBe(within);
  });

  it("refuses a multipart body that ends inside a file, without an uncaught error", async () => {
    const crashes: unknown[] = [];
    const listener = (error: unknown) => crashes.push(error);
    process.on("uncaughtException", listener);
    try {
      for (const action of [collectionAction, uploadAction]) {
        const request = new Request("http://localhost:3000/admin-kfupm-aero/events", {
          method: "POST",
          headers: { "Content-Type": "multipart/form-data; boundary=abc", cookie },
          body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\n\u0089PNG',
        });
        expect((await callAction(action, request, {}, { collection: "events" })).status).toBe(400);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(crashes).toEqual([]);
    } finally {
      process.off("uncaughtException", listener);
    }
  });

  it("takes dates of the years 1 to 99, and refuses year 0, which the database has not", async () => {
    const { db } = database();
    await db.delete(events);
    expect((await postEvent(eventFields({ intent: "create", ...validEvent, date: "0099-12-31" }))).status).toBe(200);
    expect((await postEvent(eventFields({ intent: "create", ...validEvent, date: "0000-01-01" }))).status).toBe(400);
    expect((await db.select().from(events)).map((e) => e.date)).toEqual(["0099-12-31"]);
  });
});

describe("the inbox actions", () => {
  it("mark, reopen, delete a message or remove a subscriber only for a known intent and id", async () => {
    const inbox = fc.record({
      page: fc.constantFrom("messages", "subscribers"),
      intent: fieldValue(intentLike(["handle", "reopen", "delete", "remove"])),
      id: fc.oneof({ weight: 2, arbitrary: fc.constant("stored") }, { weight: 1, arbitrary: idLike }),
      handled: fc.boolean(),
      redirectTo: fc.option(fc.constantFrom("/admin-kfupm-aero/messages", "//evil.example", "/\\evil", "/"), {
        nil: undefined,
      }),
      how: encoding,
    });
    await fc.assert(
      fc.asyncProperty(inbox, async (post) => {
        const { db } = database();
        await db.delete(contactMessages);
        await db.delete(newsletterSubscriptions);
        const [message] = await db
          .insert(contactMessages)
          .values({
            name: "N",
            email: "n@example.org",
            subject: "S",
            message: "M",
            handledAt: post.handled ? new Date() : null,
          })
          .returning();
        const [subscriber] = await db.insert(newsletterSubscriptions).values({ email: "s@example.org" }).returning();
        if (!message || !subscriber) throw new Error("not stored");
        const storedId = post.page === "messages" ? message.id : subscriber.id;
        const id = post.id === "stored" ? storedId : post.id;
        const entries: Entries = [
          ["intent", post.intent],
          ["id", { kind: "text", value: id }],
        ];
        if (post.redirectTo !== undefined) entries.push(["redirectTo", { kind: "text", value: post.redirectTo }]);
        const action = post.page === "messages" ? messagesAction : subscribersAction;
        const answer = await callAction(action, adminPost(`/admin-kfupm-aero/${post.page}`, entries, post.how));
        const messagesAfter = await db.select().from(contactMessages);
        const subscribersAfter = await db.select().from(newsletterSubscriptions);

        const intent = sentText(post.intent, post.how) ?? "";
        const intents = post.page === "messages" ? ["handle", "reopen", "delete"] : ["remove"];
        const status = !intents.includes(intent) ? 400 : id === storedId ? 200 : 404;
        const location = answer.headers.get("Location");
        if (location !== null) {
          expect(location).toBe(
            post.redirectTo === "/admin-kfupm-aero/messages" && post.page === "messages"
              ? post.redirectTo
              : `/admin-kfupm-aero/${post.page}`,
          );
        } else expect(answer.status).toBe(status);

        expect(subscribersAfter).toHaveLength(status === 200 && post.page === "subscribers" ? 0 : 1);
        if (post.page === "subscribers" || status !== 200) {
          expect(messagesAfter.map((m) => m.handledAt !== null)).toEqual([post.handled]);
          return;
        }
        if (intent === "delete") expect(messagesAfter).toEqual([]);
        else expect(messagesAfter.map((m) => m.handledAt !== null)).toEqual([intent === "handle"]);
      }),
      runs(120),
    );
  });
});

describe("the Mail page's Retry", () => {
  it("queues again only a failed email, for its intent and id; anything else changes nothing, never a 500", async () => {
    const statuses = ["failed", "sent", "queued"] as const;
    const posted = fc.record({
      intent: fieldValue(intentLike(["retry"])),
      id: fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...statuses) }, { weight: 2, arbitrary: idLike }),
      redirectTo: fc.option(
        fc.constantFrom(
          "/admin-kfupm-aero/mail?status=failed",
          "/admin-kfupm-aero/messages",
          "//evil.example",
          "/\\evil",
          "/",
        ),
        { nil: undefined },
      ),
      how: encoding,
    });
    const retries = () => database().db.$count(activityLog, eq(activityLog.action, "queued again"));
    await fc.assert(
      fc.asyncProperty(posted, async (post) => {
        const { db } = database();
        await db.delete(outboxMessages);
        const stored = await db
          .insert(outboxMessages)
          .values(
            statuses.map((status) => ({
              kind: "contact",
              toAddress: "club@example.org",
              subject: `A ${status} message`,
              text: "T",
              status,
              attempts: status === "queued" ? 0 : 5,
              lastError: status === "failed" ? "550 mailbox unavailable" : null,
              sentAt: status === "sent" ? new Date() : null,
            })),
          )
          .returning();
        const failed = stored.find((row) => row.status === "failed");
        const storedId = stored.find((row) => row.status === post.id)?.id;
        const id = storedId ?? post.id;
        const entries: Entries = [
          ["intent", post.intent],
          ["id", { kind: "text", value: id }],
        ];
        if (post.redirectTo !== undefined) entries.push(["redirectTo", { kind: "text", value: post.redirectTo }]);
        const loggedBefore = await retries();
        const answer = await callAction(mailAction, adminPost("/admin-kfupm-aero/mail", entries, post.how));

        const intent = platformText(sentText(post.intent, post.how), post.how) ?? "";
        const retried = intent === "retry" && id === failed?.id;
        const status = intent !== "retry" ? 400 : retried ? 200 : 404;
        const location = answer.headers.get("Location");
        if (location !== null) {
          expect(location).toBe(
            post.redirectTo?.startsWith("/admin-kfupm-aero/mail") ? post.redirectTo : "/admin-kfupm-aero/mail",
          );
        } else expect(answer.status).toBe(status);

        // Only the failed message, and only when asked for it, is queued again with a fresh count.
        const after = await db.select().from(outboxMessages);
        for (const row of stored) {
          const now = after.find((candidate) => candidate.id === row.id);
          expect(now).toMatchObject(
            retried && row.id === failed?.id
              ? { status: "queued", attempts: 0 }
              : { status: row.status, attempts: row.attempts, lastError: row.lastError },
          );
        }
        expect(after).toHaveLength(stored.length);
        expect(await retries()).toBe(loggedBefore + (retried ? 1 : 0));
      }),
      {
        ...runs(80),
        // Always among the cases: the failed message retried, and a sent one that cannot be.
        examples: [
          [{ intent: { kind: "text", value: "retry" }, id: "failed", redirectTo: undefined, how: "multipart" }],
          [{ intent: { kind: "text", value: "retry" }, id: "sent", redirectTo: undefined, how: "urlencoded" }],
        ],
      },
    );
  });
});

describe("the Admins page and the account page", () => {
  it("invite, resend, withdraw and revoke: never fail, invite only an address, never remove the last admin", async () => {
    const posted = fc.record({
      intent: fieldValue(intentLike(["invite", "resend", "withdraw", "revoke"])),
      email: fieldValue(fc.oneof(emailLike, hostileText(), fc.constant("admin@example.org"))),
      id: fieldValue(fc.oneof(idLike, fc.constant("the admin"))),
      how: encoding,
    });
    const [admin] = await adminRecords(database().db);
    await fc.assert(
      fc.asyncProperty(posted, async (post) => {
        const id =
          post.id.kind === "text" && post.id.value === "the admin"
            ? { kind: "text" as const, value: admin?.userId ?? "" }
            : post.id;
        const entries: Entries = [
          ["intent", post.intent],
          ["email", post.email],
          ["id", id],
        ];
        const answer = await callAction(adminsAction, adminPost("/admin-kfupm-aero/admins", entries, post.how));
        expect([200, 400, 404, 409]).toContain(answer.status);
        expect(await adminRecords(database().db)).toHaveLength(1);
      }),
      {
        ...runs(80),
        // Always among the cases: the only admin revoked, and an address with spaces and capitals invited.
        examples: [
          [
            {
              intent: { kind: "text", value: "revoke" },
              email: { kind: "missing" },
              id: { kind: "text", value: "the admin" },
              how: "urlencoded",
            },
          ],
          [
            {
              intent: { kind: "text", value: "invite" },
              email: { kind: "text", value: " Mixed.Case@EXAMPLE.org " },
              id: { kind: "missing" },
              how: "multipart",
            },
          ],
        ],
      },
    );
    const invited = await database().db.select({ email: adminInvitations.email }).from(adminInvitations);
    expect(invited.map(({ email }) => email)).toContain("mixed.case@example.org");
    for (const { email } of invited) expect(email).toMatch(/^[^\s@A-Z]+@[^\s@A-Z]+$/);
  });

  it("change password: refuses a wrong current password or a new one the rules refuse, never fails", async () => {
    const posted = fc.record({
      currentPassword: fieldValue(fc.oneof(hostileText(), fc.constant("admin password"))),
      newPassword: fieldValue(
        fc.oneof(
          // Short however it is sent: a multipart body writes each line break as CR LF.
          hostileText().filter((text) => text.replace(/\r\n|\r|\n/g, "\r\n").length < 12),
          fc.constantFrom("qwertyuiop123", "short", "admin@example.org", "ADMIN"),
        ),
      ),
      how: encoding,
    });
    let address = 0;
    await fc.assert(
      fc.asyncProperty(posted, async (post) => {
        const entries: Entries = [
          ["currentPassword", post.currentPassword],
          ["newPassword", post.newPassword],
          ["confirmPassword", post.newPassword],
        ];
        const request = adminPost("/admin-kfupm-aero/account", entries, post.how);
        request.headers.set("Origin", "http://localhost:3000");
        address++;
        const answer = await callAction(accountAction, request, {
          clientIp: `198.51.${address >> 8}.${address & 255}`,
        });
        expect(answer.status).toBe(400);
      }),
      runs(40),
    );
    // The admin still signs in with the password it had.
    expect(await sessionCookie("admin@example.org", "admin password")).toContain("session_token");
  });
});

describe("the account page's contact messages choice", () => {
  it("keeps one of the three choices, refuses anything else with its message changing nothing, never fails", async () => {
    const choice = fieldValue(
      fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...contactNotificationChoices) },
        {
          weight: 2,
          arbitrary: fc.constantFrom("NONE", " each", "daily ", "weekly", "__proto__", "constructor", "toString", ""),
        },
        { weight: 2, arbitrary: hostileText() },
      ),
    );
    const posted = fc.record({ choice, how: encoding });
    const [admin] = await adminRecords(database().db);
    const userId = admin?.userId ?? "";
    const changes = () =>
      database().db.$count(activityLog, eq(activityLog.action, "changed how they hear of contact messages"));
    await fc.assert(
      fc.asyncProperty(posted, async (post) => {
        const before = await contactNotificationsOf(database().db, userId);
        const loggedBefore = await changes();
        const entries: Entries = [
          ["intent", { kind: "text", value: "notifications" }],
          ["contactNotifications", post.choice],
        ];
        const answer = await callAction(accountAction, adminPost("/admin-kfupm-aero/account", entries, post.how));
        const after = await contactNotificationsOf(database().db, userId);

        const chosen = platformText(sentText(post.choice, post.how), post.how);
        const toast = (answer.data as { toast?: { description?: string } } | undefined)?.toast;
        if (chosen !== undefined && (contactNotificationChoices as readonly string[]).includes(chosen)) {
          expect(answer.status).toBe(200);
          expect(toast?.description).toBe("Your email choice is saved");
          expect(after).toBe(chosen);
          expect(await changes()).toBe(loggedBefore + (chosen === before ? 0 : 1));
          return;
        }
        expect(answer.status).toBe(400);
        expect(toast?.description).toBe("Choose one of the options.");
        expect(after).toBe(before);
        expect(await changes()).toBe(loggedBefore);
      }),
      {
        ...runs(60),
        // Always among the cases: a change that is kept, and a near miss that is not.
        examples: [
          [{ choice: { kind: "text", value: "daily" }, how: "multipart" }],
          [{ choice: { kind: "text", value: "Each" }, how: "urlencoded" }],
          [{ choice: { kind: "repeated", values: ["none", "each"] }, how: "urlencoded" }],
        ],
      },
    );
  });
});

/** What an action reads of a posted field: its first value, when it is text. */
function firstValue(value: FieldValue): string | undefined {
  if (value.kind === "text") return value.value;
  return value.kind === "repeated" ? value.values[0] : undefined;
}

describe("the Settings page", () => {
  it("stores only settings its fields accept, never fails, and is only ever updated", async () => {
    const names = settingsCollection.fields.map((field) => field.name);
    // Each field hostile, or a value it takes (so that some saves go through).
    const valid: Record<string, string> = {
      clubName: "Orbital Society",
      timeZone: "Europe/Berlin",
      awardsAiaa: "7",
      contactEmail: "hello@example.org",
      instagramUrl: "https://instagram.com/club",
    };
    const posted = fc.record({
      intent: fieldValue(intentLike(["update", "create", "delete"])),
      fields: fc.record(
        Object.fromEntries(
          names.map((name) => [
            name,
            fc.oneof(
              { weight: 3, arbitrary: fc.constant(null) },
              { weight: 2, arbitrary: fieldValue(hostileText()) },
              { weight: 1, arbitrary: fieldValue(fc.constant(valid[name] ?? "x")) },
            ),
          ]),
        ),
      ),
      how: encoding,
    });
    const request = new Request("http://localhost:3000/admin-kfupm-aero/settings", { headers: { cookie } });
    await fc.assert(
      fc.asyncProperty(posted, async (post) => {
        const { record } = await settingsLoader({ request, params: {}, context: {} } as never);
        const entries: Entries = [
          ["intent", post.intent],
          ["id", { kind: "text", value: record.id }],
          ["version", { kind: "text", value: String(record.version) }],
        ];
        // A field not drawn is posted as the form shows it.
        for (const field of settingsCollection.fields) {
          const shown = field.formValue((record as Record<string, unknown>)[field.name]);
          entries.push([field.name, post.fields[field.name] ?? { kind: "text", value: shown ?? "" }]);
        }
        const answer = await callAction(settingsAction, adminPost("/admin-kfupm-aero/settings", entries, post.how));
        expect([200, 400]).toContain(answer.status);
        const rows = await database().db.select().from(siteSettings);
        expect(rows).toHaveLength(1);
        const stored = rows[0];
        expect(stored?.clubName.trim()).not.toBe("");
        expect(stored?.timeZone === null || isTimeZone(stored?.timeZone ?? "")).toBe(true);
        for (const { key } of awardFigures)
          expect(Number.isInteger(stored?.[key]) && (stored?.[key] ?? -1) >= 0).toBe(true);
        for (const address of [stored?.heroVideoUrl, stored?.heroPosterUrl, stored?.campusPictureUrl]) {
          if (address) expect(address).toMatch(/^(\/(?!\/)|https?:\/\/)\S+$/);
        }
      }),
      runs(60),
    );
  });
});

describe("two-step sign-in", () => {
  it("the account page's two-step forms and the code page: never fail, never turn it on without the app's code", async () => {
    const posted = fc
      .record({
        intent: fieldValue(intentLike(["two-step-on", "two-step-confirm", "two-step-codes", "two-step-off"])),
        password: fieldValue(fc.oneof(hostileText(), fc.constant("admin password"))),
        code: fieldValue(
          fc.oneof(hostileText(), fc.stringMatching(/^\d{6}$/), fc.stringMatching(/^[a-zA-Z0-9]{5}-[a-zA-Z0-9]{5}$/)),
        ),
        how: encoding,
      })
      // Turning it off with the right password renews the session, which would sign this test out.
      .filter(
        (post) => !(firstValue(post.password) === "admin password" && firstValue(post.intent) === "two-step-off"),
      );
    let address = 0;
    await fc.assert(
      fc.asyncProperty(posted, async (post) => {
        const entries: Entries = [
          ["intent", post.intent],
          ["password", post.password],
          ["code", post.code],
        ];
        address++;
        const context = { clientIp: `198.18.${address >> 8}.${address & 255}` };
        const account = adminPost("/admin-kfupm-aero/account", entries, post.how);
        account.headers.set("Origin", "http://localhost:3000");
        expect([200, 400, 401, 409, 429]).toContain((await callAction(accountAction, account, context)).status);
        // The code page without a waiting sign-in, or with a forged one, signs nobody in.
        const codePage = adminPost("/admin-kfupm-aero/two-step", [["code", post.code]], post.how);
        codePage.headers.set("Origin", "http://localhost:3000");
        codePage.headers.set("cookie", "better-auth.two_factor=2fa-forged.signature");
        const answer = await callAction(twoStepAction, codePage, context);
        expect([400, 401, 429]).toContain(answer.status);
        expect(answer.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c))).toBe(false);
      }),
      runs(40),
    );
    const [account] = await database().db.select().from(user).where(eq(user.email, "admin@example.org"));
    expect(account?.twoFactorEnabled).toBe(false);
  });
});

describe("the upload endpoint", () => {
  let pictures: Record<"jpeg" | "png" | "webp", Buffer>;
  beforeAll(async () => {
    const image = () => sharp({ create: { width: 24, height: 16, channels: 3, background: "#1e3a8a" } });
    pictures = {
      jpeg: await image().jpeg().toBuffer(),
      png: await image().png().toBuffer(),
      webp: await image().webp().toBuffer(),
    };
  });

  const storedFiles = () => {
    const root = path.join(env().DATA_DIR, "storage");
    try {
      return readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
    } catch {
      return [];
    }
  };
  const leftovers = () => {
    try {
      return readdirSync(path.join(env().DATA_DIR, "tmp", "uploads"));
    } catch {
      return [];
    }
  };

  it("stores only a whole picture (or video) of an accepted type, answers the rest with 4xx and stores nothing", async () => {
    const bytes = fc.oneof(
      fc.uint8Array({ maxLength: 5000 }),
      fc
        .tuple(fc.constantFrom("jpeg", "png", "webp") as fc.Arbitrary<"jpeg" | "png" | "webp">, fc.nat())
        .map(([format, cut]) => {
          const whole = pictures[format];
          return new Uint8Array(whole.subarray(0, cut % (whole.length + 1)));
        }),
      fc
        .tuple(
          fc.constantFrom("jpeg", "png", "webp") as fc.Arbitrary<"jpeg" | "png" | "webp">,
          fc.uint8Array({ minLength: 1, maxLength: 8 }),
        )
        .map(([format, magic]) => {
          const copy = new Uint8Array(pictures[format]);
          copy.set(magic, 0);
          return copy;
        }),
      fc
        .tuple(
          fc.constantFrom("jpeg", "png", "webp") as fc.Arbitrary<"jpeg" | "png" | "webp">,
          fc.nat(),
          fc.uint8Array({ minLength: 1, maxLength: 64 }),
        )
        .map(([format, at, junk]) => {
          const copy = new Uint8Array(pictures[format]);
          copy.set(junk.subarray(0, Math.max(0, copy.length - (at % copy.length))), at % copy.length);
          return copy;
        }),
      fc
        .constantFrom("jpeg", "png", "webp")
        .map((format) => new Uint8Array(pictures[format as "jpeg" | "png" | "webp"])),
      // A picture's header claiming huge dimensions, over a few bytes of data.
      fc
        .tuple(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 2 ** 31 - 1 }))
        .map(([width, height]) => new Uint8Array(pngClaiming(width, height))),
      fc.constant(new Uint8Array(Buffer.from("%PDF-1.4\n%\u00e2\u00e3\n1 0 obj<<>>endobj"))),
      fc.constant(new Uint8Array(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"))),
    );
    const upload = fc.record({
      collection: fc.oneof(fc.constantFrom("projects", "news", "gallery", "events", "team"), hostileText()),
      field: fc.oneof(fc.constantFrom("imageUrl", "featuredImageUrl"), hostileText()),
      fileField: fc.constantFrom("file", "file", "file", "image", ""),
      name: fc.oneof(
        fc.constantFrom("photo.jpg", "a.png", "x.webp", "../../etc/passwd", "a.svg", "", ".jpg", "a.mov"),
        hostileText(),
      ),
      type: fc.constantFrom("image/jpeg", "image/png", "text/plain", "application/octet-stream", "image/svg+xml", ""),
      bytes,
      asText: fc.boolean(),
      intent: fc.option(fc.constantFrom("crop", "upload"), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(upload, async (u) => {
        const before = storedFiles();
        const form = new FormData();
        form.append("collection", u.collection);
        form.append("field", u.field);
        if (u.intent !== undefined) form.append("intent", u.intent);
        // Text where a file is expected, or the file itself.
        if (u.asText) form.append(u.fileField, new TextDecoder().decode(u.bytes));
        else form.append(u.fileField, new File([new Uint8Array(u.bytes)], u.name, { type: u.type }));
        const request = new Request("http://localhost:3000/admin-kfupm-aero/upload", {
          method: "POST",
          headers: { cookie },
          body: form,
        });
        const answer = (await uploadAction({ request, params: {}, context: {} } as never)) as Response;
        const reply = (await answer.json()) as { ok: boolean; url?: string };
        const after = storedFiles();
        expect(leftovers()).toEqual([]);
        expect([200, 400, 404, 413, 415]).toContain(answer.status);
        if (answer.status !== 200) {
          expect(reply.ok).toBe(false);
          expect(after.sort()).toEqual(before.sort());
          return;
        }
        expect(reply.ok).toBe(true);
        const added = after.filter((file) => !before.includes(file));
        expect(added).toHaveLength(1);
        const file = added[0] as string;
        expect(reply.url).toBe(`/storage/${path.relative(path.join(env().DATA_DIR, "storage"), file)}`);
        const metadata = await sharp(file).metadata();
        expect(["jpeg", "png", "webp"]).toContain(metadata.format);
        expect(path.extname(file).slice(1)).toMatch(/^(jpe?g|png|webp)$/);
      }),
      runs(200),
    );
  });

  it("answers a form cut off anywhere with a 4xx, and keeps nothing of it", async () => {
    const whole = await new Response(
      (() => {
        const form = new FormData();
        form.append("collection", "projects");
        form.append("field", "imageUrl");
        form.append("file", new File([new Uint8Array(pictures.png)], "a.png", { type: "image/png" }));
        return form;
      })(),
    );
    const type = whole.headers.get("Content-Type") ?? "";
    const boundary = type.split("boundary=")[1] ?? "";
    const body = Buffer.from(await whole.arrayBuffer());
    // Where the picture's bytes end: a body cut after that still holds the whole picture.
    const pictureEnd = body.indexOf(Buffer.from(`\r\n--${boundary}--`));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: body.length - 1 }), async (cut) => {
        const before = storedFiles();
        const request = new Request("http://localhost:3000/admin-kfupm-aero/upload", {
          method: "POST",
          headers: { cookie, "Content-Type": type },
          body: new Uint8Array(body.subarray(0, cut)),
        });
        const answer = (await uploadAction({ request, params: {}, context: {} } as never)) as Response;
        expect(leftovers()).toEqual([]);
        const added = storedFiles().filter((file) => !before.includes(file));
        if (answer.status === 200) {
          // Only the final boundary was cut: the picture arrived whole, and is stored whole.
          expect(cut).toBeGreaterThanOrEqual(pictureEnd);
          expect(added).toHaveLength(1);
          expect(await sharp(added[0] as string).metadata()).toMatchObject({ format: "png", width: 24, height: 16 });
          return;
        }
        expect(answer.status).toBeGreaterThanOrEqual(400);
        expect(answer.status).toBeLessThan(500);
        expect(added).toEqual([]);
      }),
      runs(100),
    );
  });

  it("keeps nothing of a management form cut off before its end, not even the picture it carried", async () => {
    const whole = new Response(
      (() => {
        const form = new FormData();
        form.append("intent", "create");
        form.append("title", "Cut Off Project");
        form.append("description", "D");
        form.append("imageUrl", "");
        form.append("imageUrlFile", new File([new Uint8Array(pictures.png)], "a.png", { type: "image/png" }));
        form.append("buttonText", "View Details");
        return form;
      })(),
    );
    const type = whole.headers.get("Content-Type") ?? "";
    const body = Buffer.from(await whole.arrayBuffer());
    const pictureEnd = body.indexOf(Buffer.from('name="buttonText"'));
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: pictureEnd, max: body.length - 40 }), async (cut) => {
        const before = storedFiles();
        const request = new Request("http://localhost:3000/admin-kfupm-aero/projects", {
          method: "POST",
          headers: { cookie, "Content-Type": type },
          body: new Uint8Array(body.subarray(0, cut)),
        });
        const answer = await callAction(collectionAction, request, {}, { collection: "projects" });
        expect(answer.status).toBe(400);
        expect(storedFiles().sort()).toEqual(before.sort());
        expect(leftovers()).toEqual([]);
      }),
      runs(40),
    );
  });

  it("stores nothing that arrives after the form was refused (a field over its size before the picture)", async () => {
    const before = storedFiles();
    const form = new FormData();
    form.append("intent", "create");
    form.append("title", "x".repeat(1024 * 1024 + 1));
    form.append("imageUrlFile", new File([new Uint8Array(pictures.png)], "a.png", { type: "image/png" }));
    const request = new Request("http://localhost:3000/admin-kfupm-aero/projects", {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    const answer = await callAction(collectionAction, request, {}, { collection: "projects" });
    expect(answer.status).toBe(400);
    // Whatever was still on its way is read past, not stored: nothing is left once the answer is out.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(storedFiles().sort()).toEqual(before.sort());
    expect(leftovers()).toEqual([]);
  });

  it("answers a body that is not a form with 400", async () => {
    await fc.assert(
      fc.asyncProperty(oddBody, async ({ type, body }) => {
        const request = new Request("http://localhost:3000/admin-kfupm-aero/upload", {
          method: "POST",
          headers: type ? { "Content-Type": type, cookie } : { cookie },
          body,
        });
        const answer = (await uploadAction({ request, params: {}, context: {} } as never)) as Response;
        expect(answer.status).toBe(400);
      }),
      runs(100),
    );
  });
});
