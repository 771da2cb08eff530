import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isAdminRequest } from "~/features/admin-accounts/service/session.server";
import { seedDemoContent } from "~/features/demo/seed.server";
import {
  contentVersion,
  raiseContentVersion,
  requestVersions,
  withRequestVersions,
  writeAttendance,
} from "~/features/public-pages/service/content-version.server";
import { keptRead } from "~/features/public-pages/service/kept-reads.server";
import { loadList } from "~/features/public-pages/service/lists.server";
import { watchReads } from "~/features/public-pages/service/render-reads.server";
import { teamMembers } from "~/features/team/table";
import { storage } from "~/lib/storage.server";
import { personaCookies } from "./support/accounts";
import { type Posted, postCollection } from "./support/admin-actions";
import { testEngine, withTestDatabase } from "./support/database";
import { waitingFor } from "./support/limits";
import { demoSiteForFile, runScript } from "./support/processes";

/** Every content write marks the content as changed, which drops kept pages on every instance. */
const database = withTestDatabase();

describe("the content version", () => {
  it("moves on with the demo content, every save, delete and header action, and not with a refused post", async () => {
    const { db } = database();
    expect(await contentVersion(db)).toBe("0");
    await seedDemoContent(db, storage());
    let version = await contentVersion(db);
    expect(version).toBe("1");
    const cookie = (await personaCookies(db)).admin;
    const movesOn = async (posted: Promise<Posted>, moves = true) => {
      const answer = await posted;
      const now = await contentVersion(db);
      if (moves) expect(Number(now), JSON.stringify(answer.reply)).toBe(Number(version) + 1);
      else expect(now).toBe(version);
      version = now;
      return answer;
    };

    const created = await movesOn(
      postCollection(
        "team",
        { intent: "create", name: "Lina Haddad", position: "Head of Outreach", positionOrder: "9" },
        cookie,
      ),
    );
    expect(created.reply?.outcome).toBe("saved");
    const [record] = await db.select().from(teamMembers).where(eq(teamMembers.name, "Lina Haddad"));
    await movesOn(
      postCollection(
        "team",
        {
          intent: "update",
          id: record?.id ?? "",
          version: String(record?.version),
          name: "Lina Haddad",
          position: "Head of Outreach and Events",
          positionOrder: "9",
        },
        cookie,
      ),
    );
    await movesOn(postCollection("team", { intent: "delete", id: record?.id ?? "" }, cookie));
    await movesOn(postCollection("gallery", { intent: "add-club-video" }, cookie));
    await movesOn(postCollection("team", { intent: "create", name: "", position: "" }, cookie), false);
    await movesOn(postCollection("team", { intent: "create", name: "Lina", position: "X" }, ""), false);
  });
});

describe("the remembered content version (embedded database: this process is the only writer)", () => {
  it("is read once, and read again after this process raises it", async () => {
    const { db } = database();
    const first = await contentVersion(db, { remember: true });
    await db.execute(sql`update app_state set value = '999' where key = 'content_version'`);
    // Remembered: a write that did not come through raiseContentVersion is not seen.
    expect(await contentVersion(db, { remember: true })).toBe(first);
    expect(await contentVersion(db)).toBe("999");
    await raiseContentVersion(db);
    expect(await contentVersion(db, { remember: true })).toBe("1000");
  });

  it("has a request that raises a version read the versions again, and what it kept before is not served", async () => {
    const { db } = database();
    await withRequestVersions(async () => {
      const before = await requestVersions();
      const kept = await keptRead("test/seats", async () => "as before", { seats: true });
      expect(kept).toBe("as before");
      await writeAttendance(db, (_tx, changed) => changed());
      const after = await requestVersions();
      expect(Number(after.attendance)).toBe(Number(before.attendance) + 1);
      expect(after.content).toBe(before.content);
      expect(await keptRead("test/seats", async () => "after the write", { seats: true })).toBe("after the write");
      // What needs the content only is still the kept value.
      expect(await keptRead("test/content", async () => "kept")).toBe("kept");
      expect(await keptRead("test/content", async () => "read again")).toBe("kept");
    });
  });

  it("tells a render being kept that one of its reads failed, and nothing outside one", async () => {
    const failing = () => loadList("events", () => Promise.reject(new Error("relation does not exist")));
    const watched = await watchReads(failing);
    expect(watched.failedRead).toBe(true);
    expect(watched.value.failed).toBe(true);
    expect((await watchReads(() => loadList("events", async () => [1]))).failedRead).toBe(false);
    expect((await failing()).items).toEqual([]);
  });

  it("tells a render being kept that it asked who is signed in, whoever it found", async () => {
    const preview = new Request("http://site.invalid/news/first-launch?preview");
    const asked = await watchReads(() => isAdminRequest(preview, { sessionUser: null }));
    expect(asked.value).toBe(false);
    expect(asked.readsSession).toBe(true);
    const list = await watchReads(() => loadList("events", async () => [1]));
    expect(list.readsSession).toBe(false);
  });
});

/** The real server: a kept page is served until an admin's save, and the save shows on the next request. */
describe.skipIf(testEngine !== "pglite")("the page cache of a running site", () => {
  const { dataDir, start } = demoSiteForFile("aero-page-cache-");
  // One site for the tests below, started by the first; each test has the limit of starting it and
  // of the command that makes the admin, whichever test runs first.
  let running: ReturnType<typeof start> | undefined;
  const site = () => {
    running ??= start();
    return running;
  };
  let adminCookie: string | undefined;

  /** The session cookie of an admin signed in on the running site (the account made on first use). */
  async function signedInAdmin(url: string): Promise<string> {
    if (adminCookie) return adminCookie;
    const created = await runScript(
      "scripts/cli.ts",
      ["admin:create", "--email", "chair@example.org", "--password", "long enough passphrase"],
      { DATA_DIR: dataDir },
    );
    expect(created.code, created.stderr).toBe(0);
    const signIn = await fetch(`${url}/admin-kfupm-aero`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: url },
      body: new URLSearchParams({ email: "chair@example.org", password: "long enough passphrase" }),
    });
    adminCookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(adminCookie).toContain("session_token=");
    return adminCookie;
  }

  /** The id of the record titled `title`, from the 'Edit' link of an admin management page's HTML. */
  function editedId(html: string, title: string): string | undefined {
    const link = [...html.matchAll(/<a [^>]*>/g)].find(([tag]) => tag.includes(`aria-label="Edit ${title}"`));
    return link?.[0].match(/\?edit=([0-9a-f-]{36})/)?.[1];
  }

  /** Posts a management page's form on the running site, as a browser without JavaScript would. */
  function postForm(url: string, path: string, fields: Record<string, string>, cookie: string): Promise<Response> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return fetch(`${url}${path}`, { method: "POST", redirect: "manual", headers: { Origin: url, cookie }, body: form });
  }

  it("serves a kept home page until an admin saves, then the saved change at once", {
    timeout: waitingFor(2),
  }, async () => {
    const { url } = await site();
    const home = () => fetch(`${url}/`);
    await home();
    const kept = await home();
    expect(kept.headers.get("x-page-cache")).toBe("hit");
    expect(await kept.text()).not.toContain("Lina Haddad");

    const cookie = await signedInAdmin(url);
    // A signed-in admin is served the kept page too: its render asked nothing of a session.
    const signedIn = () => fetch(`${url}/`, { headers: { cookie } });
    const adminHome = await signedIn();
    expect(adminHome.headers.get("x-page-cache")).toBe("hit");
    expect(await adminHome.text()).not.toContain("Lina Haddad");
    // A browser with a cookie of another kind (a one-time message) gets the page rendered for it;
    // what its render reads from the database is kept for the next render until a save.
    const rendered = () => fetch(`${url}/`, { headers: { cookie: `${cookie}; flash_toast=x` } });
    for (let i = 0; i < 2; i++) {
      const page = await rendered();
      expect(page.headers.get("x-page-cache")).toBeNull();
      expect(await page.text()).not.toContain("Lina Haddad");
    }

    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "create",
      name: "Lina Haddad",
      position: "Head of Outreach",
      positionOrder: "9",
    }))
      form.append(name, value);
    const saved = await fetch(`${url}/admin-kfupm-aero/team`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: url, cookie },
      body: form,
    });
    expect(saved.status).toBeLessThan(400);

    const next = await home();
    expect(next.headers.get("x-page-cache")).toBe("miss");
    expect(await next.text()).toContain("Lina Haddad");
    expect((await home()).headers.get("x-page-cache")).toBe("hit");
    expect(await (await rendered()).text()).toContain("Lina Haddad");
    const adminAfter = await signedIn();
    expect(adminAfter.headers.get("x-page-cache")).toBe("hit");
    expect(await adminAfter.text()).toContain("Lina Haddad");

    // Query parameters that no page reads are the same page: rendered once, not once per value.
    const events = async (query: string) => (await fetch(`${url}/events${query}`)).headers.get("x-page-cache");
    expect(await events("?x=1")).toBe("miss");
    for (const query of ["?x=2", "?utm_source=whatsapp", "", "?x=3&y=4"]) expect(await events(query)).toBe("hit");
    // The gallery's category is read: each is a page of its own.
    const gallery = async (query: string) => (await fetch(`${url}/gallery${query}`)).headers.get("x-page-cache");
    expect(await gallery("?category=events")).toBe("miss");
    expect(await gallery("?category=events&x=1")).toBe("hit");
    expect(await gallery("?category=general")).toBe("miss");

    // A registration is no content write: pages that show no seats stay kept.
    const news = async () => (await fetch(`${url}/news`)).headers.get("x-page-cache");
    await news();
    expect(await news()).toBe("hit");
    // A signed-in admin's events page shows the seats as they stand, before and after it, where a
    // visitor may be served the page kept a moment before the registration.
    const seats = async () =>
      (await (await fetch(`${url}/events`, { headers: { cookie } })).text()).match(/\b\d+\/24\b/)?.[0];
    expect(await seats()).toBe("6/24");
    expect(await seats()).toBe("6/24");
    const registered = await fetch(`${url}/events/flight-simulator-night`, {
      method: "POST",
      headers: { Origin: url },
      body: new URLSearchParams({
        name: "Reem Al-Amri",
        email: "reem@example.org",
        q0: "202300001",
        q1: "Aerospace",
      }),
    });
    expect(registered.status).toBe(200);
    expect(await registered.text()).toContain("You&#x27;re registered!");
    expect(await news()).toBe("hit");
    expect(await seats()).toBe("7/24");
  });

  it("keeps an event's own page for visitors until the event is saved, then shows the change", {
    timeout: waitingFor(2),
  }, async () => {
    const { url } = await site();
    const cookie = await signedInAdmin(url);
    const event = {
      title: "Cache Check Night",
      description: "Telescopes on the roof.",
      date: "2099-12-10",
      time: "20:00",
      location: "Building 6 roof",
      type: "meeting",
      status: "open",
    };
    const created = await postForm(url, "/admin-kfupm-aero/events", { intent: "create", ...event }, cookie);
    expect(created.status).toBeLessThan(400);
    const list = await (await fetch(`${url}/events`)).text();
    const path = list.match(/href="(\/events\/[a-z0-9-]+)"[^>]*>Cache Check Night</)?.[1];
    expect(path, "the events page links to the new event's page").toBeTruthy();
    const visit = (headers: Record<string, string> = {}) => fetch(`${url}${path}`, { headers });

    const first = await visit();
    expect(first.status).toBe(200);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const firstHtml = await first.text();
    expect(firstHtml).toContain("Building 6 roof");
    const second = await visit();
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe(firstHtml);
    // A signed-in admin is served the same kept page, for the address as asked: a query no visitor's
    // page reads has it rendered for the session.
    const before = await visit({ cookie });
    expect(before.headers.get("x-page-cache")).toBe("hit");
    expect(await before.text()).toBe(firstHtml);
    const asked = await fetch(`${url}${path}?utm_source=x`, { headers: { cookie } });
    expect(asked.headers.get("x-page-cache")).toBeNull();
    expect(await asked.text()).toContain("Building 6 roof");

    // The admin's edit form holds the record's id and version.
    const adminList = await (await fetch(`${url}/admin-kfupm-aero/events`, { headers: { cookie } })).text();
    const id = editedId(adminList, "Cache Check Night");
    expect(id, "the admin list links to the event's form").toBeTruthy();
    const editForm = await (await fetch(`${url}/admin-kfupm-aero/events?edit=${id}`, { headers: { cookie } })).text();
    const version = editForm.match(/name="version" value="(\d+)"/)?.[1];
    expect(version).toBeTruthy();
    const updated = await postForm(
      url,
      "/admin-kfupm-aero/events",
      { intent: "update", id: id ?? "", version: version ?? "", ...event, location: "Observatory, Building 76" },
      cookie,
    );
    expect(updated.status).toBeLessThan(400);

    // The admin asks first after the save: the page is rendered as for a visitor and kept, and the
    // visitors after are served it, the same bytes.
    const adminView = await visit({ cookie });
    expect(adminView.headers.get("x-page-cache")).toBe("miss");
    const nextHtml = await adminView.text();
    expect(nextHtml).toContain("Observatory, Building 76");
    expect(nextHtml).not.toContain("Building 6 roof");
    const next = await visit();
    expect(next.headers.get("x-page-cache")).toBe("hit");
    expect(await next.text()).toBe(nextHtml);
  });

  it("never keeps an admin's preview of a draft article", { timeout: waitingFor(2) }, async () => {
    const { url } = await site();
    const cookie = await signedInAdmin(url);
    // The draft's 'Preview' link, from its form.
    const adminList = await (await fetch(`${url}/admin-kfupm-aero/news`, { headers: { cookie } })).text();
    const id = editedId(adminList, "Sounding Rocket Program: Call for Members");
    expect(id, "the admin list links to the draft's form").toBeTruthy();
    const editForm = await (await fetch(`${url}/admin-kfupm-aero/news?edit=${id}`, { headers: { cookie } })).text();
    const preview = editForm.match(/href="(\/news\/[a-z0-9-]+\?preview)"/)?.[1];
    expect(preview, "the draft's form links to its preview").toBeTruthy();

    for (let i = 0; i < 2; i++) {
      const shown = await fetch(`${url}${preview}`, { headers: { cookie } });
      expect(shown.status).toBe(200);
      expect(shown.headers.get("cache-control")).toBe("private, no-store");
      expect(shown.headers.get("x-page-cache")).toBeNull();
      expect(await shown.text()).toContain("Draft preview");
    }
    // The same address for a visitor, before and after the admin's preview: not found, never the draft.
    for (const headers of [{}, { cookie: "theme=dark" }, {}] as Record<string, string>[]) {
      const visitor = await fetch(`${url}${preview}`, { headers });
      expect(visitor.status).toBe(404);
      expect(await visitor.text()).not.toContain("Sounding Rocket Program");
    }
  });
});
