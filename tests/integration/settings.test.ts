import { mkdtempSync, rmSync, utimesSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { store } from "~/collections.server";
import type { ManageReply } from "~/features/admin/replies";
import { contentVersion } from "~/features/public-pages/service/content-version.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { activityLog, siteSettings } from "~/lib/db/schema";
import { defaultSettings } from "~/lib/site-settings-defaults";
import { localStorage, setStorage } from "~/lib/storage.server";
import { action as settingsAction } from "~/routes/admin/settings";
import { personaCookies } from "./support/accounts";
import { postTo } from "./support/admin-actions";
import { withTestDatabase } from "./support/database";
import { renderPage } from "./support/render-page";
import { settingsForm as formOf, openSettings as openSettingsAs } from "./support/settings-form";

const database = withTestDatabase();
const root = mkdtempSync(path.join(tmpdir(), "aero-settings-"));
const files = localStorage(root);
let cookie = "";

beforeAll(async () => {
  cookie = (await personaCookies(database().db)).admin;
  setStorage(files);
  vi.spyOn(console, "info").mockImplementation(() => {});
});
afterAll(() => {
  setStorage(undefined);
  rmSync(root, { recursive: true, force: true });
});

const openSettings = () => openSettingsAs(cookie);

function save(fields: { [name: string]: string }) {
  return postTo<ManageReply>(settingsAction, "/admin-kfupm-aero/settings", fields, cookie);
}

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

describe("site settings", () => {
  it("show today's texts until they are saved, and a save is on the next public page", async () => {
    expect(await database().db.select().from(siteSettings)).toEqual([]);
    const before = text((await renderPage("/")).html);
    expect(before).toContain(defaultSettings.tagline);
    expect(before).toMatch(/5 AIAA Awards.*3 NASA Competitions.*12 Design Awards.*8 Innovation Prizes/);
    expect(before).not.toContain("Follow us");
    expect(text((await renderPage("/contact")).html)).toMatch(
      /Sunday–Thursday 8:00 AM–5:00 PM Friday–Saturday Closed We typically reply within 24 hours\./,
    );

    const record = await openSettings();
    expect(record).toMatchObject({ version: 1, clubName: "KFUPM Aerospace Club", timeZone: "Asia/Riyadh" });
    const version = await contentVersion(database().db);
    const saved = await save(
      formOf(record, {
        clubName: "Orbital Society",
        tagline: "Reach for orbit",
        awardsAiaa: "7",
        instagramUrl: "https://instagram.com/orbital",
        contactEmail: "hello@orbital.example.org",
        officeHours: "Monday: 9:00 AM–1:00 PM\nTuesday: Closed",
        replyNote: "We answer within two days.",
        mission: "To **fly**.",
        membershipOpen: "on",
        membershipLink: "https://forms.example.org/join",
      }),
    );
    expect(saved.status, JSON.stringify(saved.reply)).toBe(200);
    expect(saved.reply?.toast?.description).toBe("Settings updated successfully");
    // A save is a content write: every instance renders its pages anew.
    expect(await contentVersion(database().db)).not.toBe(version);

    const home = await renderPage("/");
    expect(home.html).toContain("Reach for orbit");
    expect(text(home.html)).toContain("7 AIAA Awards");
    expect(home.html).toContain('href="https://instagram.com/orbital"');
    expect(home.html).toMatch(/<a[^>]*href="https:\/\/forms\.example\.org\/join"[^>]*>Join Club<\/a>/);
    expect(text(home.html)).toMatch(/© \d{4} Orbital Society ?\. All rights reserved\./);
    const contact = text((await renderPage("/contact")).html);
    expect(contact).toContain("Monday 9:00 AM–1:00 PM Tuesday Closed We answer within two days.");
    expect(contact).toContain("hello@orbital.example.org");
    // The mission is Markdown, shown as the other texts are.
    const about = (await renderPage("/about")).html;
    expect(about).toContain('<p dir="auto">To <strong>fly</strong>.</p>');
    expect(about).not.toContain("**");
    // Applications open: the membership page says so, and is no placeholder any more.
    const membership = await renderPage("/membership");
    expect(membership.html).toMatch(/<a[^>]*href="https:\/\/forms\.example\.org\/join"/);
    expect(text(membership.html)).toContain("Applications are open.");
    expect(text(membership.html)).not.toContain("This page is for display purposes only.");

    // Logged as settings, with only what changed; the time zone never chosen stays the TZ variable's.
    const [entry] = await database().db.select().from(activityLog).orderBy(desc(activityLog.at)).limit(1);
    expect(entry).toMatchObject({ kind: "settings", action: "updated", subjectType: "settings" });
    expect(entry?.changes?.tagline).toEqual({ from: defaultSettings.tagline, to: "Reach for orbit" });
    expect(entry?.changes?.awardsAiaa).toEqual({ from: 5, to: 7 });
    expect(Object.keys(entry?.changes ?? {})).not.toContain("timeZone");
    expect(Object.keys(entry?.changes ?? {})).not.toContain("vision");
    const [row] = await database().db.select().from(siteSettings);
    expect(row?.timeZone).toBeNull();
  });

  it("refuse bad input next to its field and change nothing", async () => {
    const record = await openSettings();
    const stored = await currentSettings(database().db);
    for (const [changes, field, message] of [
      [{ timeZone: "Mars/Olympus" }, "timeZone", "Choose a time zone from the list, such as Asia/Riyadh"],
      [{ clubName: "   " }, "clubName", "Club name is required"],
      [{ awardsNasa: "three" }, "awardsNasa", "NASA Competitions must be a whole number"],
      [{ contactEmail: "not an address" }, "contactEmail", "Please enter a valid email address"],
      [{ campusPictureUrl: "javascript:alert(1)" }, "campusPictureUrl", "Campus picture must be a file"],
    ] as const) {
      const refused = await save(formOf(record, { ...changes, tagline: "Never saved" }));
      expect(refused.status).toBe(400);
      expect(refused.reply?.result?.error?.[field]?.[0]).toContain(message);
    }
    // Neither deleted nor created: there is one settings record.
    for (const intent of ["delete", "create"]) {
      expect((await save({ ...formOf(record), intent })).status).toBe(400);
    }
    // A save from a form opened before another admin's save is refused.
    expect((await save(formOf({ ...record, version: record.version - 1 }, { tagline: "Stale" }))).status).toBe(409);
    expect(await currentSettings(database().db)).toEqual(stored);
    expect((await database().db.select().from(siteSettings)).length).toBe(1);
  });

  it("store a picture chosen with the form, as a browser posts it: every upload field's file input, the others empty", async () => {
    const jpeg = await sharp({ create: { width: 800, height: 450, channels: 3, background: "#1e3a8a" } })
      .jpeg()
      .toBuffer();
    const empty = () => new File([], "", { type: "application/octet-stream" });
    const saved = await postTo<ManageReply>(
      settingsAction,
      "/admin-kfupm-aero/settings",
      {
        ...formOf(await openSettings()),
        heroVideoUrlFile: empty(),
        heroPosterUrlFile: new File([jpeg], "hero.jpg", { type: "image/jpeg" }),
        campusPictureUrlFile: new File([jpeg], "campus.jpg", { type: "image/jpeg" }),
      },
      cookie,
    );
    expect(saved.status, JSON.stringify(saved.reply)).toBe(200);
    const { campusPictureUrl, heroPosterUrl } = await currentSettings(database().db);
    expect(campusPictureUrl).toMatch(/^\/storage\/site\/[0-9a-f-]{36}\.jpg$/);
    expect(heroPosterUrl).toMatch(/^\/storage\/site\/[0-9a-f-]{36}\.jpg$/);
    expect(await files.list("site")).toHaveLength(2);
    // The hero's picture comes in the widths the screen needs; the club's own video still plays.
    const home = (await renderPage("/")).html;
    const poster = heroPosterUrl?.split("/").pop();
    expect(home).toContain(`srcSet="/images/site/${poster}?w=320 320w`);
    expect(home).toContain('src="/storage/videos/club-loop.webm"');
  });

  it("keep their pictures as files in use, and remove a replaced one", async () => {
    const stale = Date.now() - 3 * 24 * 60 * 60 * 1000;
    const names = ["5b0e7a4c-0000-4000-8000-000000000001.png", "5b0e7a4c-0000-4000-8000-000000000002.png"];
    const urls: string[] = [];
    for (const name of names) {
      await files.put("site", name, Buffer.alloc(50, 1), "image/png");
      utimesSync(path.join(root, "site", name), new Date(stale), new Date(stale));
      urls.push(files.publicUrl("site", name));
    }
    const first = await save(formOf(await openSettings(), { campusPictureUrl: urls[0] }));
    expect(first.status, JSON.stringify(first.reply)).toBe(200);
    // The other upload was never saved: it goes; the campus picture stays.
    await store.removeAbandonedFiles(database().db);
    const kept = await files.list("site");
    expect(kept).toContain(names[0]);
    expect(kept).not.toContain(names[1]);
    expect((await renderPage("/")).html).toContain(`/images/site/${names[0]}`);

    await files.put("site", names[1] ?? "", Buffer.alloc(50, 1), "image/png");
    const second = await save(formOf(await openSettings(), { campusPictureUrl: urls[1] }));
    expect(second.status).toBe(200);
    const after = await files.list("site");
    expect(after).toContain(names[1]);
    expect(after).not.toContain(names[0]);
    const [row] = await database()
      .db.select()
      .from(siteSettings)
      .where(eq(siteSettings.campusPictureUrl, urls[1] ?? ""));
    expect(row).toBeDefined();
  });
});
