import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { grantAdmin, listAdmins, revokeAdmin } from "~/features/admin-accounts/accounts.server";
import { isAdmin } from "~/features/admin-accounts/service/admin-role.server";
import { auth } from "~/features/admin-accounts/service/auth.server";
import { account, adminUsers, user } from "~/lib/db/schema";
import { tasks } from "~/operations/tasks.server";
import { authWithSignUp } from "./support/accounts";
import { withTestDatabase } from "./support/database";

const database = withTestDatabase();

async function signIn(email: string, password: string) {
  return auth().api.signInEmail({ body: { email, password }, asResponse: true });
}

describe("admin accounts", () => {
  it("creates the user, grants admin, and the admin can sign in", async () => {
    const { db } = database();
    const result = await grantAdmin(db, auth(), { email: " Chair@Example.org ", password: "correct horse" });
    expect(result).toEqual({
      email: "chair@example.org",
      userCreated: true,
      passwordChanged: false,
      adminGranted: true,
      sessionsEnded: 0,
    });
    const [created] = await db.select().from(user).where(eq(user.email, "chair@example.org"));
    expect(created).toBeDefined();
    expect(await isAdmin(db, created?.id ?? "")).toBe(true);
    expect((await signIn("chair@example.org", "correct horse")).status).toBe(200);
    expect((await signIn("chair@example.org", "wrong password")).status).toBe(401);
  });

  it("is idempotent: a second run changes nothing", async () => {
    const { db } = database();
    const again = await grantAdmin(db, auth(), { email: "chair@example.org", password: "correct horse" });
    expect(again).toEqual({
      email: "chair@example.org",
      userCreated: false,
      passwordChanged: false,
      adminGranted: false,
      sessionsEnded: 0,
    });
    expect(await db.select().from(adminUsers)).toHaveLength(1);
    expect(await db.select().from(user)).toHaveLength(1);
    expect(await db.select().from(account)).toHaveLength(1);
  });

  it("sets a new password for an existing user", async () => {
    const { db } = database();
    const result = await grantAdmin(db, auth(), { email: "chair@example.org", password: "a new passphrase" });
    expect(result.passwordChanged).toBe(true);
    expect((await signIn("chair@example.org", "a new passphrase")).status).toBe(200);
    expect((await signIn("chair@example.org", "correct horse")).status).toBe(401);
  });

  it.each([
    [{ email: "x@example.org", password: "short" }, "Password must be at least 12 characters."],
    [
      { email: "x@example.org", password: "qwertyuiop123" },
      "This password is one of the most common passwords. Choose one that is harder to guess.",
    ],
    [{ email: "x@example.org", password: "X@Example.org" }, "The password must not be your email address."],
    [{ email: "x@example.org", password: undefined }, "A password is required: --password <password>."],
    [{ email: undefined, password: "long enough passphrase" }, "An email is required: --email <email>."],
    [{ email: "not-an-email", password: "long enough passphrase" }, '"not-an-email" is not an email address.'],
  ])("refuses %o with a clear message and creates nothing", async (input, message) => {
    const { db } = database();
    const usersBefore = (await db.select().from(user)).length;
    await expect(grantAdmin(db, auth(), input)).rejects.toThrow(message);
    expect(await db.select().from(user)).toHaveLength(usersBefore);
  });

  it("lists admins and revokes the role without deleting the user", async () => {
    const { db } = database();
    await grantAdmin(db, auth(), { email: "second@example.org", password: "another passphrase" });
    expect((await listAdmins(db)).map((a) => a.email)).toEqual(["chair@example.org", "second@example.org"]);
    expect(await revokeAdmin(db, "SECOND@example.org")).toBe(true);
    expect(await revokeAdmin(db, "second@example.org")).toBe(false);
    expect((await listAdmins(db)).map((a) => a.email)).toEqual(["chair@example.org"]);
    expect(await db.select().from(user).where(eq(user.email, "second@example.org"))).toHaveLength(1);
  });

  it("counts a user without a row, or a failed lookup, as not admin", async () => {
    const { db } = database();
    const [second] = await db.select().from(user).where(eq(user.email, "second@example.org"));
    expect(await isAdmin(db, second?.id ?? "")).toBe(false);
    const broken = {
      select: () => {
        throw new Error("connection lost");
      },
    } as unknown as typeof db;
    expect(await isAdmin(broken, second?.id ?? "")).toBe(false);
  });

  it("ends the account's open sessions when the command line sets its password or revokes its role", async () => {
    const { db } = database();
    await grantAdmin(db, auth(), { email: "fourth@example.org", password: "fourth password" });
    const cookieOf = async (password: string) =>
      ((await signIn("fourth@example.org", password)).headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    const sessionOf = (cookie: string) => auth().api.getSession({ headers: new Headers({ cookie }) });
    const before = await cookieOf("fourth password");
    expect(await sessionOf(before)).not.toBeNull();
    // The same password again changes nothing and ends nothing.
    expect(
      (await grantAdmin(db, auth(), { email: "fourth@example.org", password: "fourth password" })).sessionsEnded,
    ).toBe(0);
    expect(await sessionOf(before)).not.toBeNull();
    const changed = await grantAdmin(db, auth(), { email: "fourth@example.org", password: "a fresh password" });
    expect(changed).toMatchObject({ passwordChanged: true, sessionsEnded: 1 });
    expect(await sessionOf(before)).toBeNull();

    const after = await cookieOf("a fresh password");
    expect(await sessionOf(after)).not.toBeNull();
    expect(await tasks["admin:revoke"]?.({ email: "fourth@example.org" })).toBe(
      "fourth@example.org is no longer an admin; its open sessions ended.",
    );
    expect(await sessionOf(after)).toBeNull();
  });

  it("does not make a self-registered, unverified account an admin unless the operator confirms it", async () => {
    const { db } = database();
    const open = authWithSignUp(db);
    const signedUp = await open.api.signUpEmail({
      body: { email: "president@example.org", password: "squatter password", name: "" },
      asResponse: true,
    });
    expect(signedUp.status).toBe(200);
    // A sign-up signs no one in; the new account signs in as any other.
    expect(signedUp.headers.get("Set-Cookie") ?? "").not.toMatch(/session_token=[^;]/);
    const signedIn = await open.api.signInEmail({
      body: { email: "president@example.org", password: "squatter password" },
      asResponse: true,
    });
    const cookie = (signedIn.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
    expect(await open.api.getSession({ headers: new Headers({ cookie }) })).not.toBeNull();

    const refused = tasks["admin:create"]?.({ email: "president@example.org", password: "the real one" });
    await expect(refused).rejects.toThrow(
      "president@example.org signed itself up and never verified its email: anyone could have registered that address first. If you know the person who holds it, run the command again with --confirm; the account's open sessions end.",
    );
    const [squatter] = await db.select().from(user).where(eq(user.email, "president@example.org"));
    expect(await isAdmin(db, squatter?.id ?? "")).toBe(false);

    expect(
      await tasks["admin:create"]?.({ email: "president@example.org", password: "the real one", confirm: "yes" }),
    ).toBe(
      "The user president@example.org exists; its password is now the one given; it is now an admin.\n1 open session of the account ended: sign in again.\nSign in at /admin-kfupm-aero.",
    );
    // The session opened by whoever signed up first did not become an admin session.
    expect(await open.api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    const [verified] = await db.select().from(user).where(eq(user.email, "president@example.org"));
    expect(verified?.emailVerified).toBe(true);
  });

  it("reports each command's outcome in words", async () => {
    expect(await tasks["admin:list"]?.({})).toMatch(/^chair@example\.org\s+admin since /);
    expect(await tasks["admin:revoke"]?.({ email: "nobody@example.org" })).toBe(
      "nobody@example.org was not an admin; nothing changed.",
    );
    expect(await tasks["admin:create"]?.({ email: "third@example.org", password: "third passphrase!" })).toBe(
      "Created the user third@example.org; it is now an admin.\nSign in at /admin-kfupm-aero.",
    );
  });
});

describe("public sign-up", () => {
  it("is off unless ALLOW_SIGNUP is true", async () => {
    const response = await auth().api.signUpEmail({
      body: { email: "visitor@example.org", password: "visitor password", name: "" },
      asResponse: true,
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "Email and password sign up is not enabled" });
  });

  it("with ALLOW_SIGNUP=true, takes the spec's call: email and password, and a redirect", async () => {
    const { db } = database();
    const open = authWithSignUp(db);
    const response = await open.handler(
      new Request("http://localhost:3000/api/auth/sign-up/email", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://localhost:3000" },
        body: JSON.stringify({
          email: "new.member@example.org",
          password: "member password",
          callbackURL: "http://localhost:3000/admin-kfupm-aero",
        }),
      }),
    );
    expect(response.status).toBe(200);
    const [created] = await db.select().from(user).where(eq(user.email, "new.member@example.org"));
    expect(created?.name).toBe("new.member");
    expect(await isAdmin(db, created?.id ?? "")).toBe(false);
  });

  it("answers an address that has an account as one that has none: it tells no one who has an account", async () => {
    const open = authWithSignUp(database().db);
    const signUp = (email: string) =>
      open.handler(
        new Request("http://localhost:3000/api/auth/sign-up/email", {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: "http://localhost:3000", "x-client-ip": "192.0.2.44" },
          body: JSON.stringify({ email, password: "member password" }),
        }),
      );
    const fresh = await signUp("fresh.member@example.org");
    const taken = await signUp("chair@example.org");
    expect(taken.status).toBe(fresh.status);
    expect(taken.headers.get("Set-Cookie")).toBe(fresh.headers.get("Set-Cookie"));
    const shape = (body: { token: unknown; user: Record<string, unknown> }) => ({
      token: body.token,
      user: Object.keys(body.user).sort(),
      emailVerified: body.user.emailVerified,
    });
    expect(shape(await taken.json())).toEqual(shape(await fresh.json()));
  });
});
