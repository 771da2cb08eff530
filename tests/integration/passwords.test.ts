import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { grantAdmin } from "~/features/admin-accounts/accounts.server";
import { auth, resetLinkFor } from "~/features/admin-accounts/service/auth.server";
import { readSession } from "~/features/admin-accounts/service/session.server";
import { outboxMessages, verification } from "~/lib/db/schema";
import { tasks } from "~/operations/tasks.server";
import { action as accountAction } from "~/routes/admin/account";
import { action as forgotAction } from "~/routes/admin/forgot-password";
import { action as resetAction, loader as resetLoader } from "~/routes/admin/reset-password";
import { answerOf } from "../support/answers";
import { sessionCookie } from "./support/accounts";
import { withTestDatabase } from "./support/database";

const database = withTestDatabase();
const chair = { email: "chair@example.org", password: "correct horse battery" };
let nextIp = 1;

interface Reply {
  result?: { error?: Record<string, string[]> };
  toast?: { title: string; description?: string } | null;
  sent?: string | null;
  invalid?: boolean;
}

/** Posts a form as a browser on localhost would, from an address of its own. */
function post(
  action: (args: never) => Promise<unknown>,
  path: string,
  fields: Record<string, string>,
  cookie = "",
  clientIp = `198.51.100.${nextIp++}`,
) {
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: {
      Origin: "http://localhost:3000",
      "Content-Type": "application/x-www-form-urlencoded",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
  });
  return answerOf<Reply>(action({ request, params: {}, context: { clientIp } } as never));
}

const forgot = (email: string) => post(forgotAction, "/admin-kfupm-aero/forgot-password", { email });

/** The reset emails queued for `email`, newest first. */
function resetMails(email: string) {
  return database()
    .db.select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, "password-reset"), eq(outboxMessages.toAddress, email)))
    .orderBy(desc(outboxMessages.createdAt));
}

/** The token of the link in the newest reset email to `email`. */
async function tokenOfLatestMail(email: string): Promise<string> {
  const [mail] = await resetMails(email);
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0] ?? "";
  expect(new URL(link).pathname).toBe("/admin-kfupm-aero/reset-password");
  return new URL(link).searchParams.get("token") ?? "";
}

async function resetPage(token: string) {
  const request = new Request(
    `http://localhost:3000/admin-kfupm-aero/reset-password?token=${encodeURIComponent(token)}`,
  );
  return resetLoader({ request, params: {}, context: {} } as never);
}

const signedIn = async (cookie: string) => (await readSession(new Headers({ cookie }))).user?.email ?? null;
const cookieOf = (cookies: string[]) => cookies.map((c) => c.split(";")[0]).join("; ");

beforeAll(async () => {
  await grantAdmin(database().db, auth(), chair);
  vi.spyOn(console, "warn").mockImplementation(() => {});
});

describe("forgot password", () => {
  it("answers the same whether or not the address has an account, and queues a link only for an account", async () => {
    const known = await forgot(chair.email);
    const unknown = await forgot("nobody@example.org");
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.reply?.sent).toBe(unknown.reply?.sent);
    expect(known.reply?.sent).toMatch(/^If an admin account uses that address, a link/);
    const [mail] = await resetMails(chair.email);
    expect(mail).toMatchObject({
      status: "queued",
      subject: "Reset your password for the KFUPM Aerospace Club website",
    });
    expect(mail?.text).toMatch(/works once, within one hour/);
    expect(await resetMails("nobody@example.org")).toHaveLength(0);
  });

  it("refuses an address that is not one, next to the field, and queues nothing", async () => {
    const before = (await resetMails(chair.email)).length;
    const answer = await forgot("not an address");
    expect(answer.status).toBe(400);
    expect(answer.reply?.result?.error?.email).toEqual(["Please enter a valid email address"]);
    expect(await resetMails(chair.email)).toHaveLength(before);
  });

  it("takes five requests from one address in 15 minutes, then asks it to wait", async () => {
    const ask = () =>
      post(forgotAction, "/admin-kfupm-aero/forgot-password", { email: "someone@example.org" }, "", "192.0.2.77");
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
    const refused = await ask();
    expect(refused.status).toBe(429);
    expect(refused.reply?.toast?.description).toMatch(
      /^Too many requests\. Please wait a moment\. Try again in \d+ seconds\.$/,
    );
    expect(refused.reply?.sent).toBeNull();
  });

  it("sends at most three links an hour to one account, answering as before", async () => {
    const other = "second@example.org";
    await grantAdmin(database().db, auth(), { email: other, password: "second passphrase" });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await forgot(other));
    // The same answer each time: nothing tells that the limit was reached (or that the account exists).
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 200, reply: { sent: answers[0]?.reply?.sent } });
    expect(await resetMails(other)).toHaveLength(3);
  });
});

describe("a reset link", () => {
  it("opens the form for its account; an altered or expired one is refused with a clear page", async () => {
    await forgot(chair.email);
    const token = await tokenOfLatestMail(chair.email);
    expect(await resetPage(token)).toMatchObject({ state: "choose", email: chair.email });
    // One letter changed (to another letter, whatever the last one was).
    expect(await resetPage(`${token.slice(0, -1)}${token.endsWith("x") ? "y" : "x"}`)).toMatchObject({
      state: "invalid",
    });
    expect(await resetPage("<script>")).toMatchObject({ state: "invalid" });
    await database()
      .db.update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    expect(await resetPage(token)).toMatchObject({ state: "invalid" });
    const used = await post(resetAction, "/admin-kfupm-aero/reset-password", {
      token,
      newPassword: "an expired link's try",
      confirmPassword: "an expired link's try",
    });
    expect(used).toMatchObject({ status: 410, reply: { invalid: true } });
  });

  it("refuses a short, common or mismatched password next to its field, and keeps the link", async () => {
    await forgot(chair.email);
    const token = await tokenOfLatestMail(chair.email);
    const cases: [Record<string, string>, string, string][] = [
      [{ newPassword: "short", confirmPassword: "short" }, "newPassword", "Password must be at least 12 characters"],
      [
        { newPassword: "qwertyuiop123", confirmPassword: "qwertyuiop123" },
        "newPassword",
        "This password is one of the most common passwords. Choose one that is harder to guess.",
      ],
      [
        { newPassword: chair.email, confirmPassword: chair.email },
        "newPassword",
        "The password must not be your email address.",
      ],
      [
        { newPassword: "a fine new passphrase", confirmPassword: "a different one" },
        "confirmPassword",
        "The passwords do not match",
      ],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await post(resetAction, "/admin-kfupm-aero/reset-password", { token, ...fields });
      expect(answer.status).toBe(400);
      expect(answer.reply?.result?.error?.[field]).toEqual([message]);
    }
    expect(await resetPage(token)).toMatchObject({ state: "choose" });
  });

  it("sets the password, ends every other session, signs this browser in, and works only once", async () => {
    const before = await sessionCookie(chair.email, chair.password);
    expect(await signedIn(before)).toBe(chair.email);
    await forgot(chair.email);
    const token = await tokenOfLatestMail(chair.email);
    const newPassword = "a brand new passphrase";
    const answer = await post(resetAction, "/admin-kfupm-aero/reset-password", {
      token,
      newPassword,
      confirmPassword: newPassword,
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toBe("/admin-kfupm-aero/dashboard");
    expect(await signedIn(cookieOf(answer.headers.getSetCookie()))).toBe(chair.email);
    expect(await signedIn(before)).toBeNull();
    const again = await post(resetAction, "/admin-kfupm-aero/reset-password", {
      token,
      newPassword: "yet another passphrase",
      confirmPassword: "yet another passphrase",
    });
    expect(again).toMatchObject({ status: 410, reply: { invalid: true } });
    chair.password = newPassword;
  });

  it("used, ends the other links sent within the hour; a changed password ends them too", async () => {
    const other = { email: "links@example.org", password: "links passphrase" };
    await grantAdmin(database().db, auth(), other);
    await forgot(other.email);
    const older = await tokenOfLatestMail(other.email);
    await forgot(other.email);
    const newer = await tokenOfLatestMail(other.email);
    expect(older).not.toBe(newer);
    const used = await post(resetAction, "/admin-kfupm-aero/reset-password", {
      token: newer,
      newPassword: "links new passphrase",
      confirmPassword: "links new passphrase",
    });
    expect(used.status).toBe(302);
    expect(await resetPage(older)).toMatchObject({ state: "invalid" });

    await forgot(other.email);
    const outstanding = await tokenOfLatestMail(other.email);
    const here = await sessionCookie(other.email, "links new passphrase");
    const changed = await post(
      accountAction,
      "/admin-kfupm-aero/account",
      {
        currentPassword: "links new passphrase",
        newPassword: "links third passphrase",
        confirmPassword: "links third passphrase",
      },
      here,
    );
    expect(changed.status).toBe(200);
    expect(await resetPage(outstanding)).toMatchObject({ state: "invalid" });
  });

  it("called directly, Better Auth's reset endpoint holds the password to the same rules", async () => {
    const other = { email: "direct@example.org", password: "direct passphrase" };
    await grantAdmin(database().db, auth(), other);
    const link = await resetLinkFor(auth(), other.email);
    const token = new URL(link ?? "http://x.invalid").searchParams.get("token") ?? "";
    const response = await auth().handler(
      new Request("http://localhost:3000/api/auth/reset-password", {
        method: "POST",
        headers: { "Content-Type": "application/json", Origin: "http://localhost:3000" },
        body: JSON.stringify({ token, newPassword: other.email }),
      }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: "The password must not be your email address." });
    expect(await resetPage(token)).toMatchObject({ state: "choose" });
  });

  it("is made by admin:reset-link for an account, without email", async () => {
    const mailsBefore = (await resetMails(chair.email)).length;
    const output = (await tasks["admin:reset-link"]?.({ email: "CHAIR@example.org" })) ?? "";
    const link = output.match(/https?:\/\/\S+/)?.[0] ?? "";
    expect(output).toMatch(/^A link to choose a new password for chair@example\.org\. It works once, within one hour:/);
    expect(await resetPage(new URL(link).searchParams.get("token") ?? "")).toMatchObject({ state: "choose" });
    await expect(tasks["admin:reset-link"]?.({ email: "nobody@example.org" })).rejects.toThrow(
      "No account uses nobody@example.org; nothing changed.",
    );
    // Given back, not emailed.
    expect(await resetMails(chair.email)).toHaveLength(mailsBefore);
  });
});

describe("change password", () => {
  it("needs the current password, holds the new one to the rules, and ends the other sessions", async () => {
    const here = await sessionCookie(chair.email, chair.password);
    const elsewhere = await sessionCookie(chair.email, chair.password);
    const change = (fields: Record<string, string>) => post(accountAction, "/admin-kfupm-aero/account", fields, here);

    const wrong = await change({
      currentPassword: "not the password",
      newPassword: "a changed passphrase",
      confirmPassword: "a changed passphrase",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.reply?.result?.error?.currentPassword).toEqual(["The current password is not right"]);
    const common = await change({
      currentPassword: chair.password,
      newPassword: "password1234",
      confirmPassword: "password1234",
    });
    expect(common.reply?.result?.error?.newPassword).toEqual([
      "This password is one of the most common passwords. Choose one that is harder to guess.",
    ]);
    expect(await signedIn(elsewhere)).toBe(chair.email);

    const done = await change({
      currentPassword: chair.password,
      newPassword: "a changed passphrase",
      confirmPassword: "a changed passphrase",
    });
    expect(done.status).toBe(200);
    expect(done.reply?.toast?.title).toBe("Password changed");
    expect(await signedIn(elsewhere)).toBeNull();
    expect(await signedIn(here)).toBeNull();
    expect(await signedIn(cookieOf(done.headers.getSetCookie()))).toBe(chair.email);
    expect(await sessionCookie(chair.email, "a changed passphrase")).toContain("session_token");
  });

  it("is refused to a visitor who is not signed in", async () => {
    const answer = await post(accountAction, "/admin-kfupm-aero/account", {
      currentPassword: "x",
      newPassword: "a changed passphrase",
      confirmPassword: "a changed passphrase",
    });
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/admin-kfupm-aero\?/);
  });
});
