import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { grantAdmin } from "~/features/admin-accounts/accounts.server";
import { auth, resetLinkFor } from "~/features/admin-accounts/service/auth.server";
import { readSession } from "~/features/admin-accounts/service/session.server";
import { secretOf } from "~/features/admin-accounts/two-step-forms";
import { newsArticles } from "~/features/news/table";
import { raiseContentVersion } from "~/features/public-pages/service/content-version.server";
import { ensureSettingsRow } from "~/features/settings/service/site-settings.server";
import { activityLog, siteSettings, twoFactor, user } from "~/lib/db/schema";
import { action as accountAction, loader as accountLoader } from "~/routes/admin/account";
import { loader as dashboardLoader } from "~/routes/admin/dashboard";
import { action as resetAction } from "~/routes/admin/reset-password";
import { action as signInAction } from "~/routes/admin/sign-in";
import { action as twoStepAction, loader as twoStepLoader } from "~/routes/admin/two-step";
import { loader as articleLoader } from "~/routes/public/article";
import { answerOf } from "../support/answers";
import { totpCode } from "../support/totp";
import { withTestDatabase } from "./support/database";

const database = withTestDatabase();
const EMAIL = "chair@example.org";
const PASSWORD = "correct horse battery";
let nextIp = 1;
/** The authenticator app's secret, once two-step sign-in is set up. */
let secret = "";

/** Cookies a browser keeps from Set-Cookie headers over the ones it had. */
function keep(jar: Map<string, string>, setCookies: string[]) {
  for (const header of setCookies) {
    const [pair = ""] = header.split(";");
    const [name = "", value = ""] = pair.split("=");
    if (/Max-Age=0/i.test(header) || value === "") jar.delete(name);
    else jar.set(name, pair.slice(name.length + 1));
  }
}
const cookieOf = (jar: Map<string, string>) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

function post(
  action: (args: never) => unknown,
  path: string,
  fields: Record<string, string | string[]>,
  jar: Map<string, string>,
) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  const request = new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: {
      Origin: "http://localhost:3000",
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: cookieOf(jar),
    },
    body,
  });
  return answerOf<{
    toast: { description?: string } | null;
    result?: { error?: Record<string, string[]> };
    twoStep?: { totpURI?: string; backupCodes?: string[] };
  }>(action({ request, params: {}, context: { clientIp: `198.51.100.${nextIp++}` } } as never) as Promise<unknown>);
}

async function passwordStep(jar: Map<string, string>) {
  const answer = await post(signInAction, "/admin-kfupm-aero", { email: EMAIL, password: PASSWORD }, jar);
  keep(jar, answer.headers.getSetCookie());
  return answer;
}

beforeAll(async () => {
  vi.spyOn(console, "info").mockImplementation(() => {});
  await grantAdmin(database().db, auth(), { email: EMAIL, password: PASSWORD });
});

describe("two-step sign-in", () => {
  it("is turned on with the app's first code; then a sign-in needs a code or a backup code, each backup code once", async () => {
    const jar = new Map<string, string>();
    expect((await passwordStep(jar)).location).toBe("/admin-kfupm-aero/dashboard");

    // A wrong password sets nothing up.
    const refused = await post(
      accountAction,
      "/admin-kfupm-aero/account",
      { intent: "two-step-on", password: "nope" },
      jar,
    );
    expect(refused.status).toBe(400);
    expect(refused.reply?.result?.error?.password).toEqual(["Password is incorrect"]);

    const setup = await post(
      accountAction,
      "/admin-kfupm-aero/account",
      { intent: "two-step-on", password: PASSWORD },
      jar,
    );
    expect(setup.status).toBe(200);
    secret = secretOf(setup.reply?.twoStep?.totpURI ?? "");
    const codes = setup.reply?.twoStep?.backupCodes ?? [];
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(codes).toHaveLength(10);
    // Not on until the app's code is entered: signing in still takes the password alone.
    expect((await passwordStep(new Map())).location).toBe("/admin-kfupm-aero/dashboard");

    const wrong = await post(
      accountAction,
      "/admin-kfupm-aero/account",
      { intent: "two-step-confirm", code: "000000" },
      jar,
    );
    expect(wrong.reply?.result?.error?.code?.[0]).toContain("That code is not right");
    const on = await post(
      accountAction,
      "/admin-kfupm-aero/account",
      { intent: "two-step-confirm", code: totpCode(secret) },
      jar,
    );
    expect(on.reply?.toast?.description).toContain("Two-step sign-in is on");
    keep(jar, on.headers.getSetCookie());
    expect((await readSession(new Headers({ cookie: cookieOf(jar) }))).user?.twoFactorEnabled).toBe(true);

    // The password alone leads to the code's page, with no session.
    const browser = new Map<string, string>();
    expect((await passwordStep(browser)).location).toBe("/admin-kfupm-aero/two-step");
    expect((await readSession(new Headers({ cookie: cookieOf(browser) }))).user).toBeNull();
    const wrongCode = await post(twoStepAction, "/admin-kfupm-aero/two-step", { code: "123456" }, browser);
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.reply?.result?.error?.code?.[0]).toContain("That code is not right");
    const viaApp = await post(twoStepAction, "/admin-kfupm-aero/two-step", { code: totpCode(secret) }, browser);
    expect(viaApp.location).toBe("/admin-kfupm-aero/dashboard");
    keep(browser, viaApp.headers.getSetCookie());
    expect((await readSession(new Headers({ cookie: cookieOf(browser) }))).user?.email).toBe(EMAIL);

    // A backup code signs in once.
    const other = new Map<string, string>();
    await passwordStep(other);
    const viaBackup = await post(twoStepAction, "/admin-kfupm-aero/two-step", { code: codes[0] ?? "" }, other);
    expect(viaBackup.location).toBe("/admin-kfupm-aero/dashboard");
    const third = new Map<string, string>();
    await passwordStep(third);
    const reused = await post(twoStepAction, "/admin-kfupm-aero/two-step", { code: codes[0] ?? "" }, third);
    expect(reused.status).toBe(400);

    // The code's page without a waiting sign-in says to start again.
    const request = new Request("http://localhost:3000/admin-kfupm-aero/two-step");
    expect(await twoStepLoader({ request, params: {}, context: {} } as never)).toMatchObject({ waiting: false });

    // A new password from a reset link leads to the code's page too, not past it.
    const link = new URL((await resetLinkFor(auth(), EMAIL)) ?? "");
    const reset = await post(
      resetAction,
      `/admin-kfupm-aero/reset-password${link.search}`,
      { token: link.searchParams.get("token") ?? "", newPassword: PASSWORD, confirmPassword: PASSWORD },
      new Map(),
    );
    expect(reset.location).toBe("/admin-kfupm-aero/two-step");
    expect(reset.headers.getSetCookie().some((c) => /session_token=[^;]/.test(c))).toBe(false);
    expect(reset.headers.getSetCookie().some((c) => /two_factor=[^;]/.test(c))).toBe(true);

    const actions = await database().db.select({ action: activityLog.action }).from(activityLog);
    expect(actions.map((entry) => entry.action)).toContain("turned on two-step sign-in");
  });

  it("keeps the site's rules however Better Auth is called: no trusted device, other sessions end, on where required", async () => {
    const handler = (path: string, body: Record<string, unknown>, jar: Map<string, string>) =>
      auth().handler(
        new Request(`http://localhost:3000/api/auth/${path}`, {
          method: "POST",
          headers: { Origin: "http://localhost:3000", "Content-Type": "application/json", Cookie: cookieOf(jar) },
          body: JSON.stringify(body),
        }),
      );
    // A code asked to trust the device: signed in, and no device trusted.
    const jar = new Map<string, string>();
    await passwordStep(jar);
    const verified = await handler("two-factor/verify-totp", { code: totpCode(secret), trustDevice: true }, jar);
    expect(verified.status).toBe(200);
    expect(verified.headers.getSetCookie().some((c) => /trust_device=[^;]/.test(c))).toBe(false);
    keep(jar, verified.headers.getSetCookie());
    // A password changed asking to keep the other sessions ends them all the same.
    const other = new Map<string, string>();
    await passwordStep(other);
    keep(other, (await handler("two-factor/verify-totp", { code: totpCode(secret) }, other)).headers.getSetCookie());
    expect((await readSession(new Headers({ cookie: cookieOf(other) }))).user?.email).toBe(EMAIL);
    const changed = await handler(
      "change-password",
      { currentPassword: PASSWORD, newPassword: "a brand new passphrase", revokeOtherSessions: false },
      jar,
    );
    expect(changed.status).toBe(200);
    keep(jar, changed.headers.getSetCookie());
    expect((await readSession(new Headers({ cookie: cookieOf(other) }))).user).toBeNull();
    await handler("change-password", { currentPassword: "a brand new passphrase", newPassword: PASSWORD }, jar);
    // Where the club requires two-step sign-in, it cannot be turned off.
    await ensureSettingsRow(database().db);
    await database().db.update(siteSettings).set({ requireTwoFactor: true });
    await raiseContentVersion(database().db);
    const off = await handler("two-factor/disable", { password: PASSWORD }, jar);
    expect(off.status).toBe(403);
    expect((await database().db.select().from(user).where(eq(user.email, EMAIL)))[0]?.twoFactorEnabled).toBe(true);
    await database().db.update(siteSettings).set({ requireTwoFactor: false });
    await raiseContentVersion(database().db);
  });

  it("required for every admin, keeps an admin without it on the account page, and cannot be turned off", async () => {
    const [account] = await database().db.select().from(user).where(eq(user.email, EMAIL));
    await ensureSettingsRow(database().db);
    await database().db.update(siteSettings).set({ requireTwoFactor: true });
    await raiseContentVersion(database().db);
    const jar = new Map<string, string>();
    await passwordStep(jar);
    const code = await post(twoStepAction, "/admin-kfupm-aero/two-step", { code: totpCode(secret) }, jar);
    keep(jar, code.headers.getSetCookie());
    const off = await post(
      accountAction,
      "/admin-kfupm-aero/account",
      { intent: "two-step-off", password: PASSWORD },
      jar,
    );
    expect(off.status).toBe(409);
    expect(off.reply?.toast?.description).toBe("This site requires two-step sign-in for every admin.");

    // Without two-step sign-in (turned off on the server), the dashboard leads to the account page.
    await database()
      .db.delete(twoFactor)
      .where(eq(twoFactor.userId, account?.id ?? ""));
    await database().db.update(user).set({ twoFactorEnabled: false }).where(eq(user.email, EMAIL));
    const plain = new Map<string, string>();
    await passwordStep(plain);
    const request = new Request("http://localhost:3000/admin-kfupm-aero/dashboard", {
      headers: { cookie: cookieOf(plain) },
    });
    const kept = await answerOf(dashboardLoader({ request, params: {}, context: {} } as never));
    expect(kept.location).toBe("/admin-kfupm-aero/account?two-step-required");
    const accountRequest = new Request("http://localhost:3000/admin-kfupm-aero/account", {
      headers: { cookie: cookieOf(plain) },
    });
    expect(await accountLoader({ request: accountRequest, params: {}, context: {} } as never)).toMatchObject({
      twoStep: { on: false, required: true },
    });
    // Nor does such an admin see what only admins may: a draft's preview answers as to a visitor.
    await database().db.insert(newsArticles).values({
      title: "Unpublished launch report",
      slug: "unpublished-launch-report",
      content: "Not yet.",
      author: "Media Team",
      publishedDate: "2026-11-01",
      isPublished: false,
    });
    const preview = (cookie: string) =>
      answerOf(
        articleLoader({
          request: new Request("http://localhost:3000/news/unpublished-launch-report?preview", { headers: { cookie } }),
          params: { slug: "unpublished-launch-report" },
          context: {},
        } as never),
      );
    expect((await preview(cookieOf(plain))).status).toBe(404);
    // With two-step sign-in not required, the same admin sees the draft.
    await database().db.update(siteSettings).set({ requireTwoFactor: false });
    await raiseContentVersion(database().db);
    expect((await preview(cookieOf(plain))).reply).toMatchObject({ draft: true });
  });
});
