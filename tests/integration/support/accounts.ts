import { grantAdmin } from "~/features/admin-accounts/accounts.server";
import { auth, createAuth } from "~/features/admin-accounts/service/auth.server";
import type { Database } from "~/lib/db/client.server";

/** The session cookie of a user who signs in with this email and password. */
export async function sessionCookie(email: string, password: string): Promise<string> {
  const response = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * Cookies of three personas: an anonymous visitor (none), a signed-in user who is not an admin,
 * and an admin.
 */
export async function personaCookies(db: Database): Promise<Record<"anonymous" | "member" | "admin", string>> {
  await grantAdmin(db, auth(), { email: "admin@example.org", password: "admin password" });
  const ctx = await auth().$context;
  const member = await ctx.internalAdapter.createUser({
    email: "member@example.org",
    name: "member",
    emailVerified: true,
  });
  await ctx.internalAdapter.linkAccount({
    userId: member.id,
    providerId: "credential",
    accountId: member.id,
    password: await ctx.password.hash("member password"),
  });
  return {
    anonymous: "",
    member: await sessionCookie("member@example.org", "member password"),
    admin: await sessionCookie("admin@example.org", "admin password"),
  };
}

/** A Better Auth of the test site as ALLOW_SIGNUP=true makes it: anyone may sign up. */
export function authWithSignUp(db: Database) {
  return createAuth({
    database: db,
    secret: "another-test-secret-long-enough-for-better-auth",
    baseURL: "http://localhost:3000",
    allowSignup: true,
  });
}
