import { readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { collections, findCollection } from "~/collections";
import { collectionServers, serverOf } from "~/collections.server";
import { defineCollectionServer } from "~/content/collection.server";
import { clubToday } from "~/content/fields";
import { contentStore } from "~/content/store.server";
import { dashboardOverview } from "~/features/dashboard/queries.server";
import { seedDemoContent } from "~/features/demo/seed.server";
import { events } from "~/features/events/table";
import { galleryItems } from "~/features/gallery/table";
import { publishedArticles } from "~/features/news/queries.server";
import { newsArticles } from "~/features/news/table";
import { projects } from "~/features/projects/table";
import type { teamCollection } from "~/features/team/collection";
import { teamMembers } from "~/features/team/table";
import { appState } from "~/lib/db/schema";
import { storage } from "~/lib/storage.server";
import { loader as rootLoader } from "~/root";
import { loader as eventsPage } from "~/routes/public/events";
import { answerOf } from "../support/answers";
import { personaCookies } from "./support/accounts";
import { postCollection } from "./support/admin-actions";
import { withTestDatabase } from "./support/database";

/**
 * The management pages' one action, for each content type: create, update and delete with the
 * spec's conversions and messages, refusals that write nothing, a stale save refused, a deleted
 * record reported, database failures reported, and forms posted without JavaScript.
 */
const database = withTestDatabase();
let cookie = "";

beforeAll(async () => {
  await seedDemoContent(database().db, storage());
  cookie = (await personaCookies(database().db)).admin;
});

const post = (key: string, fields: Record<string, string | Blob>) => postCollection(key, fields, cookie);

async function rowsOf(
  table: typeof events | typeof projects | typeof newsArticles | typeof galleryItems | typeof teamMembers,
) {
  return database().db.select().from(table);
}

async function eventNamed(title: string) {
  const [row] = await database().db.select().from(events).where(eq(events.title, title));
  return row;
}

const eventForm = {
  intent: "create",
  title: "Rocketry 101",
  description: "An introduction to model rocketry.",
  type: "seminar",
  status: "full",
  date: "2026-12-15",
  time: "14:30",
  location: "Building 63",
  maxAttendees: "40",
  registrationLink: "https://forms.example.org/rocketry",
  buttonText: "",
  linkEnabled: "on",
};

describe("events", () => {
  it("are created with every field, converted as the spec says", async () => {
    const posted = await post("events", eventForm);
    expect(posted.status).toBe(200);
    expect(posted.reply).toMatchObject({
      outcome: "saved",
      toast: { title: "Success", description: "Event created successfully", variant: "success" },
    });
    expect(await eventNamed("Rocketry 101")).toMatchObject({
      description: "An introduction to model rocketry.",
      type: "seminar",
      status: "full",
      date: "2026-12-15",
      time: "14:30:00",
      location: "Building 63",
      currentAttendees: 0,
      maxAttendees: 40,
      registrationLink: "https://forms.example.org/rocketry",
      buttonText: "Register Now",
      linkEnabled: true,
      version: 1,
    });
    // Visitors see it on the events page at once.
    const { events: listed } = await eventsPage({
      request: new Request("http://localhost/events"),
      params: {},
      context: {},
    } as never);
    expect(listed.map((e) => e.title)).toContain("Rocketry 101");
  });

  it("are updated, keeping what the form does not edit, and deleted", async () => {
    const before = await eventNamed("Rocketry 101");
    if (!before) throw new Error("no event");
    await database().db.update(events).set({ currentAttendees: 12 }).where(eq(events.id, before.id));
    const updated = await post("events", {
      ...eventForm,
      intent: "update",
      id: before.id,
      version: String(before.version),
      title: "Rocketry 102",
      maxAttendees: "",
      linkEnabled: "",
    });
    expect(updated.reply?.toast?.description).toBe("Event updated successfully");
    const after = await eventNamed("Rocketry 102");
    expect(after).toMatchObject({ currentAttendees: 12, maxAttendees: null, linkEnabled: false, version: 2 });

    const deleted = await post("events", { intent: "delete", id: before.id });
    expect(deleted.reply).toMatchObject({
      outcome: "deleted",
      toast: { title: "Success", description: "Event deleted successfully" },
    });
    expect(await eventNamed("Rocketry 102")).toBeUndefined();
  });

  it("keep line breaks (a textarea's \\r\\n made \\n) and refuse control characters, writing nothing", async () => {
    const before = (await rowsOf(events)).length;
    const refused = await post("events", { ...eventForm, title: "Launch\u001b[2J", location: "Hall\u0000B" });
    expect(refused.status).toBe(400);
    expect(refused.reply?.result?.error).toMatchObject({
      title: ["Title contains characters that are not allowed"],
      location: ["Location contains characters that are not allowed"],
    });
    expect(await rowsOf(events)).toHaveLength(before);

    const saved = await post("events", { ...eventForm, title: "Line Breaks", description: "One\r\nTwo\rThree" });
    expect(saved.status).toBe(200);
    expect((await eventNamed("Line Breaks"))?.description).toBe("One\nTwo\nThree");
  });
});

describe("every content type", () => {
  const required: Record<string, Record<string, string>> = {
    events: {
      title: "Title is required",
      description: "Description is required",
      date: "Date is required",
      time: "Time is required",
      location: "Location is required",
    },
    projects: { title: "Title is required", description: "Description is required" },
    news: {
      title: "Title is required",
      content: "Content is required",
      author: "Author is required",
      publishedDate: "Published Date is required",
    },
    gallery: {
      title: "Title is required",
      imageUrl: "Image or Video is required: choose a file and upload it",
      uploadDate: "Upload Date is required",
    },
    team: { name: "Name is required", position: "Position is required" },
  };
  const tables = { events, projects, news: newsArticles, gallery: galleryItems, team: teamMembers };

  it.each(Object.keys(required))(
    "%s: an empty form gets a message for each required field and writes nothing",
    async (key) => {
      const table = tables[key as keyof typeof tables];
      const before = await rowsOf(table);
      const posted = await post(key, { intent: "create", publishedDate: "", uploadDate: "" });
      expect(posted.status).toBe(400);
      expect(posted.reply?.outcome).toBe("invalid");
      const errors = Object.fromEntries(
        Object.entries(posted.reply?.result?.error ?? {}).map(([name, messages]) => [name, messages?.[0]]),
      );
      expect(errors).toEqual(required[key]);
      expect(await rowsOf(table)).toEqual(before);
    },
  );

  it("a number field that is not a number gets a message, never an error page", async () => {
    const before = await rowsOf(teamMembers);
    const posted = await post("team", {
      intent: "create",
      name: "Sara",
      position: "Lead",
      positionOrder: "1; DROP TABLE",
    });
    expect(posted.status).toBe(400);
    expect(posted.reply?.result?.error).toEqual({ positionOrder: ["Display Order must be a whole number"] });
    expect(await rowsOf(teamMembers)).toEqual(before);
  });

  it("team members are 'added'; display order empty gives 0", async () => {
    const posted = await post("team", {
      intent: "create",
      name: "Omar Haddad",
      position: "Treasurer",
      positionOrder: "",
    });
    expect(posted.reply?.toast).toEqual({
      title: "Success",
      description: "Team member added successfully",
      variant: "success",
    });
    const [member] = await database().db.select().from(teamMembers).where(eq(teamMembers.name, "Omar Haddad"));
    expect(member).toMatchObject({ positionOrder: 0, isExecutive: false, bio: null, email: null, imageUrl: null });
  });

  it("projects keep their lists split and trimmed; gallery items their defaults", async () => {
    await post("projects", {
      intent: "create",
      title: "Sounding Rocket",
      description: "To 3 km.",
      technologies: " OpenRocket , , Arduino ",
      achievements: "",
      teamSize: "7",
      duration: " ",
    });
    const [project] = await database().db.select().from(projects).where(eq(projects.title, "Sounding Rocket"));
    expect(project).toMatchObject({
      technologies: ["OpenRocket", "Arduino"],
      achievements: [],
      teamSize: 7,
      duration: null,
      category: "aerospace",
      status: "active",
      buttonText: "View Details",
      linkEnabled: false,
    });
    const posted = await post("gallery", {
      intent: "create",
      title: "Night launch",
      imageUrl: "/storage/gallery/launch-day.webp",
      uploadDate: "2026-11-20",
      description: "",
    });
    expect(posted.reply?.toast?.description).toBe("Gallery item created successfully");
    const [item] = await database().db.select().from(galleryItems).where(eq(galleryItems.title, "Night launch"));
    expect(item).toMatchObject({
      category: "general",
      mediaType: "image",
      description: null,
      uploadDate: "2026-11-20",
    });
  });

  it("a picture's address is a file of the site or an https:// address: anything else is refused next to the field", async () => {
    const refusedWith = "Project Image must be a file uploaded here or an https:// address";
    for (const imageUrl of [
      "javascript:alert(3)",
      "data:image/svg+xml,<svg onload=alert(1)>",
      "http://tracker.example/pixel.png",
      "//evil.example/x.png",
      "/storage/../../etc/passwd",
      "vbscript:msgbox",
    ]) {
      const title = `Bad picture ${imageUrl.slice(0, 12)}`;
      const posted = await post("projects", { intent: "create", title, description: "D", imageUrl });
      expect(posted.status, imageUrl).toBe(400);
      expect(posted.reply?.result?.error?.imageUrl, imageUrl).toEqual([refusedWith]);
      expect(await database().db.select().from(projects).where(eq(projects.title, title))).toEqual([]);
    }
    for (const imageUrl of ["https://cdn.example.org/hangar.jpg", "/storage/projects/hangar.jpg"]) {
      const title = `Good picture ${imageUrl.slice(0, 12)}`;
      const posted = await post("projects", { intent: "create", title, description: "D", imageUrl });
      expect(posted.reply?.outcome, imageUrl).toBe("saved");
    }
  });

  it("an unknown intent writes nothing", async () => {
    const before = await rowsOf(events);
    expect((await post("events", { ...eventForm, intent: "explode" })).status).toBe(400);
    expect(await rowsOf(events)).toEqual(before);
  });
});

describe("news", () => {
  it("moves between Draft and Published with the 'Publish article' switch; visitors never see a draft", async () => {
    const form = {
      intent: "create",
      title: "Launch Report",
      content: "We flew.",
      author: "Media Team",
      publishedDate: "2026-11-21",
    };
    await post("news", form);
    const [draft] = await database().db.select().from(newsArticles).where(eq(newsArticles.title, "Launch Report"));
    if (!draft) throw new Error("no article");
    expect(draft).toMatchObject({ isPublished: false, linkText: "Read Full Article", featuredImageUrl: null });
    const visible = async () => (await publishedArticles(database().db)).some((a) => a.title === "Launch Report");
    expect(await visible()).toBe(false);

    await post("news", { ...form, intent: "update", id: draft.id, version: "1", isPublished: "on" });
    expect(await visible()).toBe(true);
    await post("news", { ...form, intent: "update", id: draft.id, version: "2" });
    expect(await visible()).toBe(false);
  });

  it("an article saved by an admin gets its summary from its content", async () => {
    const [article] = await database()
      .db.select()
      .from(newsArticles)
      .where(sql`${newsArticles.excerpt} is not null`)
      .limit(1);
    if (!article) throw new Error("no demo article with an excerpt");
    await post("news", {
      intent: "update",
      id: article.id,
      version: String(article.version),
      title: article.title,
      content: "Rewritten content.",
      author: article.author,
      publishedDate: article.publishedDate,
      isPublished: article.isPublished ? "on" : "",
    });
    const [after] = await database().db.select().from(newsArticles).where(eq(newsArticles.id, article.id));
    expect(after).toMatchObject({ content: "Rewritten content.", excerpt: null });
  });
});

describe("no silent overwrites", () => {
  it("a save based on an older version is refused, and the record as it is now is kept", async () => {
    await post("events", { ...eventForm, title: "Stale Test" });
    const original = await eventNamed("Stale Test");
    if (!original) throw new Error("no event");
    const base = { ...eventForm, intent: "update", id: original.id, version: String(original.version) };
    const first = await post("events", { ...base, title: "Stale Test (first admin)" });
    expect(first.reply?.outcome).toBe("saved");
    const second = await post("events", { ...base, title: "Stale Test (second admin)" });
    expect(second.status).toBe(409);
    expect(second.reply).toMatchObject({
      outcome: "changed",
      editId: original.id,
      toast: {
        title: "Not saved",
        description:
          "This event was changed by someone else while you were editing it. The form now shows the saved version: make your changes again and save.",
      },
    });
    expect((await eventNamed("Stale Test (first admin)"))?.version).toBe(2);
    expect(await eventNamed("Stale Test (second admin)")).toBeUndefined();
  });

  it("saving or deleting a record deleted meanwhile says so", async () => {
    await post("events", { ...eventForm, title: "Gone Test" });
    const record = await eventNamed("Gone Test");
    if (!record) throw new Error("no event");
    await post("events", { intent: "delete", id: record.id });
    const gone = {
      title: "Not found",
      description: "This event no longer exists: someone else deleted it.",
      variant: "error",
    };
    const saved = await post("events", { ...eventForm, intent: "update", id: record.id, version: "1" });
    expect(saved).toMatchObject({ status: 404, reply: { outcome: "missing", toast: gone } });
    const deleted = await post("events", { intent: "delete", id: record.id });
    expect(deleted).toMatchObject({ status: 404, reply: { outcome: "missing", toast: gone } });
    // An id that is not even an id names no record either.
    expect((await post("events", { intent: "delete", id: "'; drop table events" })).status).toBe(404);
    expect((await post("events", { ...eventForm, intent: "update", id: "x", version: "1" })).status).toBe(404);
  });
});

describe("when the database fails", () => {
  it("saves and deletes answer 'Failed to save …' / 'Failed to delete …', and the error is logged", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const [member] = await database().db.select().from(teamMembers).limit(1);
    if (!member) throw new Error("no member");
    await database().db.execute(sql`ALTER TABLE team_members RENAME TO team_members_gone`);
    try {
      const saved = await post("team", { intent: "create", name: "X", position: "Y" });
      expect(saved).toMatchObject({
        status: 500,
        reply: {
          outcome: "failed",
          toast: { title: "Error", description: "Failed to save team member", variant: "error" },
        },
      });
      const deleted = await post("team", { intent: "delete", id: member.id });
      expect(deleted).toMatchObject({
        status: 500,
        reply: { toast: { title: "Error", description: "Failed to delete team member" } },
      });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("[content] failed to save team member"));
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("[content] failed to delete team member"));
    } finally {
      await database().db.execute(sql`ALTER TABLE team_members_gone RENAME TO team_members`);
      logged.mockRestore();
    }
  });

  it("a write whose content version cannot be raised fails whole: nothing saved, 'Failed to save …'", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const version = async () =>
      (await database().db.select().from(appState).where(eq(appState.key, "content_version")))[0]?.value;
    const [event] = await database().db.select().from(events).limit(1);
    if (!event) throw new Error("no event");
    const before = await version();
    await database().db.execute(sql`
      CREATE FUNCTION refuse_version() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'the content version cannot be raised'; END $$ LANGUAGE plpgsql`);
    await database().db.execute(
      sql`CREATE TRIGGER refuse_version BEFORE INSERT OR UPDATE ON app_state FOR EACH ROW EXECUTE FUNCTION refuse_version()`,
    );
    try {
      const updated = await post("events", {
        ...eventForm,
        intent: "update",
        id: event.id,
        version: String(event.version),
        title: "Never Saved",
      });
      expect(updated).toMatchObject({
        status: 500,
        reply: { outcome: "failed", toast: { title: "Error", description: "Failed to save event" } },
      });
      const created = await post("events", { ...eventForm, title: "Never Created" });
      expect(created.reply?.toast?.description).toBe("Failed to save event");
      const deleted = await post("events", { intent: "delete", id: event.id });
      expect(deleted.reply?.toast?.description).toBe("Failed to delete event");
      // The record is as it was, and nothing else was written.
      const [after] = await database().db.select().from(events).where(eq(events.id, event.id));
      expect(after).toEqual(event);
      expect(await eventNamed("Never Created")).toBeUndefined();
      expect(await version()).toBe(before);
    } finally {
      await database().db.execute(sql`DROP TRIGGER refuse_version ON app_state`);
      await database().db.execute(sql`DROP FUNCTION refuse_version()`);
      logged.mockRestore();
    }
    // With the version raised again, the same save goes through and moves the version on.
    const saved = await post("events", {
      ...eventForm,
      intent: "update",
      id: event.id,
      version: String(event.version),
      title: event.title,
    });
    expect(saved.reply?.outcome).toBe("saved");
    expect(await version()).not.toBe(before);
  });

  it("runs a collection's write hooks inside the write: what afterChange writes is committed with the record, or not at all", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const seen: string[] = [];
    let refuse = false;
    const hooked = defineCollectionServer(findCollection("team") as typeof teamCollection, {
      table: teamMembers,
      order: [],
      hooks: {
        beforeChange: (values, { operation, stored }) => ({
          ...values,
          bio: operation === "update" ? `${stored?.bio ?? ""} (edited)` : "new",
        }),
        afterChange: async ({ operation, record, previous, transaction }) => {
          seen.push(`${operation} ${record.name}${previous ? ` from ${previous.name}` : ""}`);
          await transaction
            .insert(appState)
            .values({ key: `hooked-${record.id}`, value: operation })
            .onConflictDoUpdate({ target: appState.key, set: { value: operation } });
          if (refuse) throw new Error("the hook refuses");
        },
      },
    });
    const hookedStore = contentStore([hooked]);
    const actor = { email: "hooks@example.com" };
    const mark = async (id: string) =>
      (
        await database()
          .db.select()
          .from(appState)
          .where(eq(appState.key, `hooked-${id}`))
      )[0]?.value;
    try {
      const created = await hookedStore.createRecord(
        database().db,
        hooked,
        hooked.hooks.beforeChange({ name: "Hook Test", position: "Tester" }, { operation: "create" }),
        actor,
      );
      if (created.status !== "saved") throw new Error(`not saved: ${created.status}`);
      expect(created.record.bio).toBe("new");
      expect(await mark(created.record.id)).toBe("create");

      const rename = (name: string) =>
        hookedStore.updateRecord(
          database().db,
          hooked,
          created.record.id,
          created.record.version,
          (stored) => hooked.hooks.beforeChange({ name }, { operation: "update", stored }),
          actor,
        );
      refuse = true;
      const refused = await rename("Never Renamed");
      expect(refused.status).toBe("failed");
      const [unchanged] = await database().db.select().from(teamMembers).where(eq(teamMembers.id, created.record.id));
      expect(unchanged).toEqual(created.record);
      expect(await mark(created.record.id)).toBe("create");
      expect(await hookedStore.deleteRecord(database().db, hooked, created.record.id, actor)).toEqual({
        status: "failed",
      });

      refuse = false;
      const updated = await rename("Hook Renamed");
      expect(updated).toMatchObject({ status: "saved", record: { name: "Hook Renamed", bio: "new (edited)" } });
      expect(await mark(created.record.id)).toBe("update");
      expect((await hookedStore.deleteRecord(database().db, hooked, created.record.id, actor)).status).toBe("saved");
      expect(await mark(created.record.id)).toBe("delete");
      expect(seen).toEqual([
        "create Hook Test",
        "update Never Renamed from Hook Test",
        "delete Hook Test",
        "update Hook Renamed from Hook Test",
        "delete Hook Renamed",
      ]);
    } finally {
      await database().db.delete(appState).where(sql`${appState.key} LIKE 'hooked-%'`);
      logged.mockRestore();
    }
  });

  it("'Add Video from Storage' says 'Failed to add video to gallery'", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await database().db.execute(sql`ALTER TABLE gallery_items RENAME TO gallery_items_gone`);
    try {
      const posted = await post("gallery", { intent: "add-club-video" });
      expect(posted.reply?.toast).toEqual({
        title: "Error",
        description: "Failed to add video to gallery",
        variant: "error",
      });
    } finally {
      await database().db.execute(sql`ALTER TABLE gallery_items_gone RENAME TO gallery_items`);
      logged.mockRestore();
    }
  });
});

describe("'Add Video from Storage'", () => {
  it("adds the club video: category general, a video, uploaded today", async () => {
    const before = (await rowsOf(galleryItems)).length;
    const posted = await post("gallery", { intent: "add-club-video" });
    expect(posted.reply?.toast).toEqual({
      title: "Success",
      description: "Video added to gallery successfully",
      variant: "success",
    });
    const rows = await database().db.select().from(galleryItems);
    expect(rows).toHaveLength(before + 1);
    const added = rows.filter((row) => row.title === "KFUPM Aerospace Club Video");
    expect(added.at(-1)).toMatchObject({
      category: "general",
      mediaType: "video",
      imageUrl: "/storage/videos/club-loop.mp4",
      uploadDate: clubToday(),
    });
  });

  it("deleting that item keeps the video, which the home page plays", async () => {
    const [item] = await database()
      .db.select()
      .from(galleryItems)
      .where(eq(galleryItems.title, "KFUPM Aerospace Club Video"));
    if (!item) throw new Error("no video item");
    await post("gallery", { intent: "delete", id: item.id });
    expect(await storage().exists("videos", "club-loop.mp4")).toBe(true);
  });
});

describe("stored files", () => {
  async function storedPicture(bucket: "projects" | "gallery", name: string) {
    const body = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#345" } })
      .png()
      .toBuffer();
    await storage().put(bucket, name, body, "image/png");
    return storage().publicUrl(bucket, name);
  }

  it("a replaced or deleted record's file is removed; a file another record uses is kept", async () => {
    const first = await storedPicture("projects", "first-picture.png");
    const second = await storedPicture("projects", "second-picture.png");
    const form = { intent: "create", title: "Files Test", description: "D", imageUrl: first };
    await post("projects", form);
    await post("projects", { ...form, title: "Files Test (sharing)", imageUrl: second });
    const [project] = await database().db.select().from(projects).where(eq(projects.title, "Files Test"));
    if (!project) throw new Error("no project");

    await post("projects", { ...form, intent: "update", id: project.id, version: "1", imageUrl: second });
    expect(await storage().exists("projects", "first-picture.png")).toBe(false);
    expect(await storage().exists("projects", "second-picture.png")).toBe(true);

    await post("projects", { intent: "delete", id: project.id });
    // Still the picture of "Files Test (sharing)".
    expect(await storage().exists("projects", "second-picture.png")).toBe(true);
    const [sharing] = await database().db.select().from(projects).where(eq(projects.title, "Files Test (sharing)"));
    await post("projects", { intent: "delete", id: sharing?.id ?? "" });
    expect(await storage().exists("projects", "second-picture.png")).toBe(false);
  });

  it("a form posted without JavaScript uploads its chosen file with the save", async () => {
    const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#123" } })
      .png()
      .toBuffer();
    const posted = await post("gallery", {
      intent: "create",
      title: "Hangar at dawn",
      uploadDate: "2026-11-22",
      imageUrl: "",
      imageUrlFile: new File([new Uint8Array(picture)], "hangar.png", { type: "image/png" }),
      redirectTo: "/admin-kfupm-aero/gallery",
    });
    expect(posted.status).toBe(302);
    const [item] = await database().db.select().from(galleryItems).where(eq(galleryItems.title, "Hangar at dawn"));
    expect(item?.imageUrl).toMatch(/^\/storage\/gallery\/[0-9a-f-]{36}\.png$/);
    const located = storage().locate(item?.imageUrl ?? "");
    const stored = located ? await storage().get(located.bucket, located.name) : null;
    expect(await sharp(stored?.body).metadata()).toMatchObject({ format: "png", width: 300, height: 200 });
  });

  it("a video sent with the gallery form makes the item a video, whatever the form said", async () => {
    const video = readFileSync(path.resolve("demo/media/videos/club-loop.mp4"));
    const posted = await post("gallery", {
      intent: "create",
      title: "Static fire clip",
      uploadDate: "2026-11-22",
      mediaType: "image",
      imageUrl: "",
      imageUrlFile: new File([new Uint8Array(video)], "clip.mp4", { type: "video/mp4" }),
    });
    expect(posted.reply?.outcome).toBe("saved");
    const [item] = await database().db.select().from(galleryItems).where(eq(galleryItems.title, "Static fire clip"));
    expect(item).toMatchObject({ mediaType: "video", imageUrl: expect.stringMatching(/^\/storage\/videos\/.+\.mp4$/) });
  });

  it("a chosen file of the wrong kind is refused next to its field, and nothing is written", async () => {
    const before = await rowsOf(galleryItems);
    const posted = await post("gallery", {
      intent: "create",
      title: "Not a picture",
      uploadDate: "2026-11-22",
      imageUrlFile: new File(["just some text"], "notes.png", { type: "image/png" }),
    });
    expect(posted.status).toBe(400);
    expect(posted.reply?.toast).toEqual({
      title: "Invalid file type",
      description: "Please select one of: JPEG, PNG or WebP pictures, or MP4, WebM or MOV videos",
      variant: "error",
    });
    expect(posted.reply?.result?.error?.imageUrl).toEqual([
      "Please select one of: JPEG, PNG or WebP pictures, or MP4, WebM or MOV videos",
    ]);
    expect(await rowsOf(galleryItems)).toEqual(before);
  });
});

describe("forms posted without JavaScript", () => {
  it("go back to the page with a signed message, which the next page shows once", async () => {
    const posted = await post("events", { ...eventForm, title: "No-JS Event", redirectTo: "/admin-kfupm-aero/events" });
    expect(posted.status).toBe(302);
    // Back to the page, which marks the record just saved.
    const [saved] = await database().db.select().from(events).where(eq(events.title, "No-JS Event"));
    expect(posted.location).toBe(`/admin-kfupm-aero/events?saved=${saved?.id}`);
    const flash = posted.setCookie?.split(";")[0] ?? "";
    expect(flash).toMatch(/^flash_toast=/);
    const next = await answerOf<{ toast: unknown }>(
      rootLoader({
        request: new Request("http://localhost:3000/admin-kfupm-aero/events", { headers: { cookie: flash } }),
        params: {},
        context: {},
      } as never),
    );
    expect(next.reply?.toast).toEqual({
      title: "Success",
      description: "Event created successfully",
      variant: "success",
    });
    expect(next.setCookie).toMatch(/flash_toast=;.*Max-Age=0/);
  });

  it("a message cookie the site did not sign is ignored", async () => {
    const forged = `flash_toast=${Buffer.from(JSON.stringify({ title: "Your account is locked" })).toString("base64")}`;
    const next = await answerOf<{ toast: unknown }>(
      rootLoader({
        request: new Request("http://localhost:3000/", { headers: { cookie: forged } }),
        params: {},
        context: {},
      } as never),
    );
    expect(next.reply?.toast).toBeNull();
  });
});

describe("the registry", () => {
  it("holds, under each collection's key, that collection's server half", () => {
    for (const collection of collections) {
      expect(serverOf(collection.key)?.collection).toBe(collection);
    }
    expect(Object.keys(collectionServers)).toEqual(collections.map((collection) => collection.key));
    expect(serverOf("constructor")).toBeUndefined();
    expect(serverOf("__proto__")).toBeUndefined();
  });
});

describe("the dashboard", () => {
  it("reads its totals and recent lists from the registry", async () => {
    const overview = await dashboardOverview(database().db, Object.values(collectionServers));
    expect(overview.map((card) => card.key)).toEqual(["events", "projects", "news", "gallery"]);
    const eventsCard = overview[0];
    expect(eventsCard?.total).toBe((await rowsOf(events)).length);
    expect(eventsCard?.recent).toHaveLength(4);
  });
});
