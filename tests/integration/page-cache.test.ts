import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedDemoContent } from "~/features/demo/seed.server";
import { teamMembers } from "~/features/team/table";
import { loadList } from "~/lib/lists.server";
import { contentVersion, raiseContentVersion, watchReads } from "~/lib/page-cache.server";
import { storage } from "~/lib/storage.server";
import { personaCookies } from "./support/accounts";
import { type Posted, postCollection } from "./support/admin-actions";
import { testEngine, withTestDatabase } from "./support/database";
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

  it("tells a render being kept that one of its reads failed, and nothing outside one", async () => {
    const failing = () => loadList("events", () => Promise.reject(new Error("relation does not exist")));
    const watched = await watchReads(failing);
    expect(watched.failedRead).toBe(true);
    expect(watched.value.failed).toBe(true);
    expect((await watchReads(() => loadList("events", async () => [1]))).failedRead).toBe(false);
    expect((await failing()).items).toEqual([]);
  });
});

/** The real server: a kept page is served until an admin's save, and the save shows on the next request. */
describe.skipIf(testEngine !== "pglite")("the page cache of a running site", () => {
  const { dataDir, start } = demoSiteForFile("aero-page-cache-");

  it("serves a kept home page until an admin saves, then the saved change at once", async () => {
    const { url } = await start();
    const home = () => fetch(`${url}/`);
    await home();
    const kept = await home();
    expect(kept.headers.get("x-page-cache")).toBe("hit");
    expect(await kept.text()).not.toContain("Lina Haddad");

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
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(cookie).toContain("session_token=");
    // A signed-in browser gets the page rendered for it, never the kept one.
    expect((await fetch(`${url}/`, { headers: { cookie } })).headers.get("x-page-cache")).toBeNull();

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
    const registered = await fetch(`${url}/events/flight-simulator-night`, {
      method: "POST",
      headers: { Origin: url },
      body: new URLSearchParams({ name: "Reem Al-Amri", email: "reem@example.org", q0: "202300001", q1: "Aerospace" }),
    });
    expect(registered.status).toBe(200);
    expect(await registered.text()).toContain("You&#x27;re registered!");
    expect(await news()).toBe("hit");
  }, 180_000);
});
