import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { collections } from "~/collections";
import { seedDemoContent } from "~/features/demo/seed.server";
import { events } from "~/features/events/table";
import { newsletterIssues } from "~/features/newsletter/table";
import { SIGN_IN_PATH, signInPathFor } from "~/lib/admin-paths";
import { storage } from "~/lib/storage.server";
import routes from "~/routes";
import { answerOf } from "../support/answers";
import { demo } from "../support/demo";
import { personaCookies } from "./support/accounts";
import { withTestDatabase } from "./support/database";

/**
 * Every route under /admin-kfupm-aero/ and every action there, for an anonymous visitor, a
 * signed-in user who is not an admin, and an admin: only the admin gets data or changes anything.
 * The routes come from the route table, so a new admin route is checked without editing this file.
 */
const database = withTestDatabase();

interface AdminRoute {
  path: string;
  file: string;
  params: Record<string, string>;
}

function flatten(entries: RouteConfigEntry[], parents: RouteConfigEntry[] = []): { path: string; files: string[] }[] {
  return entries.flatMap((entry) => {
    const chain = [...parents, entry];
    const here = entry.path
      ? [
          {
            path: `/${chain
              .map((e) => e.path)
              .filter(Boolean)
              .join("/")}`,
            files: chain.map((e) => e.file),
          },
        ]
      : [];
    return [...here, ...flatten(entry.children ?? [], chain)];
  });
}

/**
 * The pages under /admin-kfupm-aero/ that a visitor without a session reaches on purpose: asking
 * for a password reset link, and the page the link opens (its token is the key). Everything else
 * there is admin only.
 */
const REACHED_BY_TOKEN = new Set([
  "/admin-kfupm-aero/forgot-password",
  "/admin-kfupm-aero/reset-password",
  "/admin-kfupm-aero/accept-invitation",
  // The second step of a sign-in: the cookie the password's step left is the key.
  "/admin-kfupm-aero/two-step",
]);

function adminRoutes(): AdminRoute[] {
  const all = flatten(routes as RouteConfigEntry[]);
  const found: AdminRoute[] = [];
  for (const { path: routePath, files } of all) {
    if (!routePath.startsWith("/admin-kfupm-aero/") || routePath.endsWith("/sign-out")) continue;
    if (REACHED_BY_TOKEN.has(routePath)) continue;
    for (const file of files) {
      const expand = (p: string, params: Record<string, string>) => found.push({ path: p, file, params });
      if (routePath.includes(":collection")) {
        for (const { key } of collections) expand(routePath.replace(":collection", key), { collection: key });
      } else if (routePath.includes(":id")) {
        // A page of one record (an event's attendees): the demo event's, once it is seeded.
        expand(routePath, { id: ":id" });
      } else if (routePath.endsWith("/*")) {
        expand(routePath.replace("*", "no-such-page"), { "*": "no-such-page" });
      } else {
        expand(routePath, {});
      }
    }
  }
  return found;
}

type RouteModule = {
  loader?: (args: unknown) => Promise<unknown>;
  action?: (args: unknown) => Promise<unknown>;
};

async function moduleOf(file: string): Promise<RouteModule> {
  return import(/* @vite-ignore */ path.resolve("app", file));
}

/** What a loader or action gave: a redirect, a response's status (or an error's), or data. */
async function outcome(
  run: () => Promise<unknown>,
): Promise<{ redirectedTo?: string; status?: number; data?: unknown }> {
  const answer = await answerOf(run());
  if (answer.status >= 300 && answer.status < 400 && answer.location !== null) {
    return { redirectedTo: answer.location };
  }
  if (answer.kind === "response" || answer.status >= 400) return { status: answer.status };
  return { data: answer.reply };
}

let cookies: Record<"anonymous" | "member" | "admin", string> = { anonymous: "", member: "", admin: "" };
let recordId = "";
let issueId = "";

beforeAll(async () => {
  const { db } = database();
  await seedDemoContent(db, storage());
  cookies = await personaCookies(db);
  const [event] = await db.select({ id: events.id }).from(events).limit(1);
  if (!event) throw new Error("the demo content holds no event");
  recordId = event.id;
  const [issue] = await db.select({ id: newsletterIssues.id }).from(newsletterIssues).limit(1);
  if (!issue) throw new Error("the demo content holds no newsletter issue");
  issueId = issue.id;
});

/** The route with its record's id in place of `:id`. */
function resolved(route: AdminRoute): AdminRoute {
  if (route.params.id !== ":id") return route;
  const id = route.path.includes("/newsletter/") ? issueId : recordId;
  return { ...route, path: route.path.replace(":id", id), params: { ...route.params, id } };
}

const routesUnderTest = adminRoutes();

describe("the admin route table", () => {
  it("includes the dashboard, the five content pages, the inbox, the club's pages, the endpoints and unknown admin paths", () => {
    const paths = routesUnderTest.map((r) => r.path);
    for (const p of [
      "dashboard",
      "events",
      "projects",
      "news",
      "gallery",
      "team",
      "messages",
      "subscribers",
      "subscribers.csv",
      "events/:id/attendees",
      "events/:id/attendees.csv",
      "events/:id/check-in",
      "mail",
      "account",
      "admins",
      "activity",
      "settings",
      "upload",
      "markdown-preview",
      "no-such-page",
    ]) {
      expect(paths).toContain(`/admin-kfupm-aero/${p}`);
    }
  });
});

describe("the pages reached by token", () => {
  it("are in the route table, and show nothing of an account without a valid token", async () => {
    const all = flatten(routes as RouteConfigEntry[]).map((r) => r.path);
    for (const page of REACHED_BY_TOKEN) expect(all).toContain(page);
    for (const page of ["reset-password", "accept-invitation"]) {
      const mod = await moduleOf(`routes/admin/${page}.tsx`);
      for (const token of [
        "",
        "?token=",
        "?token=not-a-token",
        `?token=${"A".repeat(24)}`,
        `?token=${"A".repeat(32)}`,
      ]) {
        const request = new Request(`http://localhost:3000/admin-kfupm-aero/${page}${token}`);
        expect(await mod.loader?.({ request, params: {}, context: {} })).toEqual({
          state: "invalid",
          email: null,
          token: "",
        });
      }
    }
  });
});

describe.each(["anonymous", "member"] as const)("a %s visitor", (persona) => {
  it.each(routesUnderTest.map((r) => [`${r.path} (${r.file})`, r] as const))(
    "is sent to sign-in from %s",
    async (_, listed) => {
      const route = resolved(listed);
      const mod = await moduleOf(route.file);
      const headers = cookies[persona] ? { cookie: cookies[persona] } : undefined;
      for (const kind of ["loader", "action"] as const) {
        const handler = mod[kind];
        if (!handler) continue;
        const request = new Request(`http://localhost:3000${route.path}`, {
          method: kind === "loader" ? "GET" : "POST",
          headers,
          body: kind === "action" ? new URLSearchParams({ intent: "delete", id: "x" }) : undefined,
        });
        const result = await outcome(() => handler({ request, params: route.params, context: {} }));
        // A visitor comes back to the page after signing in, told that a post was not saved; a
        // signed-in member sees Access Denied there.
        const expected =
          persona === "member" ? SIGN_IN_PATH : signInPathFor(route.path, kind === "action" ? "unsaved" : null);
        expect(result).toEqual({ redirectedTo: expected });
      }
    },
  );
});

describe("an admin", () => {
  it.each(
    routesUnderTest
      .filter((r) => r.file.includes("admin/") && !r.file.endsWith("not-found.tsx"))
      .map((r) => [r.path, r] as const),
  )("gets the data of %s", async (_, listed) => {
    const route = resolved(listed);
    const mod = await moduleOf(route.file);
    const request = new Request(`http://localhost:3000${route.path}`, { headers: { cookie: cookies.admin } });
    const result = await outcome(
      () => mod.loader?.({ request, params: route.params, context: {} }) ?? Promise.resolve(null),
    );
    expect(result.redirectedTo).toBeUndefined();
    // A page gets its data, the subscriber export its file; an endpoint that only takes posts
    // answers a GET with 405.
    if ((mod as { default?: unknown }).default) expect(result.data).toBeTruthy();
    else if (route.path.endsWith(".csv")) expect(result).toEqual({ status: 200 });
    else expect(result).toEqual({ status: 405 });
  });

  it("gets a 404, not a redirect, for an unknown admin path", async () => {
    const mod = await moduleOf("routes/admin/not-found.tsx");
    const request = new Request("http://localhost:3000/admin-kfupm-aero/x", { headers: { cookie: cookies.admin } });
    expect(
      await outcome(() => mod.loader?.({ request, params: { "*": "x" }, context: {} }) ?? Promise.resolve()),
    ).toEqual({
      status: 404,
    });
  });
});

describe("the admin content lists", () => {
  type Listed = {
    title?: string;
    name?: string;
    date?: string;
    time?: string;
    publishedDate?: string;
    isPublished?: boolean;
    uploadDate?: string;
    positionOrder?: number;
  };
  async function list(key: string) {
    const mod = await moduleOf("routes/admin/collection.tsx");
    const request = new Request(`http://localhost:3000/admin-kfupm-aero/${key}`, {
      headers: { cookie: cookies.admin },
    });
    return (await mod.loader?.({ request, params: { collection: key }, context: {} })) as {
      items: Listed[];
      failed: boolean;
      toast: unknown;
    };
  }
  const sortedCopy = (values: string[]) => [...values].sort();

  it("list every record, drafts included, in the spec's order", async () => {
    const events = await list("events");
    expect(events.items).toHaveLength(11);
    const when = events.items.map((e) => `${e.date} ${e.time}`);
    expect(when).toEqual(sortedCopy(when));

    expect((await list("projects")).items.map((p) => p.title)).toEqual(demo.projects);

    const news = (await list("news")).items;
    expect(news).toHaveLength(6);
    expect(news.filter((a) => !a.isPublished).map((a) => a.title)).toEqual([
      "Sounding Rocket Program: Call for Members",
    ]);
    const published = news.map((a) => a.publishedDate ?? "");
    expect(published).toEqual(sortedCopy(published).reverse());

    const gallery = (await list("gallery")).items.map((g) => g.uploadDate ?? "");
    expect(gallery).toHaveLength(15);
    expect(gallery).toEqual(sortedCopy(gallery).reverse());

    expect((await list("team")).items.map((m) => m.positionOrder)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("show 'Error' / 'Failed to fetch …' and an empty list when the read fails", async () => {
    const { db } = database();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    await db.execute(sql`ALTER TABLE team_members RENAME TO team_members_gone`);
    try {
      const team = await list("team");
      expect(team).toMatchObject({ items: [], failed: true });
      expect(team.toast).toEqual({ title: "Error", description: "Failed to fetch team members", variant: "error" });
      expect(quiet).toHaveBeenCalledWith(expect.stringContaining("[lists] failed to load team members"));
    } finally {
      await db.execute(sql`ALTER TABLE team_members_gone RENAME TO team_members`);
      quiet.mockRestore();
    }
    expect((await list("team")).toast).toBeNull();
  });

  it("answer an unknown list with 404 and log its path", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const mod = await moduleOf("routes/admin/collection.tsx");
      const request = new Request("http://localhost:3000/admin-kfupm-aero/rockets", {
        headers: { cookie: cookies.admin },
      });
      expect(
        await outcome(
          () => mod.loader?.({ request, params: { collection: "rockets" }, context: {} }) ?? Promise.resolve(),
        ),
      ).toEqual({ status: 404 });
      expect(warn).toHaveBeenCalledWith("[404] GET /admin-kfupm-aero/rockets");
    } finally {
      warn.mockRestore();
    }
  });
});

describe("the sign-in page", () => {
  it("sends an admin to the dashboard, shows a member Access Denied, and a visitor the form", async () => {
    const mod = await moduleOf("routes/admin/sign-in.tsx");
    const load = (cookie: string, query = "") =>
      outcome(
        () =>
          mod.loader?.({
            request: new Request(`http://localhost:3000/admin-kfupm-aero${query}`, {
              headers: cookie ? { cookie } : {},
            }),
            params: {},
            context: {},
          }) ?? Promise.resolve(),
      );
    expect(await load(cookies.admin)).toEqual({ redirectedTo: "/admin-kfupm-aero/dashboard" });
    expect(await load(cookies.member)).toEqual({
      data: { state: "denied", email: "member@example.org", returnTo: null, ended: null },
    });
    expect(await load("")).toEqual({ data: { state: "sign-in", email: null, returnTo: null, ended: null } });
    // The way back after signing in, and why the page is shown again.
    const back = "?returnTo=%2Fadmin-kfupm-aero%2Fevents%3Fedit%3Dabc&session=unsaved";
    expect(await load(cookies.admin, back)).toEqual({ redirectedTo: "/admin-kfupm-aero/events?edit=abc" });
    expect(await load("", back)).toEqual({
      data: { state: "sign-in", email: null, returnTo: "/admin-kfupm-aero/events?edit=abc", ended: "unsaved" },
    });
    // Only a page of the admin area is a way back.
    for (const elsewhere of [
      "//evil.example/admin-kfupm-aero/x",
      "/admin-kfupm-aero/../news",
      "/admin-kfupm-aero/sign-out",
      "https://evil.example/",
    ]) {
      expect(await load(cookies.admin, `?returnTo=${encodeURIComponent(elsewhere)}`)).toEqual({
        redirectedTo: "/admin-kfupm-aero/dashboard",
      });
    }
  });
});
