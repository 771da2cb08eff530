import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { grantAdmin } from "~/features/admin-accounts/accounts.server";
import { auth } from "~/features/admin-accounts/service/auth.server";
import { rateLimits } from "~/lib/db/schema";
import { action, loader } from "~/routes/resources/auth";
import { authWithSignUp } from "./support/accounts";
import { withTestDatabase } from "./support/database";

const database = withTestDatabase();
const origin = "http://localhost:3000";

/** A request to /api/auth/<path> from `clientIp`, as the server hands it to the route. */
function call(path: string, init: RequestInit = {}, clientIp = "198.51.100.7"): Promise<Response> {
  const request = new Request(`${origin}/api/auth/${path}`, {
    ...init,
    headers: { Origin: origin, "Content-Type": "application/json", ...init.headers },
  });
  const handler = (request.method === "GET" ? loader : action) as (args: unknown) => Promise<Response>;
  return handler({ request, params: { "*": path }, context: { clientIp } });
}

const rateLimitRows = async () => (await database().db.select().from(rateLimits)).length;
const databaseBytes = async () => {
  const result = (await database().db.execute(sql`select pg_database_size(current_database())::bigint as size`)) as {
    rows: { size: string | number }[];
  };
  return Number(result.rows[0]?.size);
};

/** A random path under /api/auth: a word, a nested path, or one of 8 KB. */
function randomPath(n: number): string {
  switch (n % 3) {
    case 0:
      return `x${randomBytes(6).toString("hex")}`;
    case 1:
      return `sign-in/${randomBytes(4).toString("hex")}/email`;
    default:
      return randomBytes(4096).toString("hex");
  }
}

beforeAll(async () => {
  await grantAdmin(database().db, auth(), { email: "chair@example.org", password: "correct horse battery" });
});

describe("/api/auth/*", () => {
  it("stores nothing for a path that is no endpoint: 10,000 such requests leave the counters and the database as they were", async () => {
    // Counters exist for what the site really answers.
    await call("get-session");
    const rows = await rateLimitRows();
    const bytes = await databaseBytes();
    for (let batch = 0; batch < 100; batch++) {
      const answers = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          call(randomPath(batch * 100 + i), { method: i % 2 ? "POST" : "GET", body: i % 2 ? "{}" : undefined }),
        ),
      );
      for (const answer of answers) expect(answer.status).toBe(404);
    }
    expect(await rateLimitRows()).toBe(rows);
    // Flat: what the database grew by is not the requests' (8 KB paths × 3,333 would be 27 MB).
    expect((await databaseBytes()) - bytes).toBeLessThan(256 * 1024);
  });

  it("answers the site's endpoints only, by their method; the ones it does not use are not there", async () => {
    expect((await call("get-session")).status).toBe(200);
    expect((await call("get-session", { method: "POST", body: "{}" })).status).toBe(405);
    expect((await call("sign-in/email")).status).toBe(405);
    // What the site does through its own pages, with their rules and their Activity log, is not
    // there to be called around them (a device trusted, two-step sign-in turned off, a password
    // changed keeping the other sessions).
    for (const throughPages of [
      "request-password-reset",
      "reset-password",
      "change-password",
      "two-factor/enable",
      "two-factor/disable",
      "two-factor/verify-totp",
      "two-factor/verify-backup-code",
      "two-factor/generate-backup-codes",
    ]) {
      const answer = await call(throughPages, { method: "POST", body: JSON.stringify({ trustDevice: true }) });
      expect(answer.status, throughPages).toBe(404);
    }
    for (const unused of ["update-user", "list-sessions", "change-email", "delete-user", "revoke-sessions"]) {
      expect((await call(unused, { method: "POST", body: JSON.stringify({ name: "<b>\u0007</b>" }) })).status).toBe(
        404,
      );
      expect((await call(unused)).status).toBe(404);
    }
  });

  it("never hands a session token to a script", async () => {
    const signedIn = await call("sign-in/email", {
      method: "POST",
      body: JSON.stringify({ email: "chair@example.org", password: "correct horse battery" }),
    });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get("Set-Cookie") ?? "";
    expect(cookie).toMatch(/session_token=[^;]+;.*HttpOnly/i);
    const signInBody = await signedIn.text();
    expect(signInBody).not.toMatch(/"token"/);
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)?.[1] ?? "").split(".")[0] ?? "";
    expect(token.length).toBeGreaterThan(10);

    const session = await call("get-session", { headers: { cookie: cookie.split(";")[0] ?? "" } });
    expect(session.status).toBe(200);
    const text = await session.text();
    expect(JSON.parse(text)).toMatchObject({
      user: { email: "chair@example.org" },
      session: { userId: expect.any(String) },
    });
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/"token"/);
  });

  it("keeps a name given at sign-up as one line of plain text, or refuses it", async () => {
    const open = authWithSignUp(database().db);
    const signUp = (email: string, name: string) =>
      open.handler(
        new Request(`${origin}/api/auth/sign-up/email`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: origin },
          body: JSON.stringify({ email, name, password: "member password long" }),
        }),
      );
    for (const [i, name] of ["<img src=x onerror=alert(1)>", "Ali\u001b[2J", "Two\nlines", "x".repeat(101)].entries()) {
      const refused = await signUp(`refused${i}@example.org`, name);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({
        message: "Name must be at most 100 characters, without control characters or angle brackets.",
      });
    }
    expect((await signUp("kept@example.org", "Noura Al-Harbi")).status).toBe(200);
  });
});
