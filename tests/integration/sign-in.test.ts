import { eq, like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { grantAdmin } from "~/features/admin-accounts/accounts.server";
import { auth, createAuth } from "~/features/admin-accounts/service/auth.server";
import { readSession } from "~/features/admin-accounts/service/session.server";
import { rateLimits } from "~/lib/db/schema";
import { action } from "~/routes/admin/sign-in";
import { action as signOut } from "~/routes/admin/sign-out";
import { answerOf } from "../support/answers";
import { withTestDatabase } from "./support/database";

const database = withTestDatabase();
let nextIp = 1;

/** Posts the sign-in form as a browser on localhost would, from its own address. */
async function submit(fields: Record<string, string>, clientIp = `203.0.113.${nextIp++}`, cookie = "") {
  const request = new Request("http://localhost:3000/admin-kfupm-aero", {
    method: "POST",
    headers: {
      Origin: "http://localhost:3000",
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
  const answer = await answerOf<{
    toast: { title: string; description?: string } | null;
    result: { error?: Record<string, string[]> };
  }>(action({ request, params: {}, context: { clientIp } } as never));
  return {
    status: answer.status,
    toast: answer.reply?.toast ?? null,
    errors: answer.reply?.result.error,
    redirect: answer.location,
    cookies: answer.headers.getSetCookie(),
  };
}

beforeAll(async () => {
  await grantAdmin(database().db, auth(), { email: "chair@example.org", password: "correct horse" });
});

describe("admin sign-in", () => {
  it("signs an admin in with a session cookie (httpOnly, SameSite=Lax, 7 days) and goes to the dashboard", async () => {
    const result = await submit({ email: "chair@example.org", password: "correct horse" });
    expect(result.redirect).toBe("/admin-kfupm-aero/dashboard");
    const session = result.cookies.find((c) => c.startsWith("better-auth.session_token="));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Max-Age=604800/);
    const cookie = session?.split(";")[0] ?? "";
    const { user } = await readSession(new Headers({ cookie }));
    expect(user?.email).toBe("chair@example.org");
  });

  it("answers a wrong password with 'Authentication Error' and the service's message", async () => {
    const result = await submit({ email: "chair@example.org", password: "wrong horse" });
    expect(result.status).toBe(401);
    expect(result.toast).toEqual({
      title: "Authentication Error",
      description: "Invalid email or password",
      variant: "error",
    });
  });

  it("requires both fields, without asking the service", async () => {
    const result = await submit({ email: " ", password: "" });
    expect(result.status).toBe(400);
    expect(result.toast).toBeNull();
    expect(result.errors).toEqual({ email: ["Email is required"], password: ["Password is required"] });
  });

  it("limits repeated attempts from one address, with a clear message", async () => {
    const ip = "198.51.100.7";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await submit({ email: "chair@example.org", password: `guess ${i}` }, ip)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    const limited = await submit({ email: "chair@example.org", password: "correct horse" }, ip);
    expect(limited.status).toBe(429);
    expect(limited.toast?.title).toBe("Authentication Error");
    expect(limited.toast?.description).toMatch(
      /^Too many requests\. Please try again later\. Try again in \d+ seconds\.$/,
    );
    // Another address is not affected.
    expect((await submit({ email: "chair@example.org", password: "correct horse" })).redirect).toBe(
      "/admin-kfupm-aero/dashboard",
    );
  });

  it("counts the addresses of one IPv6 network (a /64) as one client", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) {
      const ip = `2001:db8:77:1::${i.toString(16)}${i % 2 ? "" : ":1"}`;
      statuses.push((await submit({ email: "chair@example.org", password: `guess ${i}` }, ip)).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // The network next door is another client.
    expect((await submit({ email: "chair@example.org", password: "correct horse" }, "2001:db8:77:2::1")).redirect).toBe(
      "/admin-kfupm-aero/dashboard",
    );
  });

  it("keeps the count per address in the database, so a restarted or second instance goes on with it", async () => {
    const ip = "198.51.100.8";
    for (let i = 0; i < 5; i++) await submit({ email: "chair@example.org", password: `guess ${i}` }, ip);
    const counters = await database()
      .db.select()
      .from(rateLimits)
      .where(like(rateLimits.key, `auth:%${ip}%`));
    expect(counters.map((c) => c.hits)).toEqual([5]);
    // Another Better Auth on the same database, as another instance or a restart would have.
    const second = createAuth({
      database: database().db,
      secret: "test-secret-that-is-long-enough-for-better-auth",
      baseURL: "http://localhost:3000",
      allowSignup: false,
    });
    const response = await second.handler(
      new Request("http://localhost:3000/api/auth/sign-in/email", {
        method: "POST",
        headers: { Origin: "http://localhost:3000", "Content-Type": "application/json", "x-client-ip": ip },
        body: JSON.stringify({ email: "chair@example.org", password: "correct horse" }),
      }),
    );
    expect(response.status).toBe(429);
  });

  it("does not lock out a browser that signed in to the account before: it counts on its own", async () => {
    const account = { email: "secretary@example.org", password: "the right one" };
    await grantAdmin(database().db, auth(), account);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const first = await submit(account);
      expect(first.redirect).toBe("/admin-kfupm-aero/dashboard");
      const device = first.cookies.find((cookie) => cookie.startsWith("known_device="));
      expect(device).toMatch(/; Path=\/;.*HttpOnly/i);
      expect(device).toMatch(/Max-Age=31536000/);
      const known = device?.split(";")[0] ?? "";

      // Someone guesses from many addresses until the account is locked for unknown browsers.
      for (let i = 0; i < 10; i++) expect((await submit({ ...account, password: `guess ${i}` })).status).toBe(401);
      expect((await submit(account)).status).toBe(429);
      // A forged or foreign device cookie is no way around it.
      const forged = `known_device=${Buffer.from(JSON.stringify({ id: "A".repeat(22), accounts: [] })).toString("base64")}`;
      expect((await submit(account, undefined, forged)).status).toBe(429);

      // The owner's browser signs in all the same.
      const owner = await submit(account, undefined, known);
      expect(owner.redirect).toBe("/admin-kfupm-aero/dashboard");
      // Its own guesses are limited like anyone's, for that browser alone.
      for (let i = 0; i < 10; i++) {
        expect((await submit({ ...account, password: `typo ${i}` }, undefined, known)).status).toBe(401);
      }
      const ownLimit = await submit(account, undefined, known);
      expect(ownLimit.status).toBe(429);
      expect(ownLimit.toast?.description).toMatch(/Try again in \d+ seconds\.$/);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("from a browser that signed in to it before"));
    } finally {
      warn.mockRestore();
    }
  });

  it("limits guesses at one account from many addresses, and a successful sign-in starts the count again", async () => {
    const account = { email: "treasurer@example.org", password: "right answer" };
    await grantAdmin(database().db, auth(), account);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      // Each guess comes from a new address, so only the account's own limit can stop them.
      for (let i = 0; i < 9; i++) expect((await submit({ ...account, password: `guess ${i}` })).status).toBe(401);
      expect((await submit(account)).redirect).toBe("/admin-kfupm-aero/dashboard");
      for (let i = 0; i < 10; i++) expect((await submit({ ...account, password: `guess ${i}` })).status).toBe(401);
      const refused = await submit({ email: " Treasurer@Example.org ", password: account.password });
      expect(refused.status).toBe(429);
      expect(refused.redirect).toBeNull();
      expect(refused.toast?.title).toBe("Authentication Error");
      expect(refused.toast?.description).toMatch(
        /^Too many sign-in attempts for this account\. Please try again later\. Try again in \d+ seconds\.$/,
      );
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining('sign-in refused for the account "treasurer@example.org"'),
      );
      // Other accounts are not affected.
      expect((await submit({ email: "chair@example.org", password: "correct horse" })).redirect).toBe(
        "/admin-kfupm-aero/dashboard",
      );
      // Once the window has passed, the right password works again.
      await database()
        .db.update(rateLimits)
        .set({ windowStart: sql`now() - interval '16 minutes'` })
        .where(eq(rateLimits.key, "sign-in-account:treasurer@example.org"));
      expect((await submit(account)).redirect).toBe("/admin-kfupm-aero/dashboard");
      expect(
        await database()
          .db.select()
          .from(rateLimits)
          .where(eq(rateLimits.key, "sign-in-account:treasurer@example.org")),
      ).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it("answers an exception or a failing service with 'Error' / 'An unexpected error occurred'", async () => {
    const unexpected = { title: "Error", description: "An unexpected error occurred", variant: "error" };
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const handler = vi.spyOn(auth(), "handler");
    try {
      handler.mockRejectedValueOnce(new Error("connection reset"));
      const thrown = await submit({ email: "chair@example.org", password: "correct horse" });
      expect(thrown).toMatchObject({ status: 500, toast: unexpected, redirect: null });

      handler.mockResolvedValueOnce(new Response("upstream failure", { status: 502 }));
      const failing = await submit({ email: "chair@example.org", password: "correct horse" });
      expect(failing).toMatchObject({ status: 500, toast: unexpected, redirect: null });
      expect(quiet).toHaveBeenCalledTimes(2);
    } finally {
      handler.mockRestore();
      quiet.mockRestore();
    }
  });

  it("marks the session cookie Secure when the site's address is https", async () => {
    const secureAuth = createAuth({
      database: database().db,
      secret: "a-test-secret-that-is-long-enough-0123456789",
      baseURL: "https://aero.example.org",
      allowSignup: false,
    });
    const response = await secureAuth.handler(
      new Request("https://aero.example.org/api/auth/sign-in/email", {
        method: "POST",
        headers: { Origin: "https://aero.example.org", "Content-Type": "application/json", "x-client-ip": "192.0.2.9" },
        body: JSON.stringify({ email: "chair@example.org", password: "correct horse" }),
      }),
    );
    expect(response.status).toBe(200);
    const session = response.headers.getSetCookie().find((c) => c.includes("session_token="));
    expect(session).toMatch(/^__Secure-better-auth\.session_token=/);
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
  });

  it("refuses a form posted from another site", async () => {
    const request = new Request("http://localhost:3000/admin-kfupm-aero", {
      method: "POST",
      headers: { Origin: "https://evil.example.com", Cookie: "a=b" },
      body: new URLSearchParams({ email: "chair@example.org", password: "correct horse" }),
    });
    const value = await answerOf<{ toast: { title: string } }>(
      action({ request, params: {}, context: { clientIp: "192.0.2.1" } } as never),
    );
    expect(value.status).toBe(403);
    expect(value.reply?.toast.title).toBe("Authentication Error");
  });
});

describe("sign-out", () => {
  it("ends the session on the server and clears the cookie", async () => {
    const signedIn = await submit({ email: "chair@example.org", password: "correct horse" });
    const cookie = signedIn.cookies.map((c) => c.split(";")[0]).join("; ");
    const request = new Request("http://localhost:3000/admin-kfupm-aero/sign-out", {
      method: "POST",
      headers: { Origin: "http://localhost:3000", Cookie: cookie },
    });
    let response: Response | undefined;
    try {
      await signOut({ request, params: {}, context: { clientIp: "192.0.2.2" } } as never);
    } catch (thrown) {
      response = thrown as Response;
    }
    expect(response?.headers.get("Location")).toBe("/admin-kfupm-aero");
    expect(response?.headers.getSetCookie().some((c) => /better-auth\.session_token=;/.test(c))).toBe(true);
    expect((await readSession(new Headers({ cookie }))).user).toBeNull();
  });
});

describe("session renewal", () => {
  it("extends an active admin's session to 7 days from now and sends a renewed cookie", async () => {
    const { session: sessions } = await import("~/lib/db/schema");
    const { eq } = await import("drizzle-orm");
    const signedIn = await submit({ email: "chair@example.org", password: "correct horse" });
    const cookie = signedIn.cookies.map((c) => c.split(";")[0]).join("; ");
    const token = decodeURIComponent(cookie.match(/better-auth\.session_token=([^.;]+)/)?.[1] ?? "");
    const day = 24 * 3600 * 1000;
    // As if the admin last came 23 hours ago and comes back now.
    const hour = 3600 * 1000;
    await database()
      .db.update(sessions)
      .set({ expiresAt: new Date(Date.now() + 7 * day - 23 * hour), updatedAt: new Date(Date.now() - 23 * hour) })
      .where(eq(sessions.token, token));
    const { user, headers } = await readSession(new Headers({ cookie }));
    expect(user?.email).toBe("chair@example.org");
    const renewed = headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(renewed).toMatch(/Max-Age=604800/);
    const [row] = await database().db.select().from(sessions).where(eq(sessions.token, token));
    expect((row?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(6.9 * day);
  });

  it("leaves a session renewed less than a minute ago alone", async () => {
    const signedIn = await submit({ email: "chair@example.org", password: "correct horse" });
    const cookie = signedIn.cookies.map((c) => c.split(";")[0]).join("; ");
    const { user, headers } = await readSession(new Headers({ cookie }));
    expect(user?.email).toBe("chair@example.org");
    expect(headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="))).toBe(false);
  });
});
