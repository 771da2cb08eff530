import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { adminRecords, grantAdmin, revokeAdmin } from "~/features/admin-accounts/accounts.server";
import type { AdminsReply } from "~/features/admin-accounts/record";
import { auth } from "~/features/admin-accounts/service/auth.server";
import { readSession } from "~/features/admin-accounts/service/session.server";
import { adminInvitations } from "~/features/admin-accounts/table";
import { activityLog, outboxMessages, twoFactor, user } from "~/lib/db/schema";
import { action as acceptAction, loader as acceptLoader } from "~/routes/admin/accept-invitation";
import { action as adminsAction, loader as adminsLoader } from "~/routes/admin/admins";
import { loader as signInLoader } from "~/routes/admin/sign-in";
import { answerOf } from "../support/answers";
import { sessionCookie } from "./support/accounts";
import { postTo } from "./support/admin-actions";
import { testEngine, withTestDatabase } from "./support/database";

const database = withTestDatabase();
const chair = { email: "chair@example.org", password: "chair passphrase" };
let cookie = "";

beforeAll(async () => {
  await grantAdmin(database().db, auth(), chair);
  cookie = await sessionCookie(chair.email, chair.password);
  vi.spyOn(console, "info").mockImplementation(() => {});
});

const post = (fields: Record<string, string>, as = cookie) =>
  postTo<AdminsReply>(adminsAction, "/admin-kfupm-aero/admins", fields, as);

async function page() {
  const request = new Request("http://localhost:3000/admin-kfupm-aero/admins", { headers: { cookie } });
  return adminsLoader({ request, params: {}, context: {} } as never);
}

const tokenOf = (link: string | null | undefined) =>
  new URL(link ?? "http://x.invalid").searchParams.get("token") ?? "";

async function openLink(token: string) {
  const request = new Request(`http://localhost:3000/admin-kfupm-aero/accept-invitation?token=${token}`);
  return acceptLoader({ request, params: {}, context: {} } as never);
}

function accept(token: string, newPassword: string, confirmPassword = newPassword) {
  const request = new Request("http://localhost:3000/admin-kfupm-aero/accept-invitation", {
    method: "POST",
    headers: { Origin: "http://localhost:3000", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token, newPassword, confirmPassword }),
  });
  return answerOf<{
    result?: { error?: Record<string, string[]> };
    invalid: boolean;
    toast?: { description?: string } | null;
  }>(acceptAction({ request, params: {}, context: { clientIp: "198.51.100.9" } } as never));
}

const signedIn = async (cookies: string[]) =>
  (await readSession(new Headers({ cookie: cookies.map((c) => c.split(";")[0]).join("; ") }))).user?.email ?? null;

describe("inviting an admin", () => {
  it("queues an email with a one-time link valid 7 days, shows the link to copy, and lists the invitation", async () => {
    const answer = await post({ intent: "invite", email: " Treasurer@Example.org " });
    expect(answer.status).toBe(200);
    expect(answer.reply).toMatchObject({ outcome: "done", email: "treasurer@example.org" });
    // No mail server here: the invitation is not said to be sent, and its link is shown to copy.
    expect(answer.reply?.toast).toMatchObject({ title: "Invitation waiting", variant: "warning" });
    const link = answer.reply?.link ?? "";
    expect(new URL(link).pathname).toBe("/admin-kfupm-aero/accept-invitation");
    const [mail] = await database()
      .db.select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, "invitation"), eq(outboxMessages.toAddress, "treasurer@example.org")));
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain(`${chair.email} invited you`);
    const { invitations } = await page();
    expect(invitations).toEqual([expect.objectContaining({ email: "treasurer@example.org", invitedBy: chair.email })]);
    const days = (new Date(invitations[0]?.expiresAt ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect(await openLink(tokenOf(link))).toMatchObject({ state: "choose", email: "treasurer@example.org" });
  });

  it("refuses an address that is not one, or an admin's, next to the field", async () => {
    expect((await post({ intent: "invite", email: "nope" })).reply).toMatchObject({
      outcome: "invalid",
      emailError: "Please enter a valid email address",
    });
    expect((await post({ intent: "invite", email: chair.email })).reply).toMatchObject({
      outcome: "refused",
      emailError: `${chair.email} is already an admin.`,
    });
  });

  it("resends with a new link that replaces the old one, and withdraws", async () => {
    const first = await post({ intent: "invite", email: "secretary@example.org" });
    const [invitation] = (await page()).invitations.filter((i) => i.email === "secretary@example.org");
    const second = await post({ intent: "resend", id: invitation?.id ?? "" });
    expect(second.reply).toMatchObject({ outcome: "done", email: "secretary@example.org" });
    expect(await openLink(tokenOf(first.reply?.link))).toMatchObject({ state: "invalid" });
    expect(await openLink(tokenOf(second.reply?.link))).toMatchObject({ state: "choose" });
    expect((await page()).invitations.filter((i) => i.email === "secretary@example.org")).toHaveLength(1);

    expect((await post({ intent: "withdraw", id: invitation?.id ?? "" })).reply?.outcome).toBe("done");
    expect(await openLink(tokenOf(second.reply?.link))).toMatchObject({ state: "invalid" });
    expect((await post({ intent: "withdraw", id: invitation?.id ?? "" })).status).toBe(404);
    expect((await post({ intent: "resend", id: "not-an-id" })).status).toBe(404);
  });

  it("a link past its 7 days cannot be used", async () => {
    const answer = await post({ intent: "invite", email: "late@example.org" });
    await database()
      .db.update(adminInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(adminInvitations.email, "late@example.org"));
    expect(await openLink(tokenOf(answer.reply?.link))).toMatchObject({ state: "invalid" });
    expect(await accept(tokenOf(answer.reply?.link), "a fine passphrase")).toMatchObject({ status: 410 });
  });

  it("the invitee chooses a password, becomes an admin added by the inviter, is signed in; the link is used up", async () => {
    const answer = await post({ intent: "invite", email: "president@example.org" });
    const token = tokenOf(answer.reply?.link);
    const common = await accept(token, "qwertyuiop123");
    expect(common.reply?.result?.error?.newPassword).toEqual([
      "This password is one of the most common passwords. Choose one that is harder to guess.",
    ]);
    expect(await openLink(token)).toMatchObject({ state: "choose" });

    const done = await accept(token, "the new president's passphrase");
    expect(done.status).toBe(302);
    expect(done.location).toBe("/admin-kfupm-aero/dashboard");
    expect(await signedIn(done.headers.getSetCookie())).toBe("president@example.org");
    const president = (await adminRecords(database().db)).find((a) => a.email === "president@example.org");
    expect(president).toMatchObject({ addedBy: chair.email });
    expect(president?.lastSignInAt).toBeInstanceOf(Date);
    expect((await page()).invitations.map((i) => i.email)).not.toContain("president@example.org");
    expect(await accept(token, "another passphrase here")).toMatchObject({ status: 410, reply: { invalid: true } });
  });
});

describe("an invitation", () => {
  it("sent twice at the same moment is one invitation with one working link", async () => {
    const [first, second] = await Promise.all([
      post({ intent: "invite", email: "twice@example.org" }),
      post({ intent: "invite", email: "twice@example.org" }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await page()).invitations.filter((i) => i.email === "twice@example.org")).toHaveLength(1);
    const states = await Promise.all([openLink(tokenOf(first.reply?.link)), openLink(tokenOf(second.reply?.link))]);
    expect(states.map((state) => state.state).sort()).toEqual(["choose", "invalid"]);
  });

  it("accepted for an address a stranger signed up first, keeps none of the stranger's name or two-step secret", async () => {
    const { internalAdapter } = await auth().$context;
    const stranger = await internalAdapter.createUser({
      email: "taken-first@example.org",
      name: "Club President (official)",
      emailVerified: false,
    });
    await database()
      .db.insert(twoFactor)
      .values({ id: "stranger-2fa", secret: "s", backupCodes: "b", userId: stranger.id });
    await database().db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, stranger.id));
    const answer = await post({ intent: "invite", email: "taken-first@example.org" });
    const done = await accept(tokenOf(answer.reply?.link), "the real owner's passphrase");
    expect(done.status).toBe(302);
    const [account] = await database().db.select().from(user).where(eq(user.id, stranger.id));
    expect(account).toMatchObject({ name: "taken-first", twoFactorEnabled: false, emailVerified: true });
    expect(await database().db.select().from(twoFactor).where(eq(twoFactor.userId, stranger.id))).toEqual([]);
  });

  it("cannot set the password of an address that became an admin meanwhile", async () => {
    const answer = await post({ intent: "invite", email: "meanwhile@example.org" });
    await grantAdmin(database().db, auth(), { email: "meanwhile@example.org", password: "meanwhile passphrase" });
    const refused = await accept(tokenOf(answer.reply?.link), "a takeover passphrase");
    expect(refused.status).toBe(409);
    expect(refused.reply?.toast?.description).toMatch(/^meanwhile@example\.org is already an admin: sign in/);
    expect(await sessionCookie("meanwhile@example.org", "meanwhile passphrase")).toContain("session_token");
  });

  it("stops working when the admin who sent it is revoked, and leaves the list", async () => {
    await grantAdmin(database().db, auth(), { email: "sender@example.org", password: "sender passphrase" });
    const senderCookie = await sessionCookie("sender@example.org", "sender passphrase");
    const sent = await post({ intent: "invite", email: "friend@example.org" }, senderCookie);
    expect(await openLink(tokenOf(sent.reply?.link))).toMatchObject({ state: "choose" });
    await revokeAdmin(database().db, "sender@example.org");
    expect(await openLink(tokenOf(sent.reply?.link))).toMatchObject({ state: "invalid" });
    expect((await page()).invitations.map((i) => i.email)).not.toContain("friend@example.org");
  });
});

describe("revoking an admin", () => {
  it("removes the role and ends that account's sessions at once", async () => {
    await grantAdmin(database().db, auth(), { email: "leaving@example.org", password: "leaving passphrase" });
    const theirs = await sessionCookie("leaving@example.org", "leaving passphrase");
    const leaving = (await page()).admins.find((a) => a.email === "leaving@example.org");
    expect(leaving).toMatchObject({ addedBy: null });
    const answer = await post({ intent: "revoke", id: leaving?.userId ?? "" });
    expect(answer.reply?.toast?.description).toBe("leaving@example.org is no longer an admin; its sessions have ended");
    expect((await readSession(new Headers({ cookie: theirs }))).user).toBeNull();
    expect((await page()).admins.map((a) => a.email)).not.toContain("leaving@example.org");
    expect((await post({ intent: "revoke", id: leaving?.userId ?? "" })).status).toBe(404);
  });

  it("of one's own: the role goes, and the sign-in page says so rather than that the session ended", async () => {
    const self = { email: "stepping-down@example.org", password: "stepping-down passphrase" };
    await grantAdmin(database().db, auth(), self);
    const theirs = await sessionCookie(self.email, self.password);
    const own = (await page()).admins.find((a) => a.email === self.email);
    const answer = await post({ intent: "revoke", id: own?.userId ?? "" }, theirs);
    expect(answer).toMatchObject({ kind: "response", status: 302, location: "/admin-kfupm-aero?session=revoked" });
    expect((await readSession(new Headers({ cookie: theirs }))).user).toBeNull();
    expect((await page()).admins.map((a) => a.email)).not.toContain(self.email);
    const signIn = await signInLoader({
      request: new Request("http://localhost:3000/admin-kfupm-aero?session=revoked"),
      params: {},
      context: {},
    } as never);
    expect(signIn).toMatchObject({ state: "sign-in", ended: "revoked" });
  });

  it("resets another admin's two-step sign-in, signing them out and logging it; never one's own here", async () => {
    await grantAdmin(database().db, auth(), { email: "lost-phone@example.org", password: "lost phone passphrase" });
    const theirs = await sessionCookie("lost-phone@example.org", "lost phone passphrase");
    const lost = (await page()).admins.find((a) => a.email === "lost-phone@example.org");
    if (!lost) throw new Error("no admin");
    await database()
      .db.insert(twoFactor)
      .values({ id: "lost-2fa", secret: "s", backupCodes: "b", userId: lost.userId });
    await database().db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, lost.userId));
    expect((await page()).admins.find((a) => a.email === "lost-phone@example.org")?.twoFactorEnabled).toBe(true);

    const reset = await post({ intent: "reset-two-step", id: lost.userId });
    expect(reset.status).toBe(200);
    expect(reset.reply?.toast?.description).toMatch(/^lost-phone@example\.org now signs in with the password alone/);
    expect(await database().db.select().from(twoFactor).where(eq(twoFactor.userId, lost.userId))).toEqual([]);
    expect((await readSession(new Headers({ cookie: theirs }))).user).toBeNull();
    const [logged] = await database()
      .db.select()
      .from(activityLog)
      .where(eq(activityLog.action, "reset the two-step sign-in of"));
    expect(logged).toMatchObject({ kind: "admins", actorEmail: chair.email, subjectTitle: "lost-phone@example.org" });
    // Once off, there is nothing to reset; and one's own is turned off on the account page.
    expect((await post({ intent: "reset-two-step", id: lost.userId })).status).toBe(404);
    const me = (await page()).admins.find((a) => a.email === chair.email);
    expect((await post({ intent: "reset-two-step", id: me?.userId ?? "" })).status).toBe(404);
  });

  // On the embedded database, transactions run one at a time; on PostgreSQL they overlap, and the
  // row lock is what keeps the last admin.
  it(`never leaves the site without an admin, even when the last two revoke each other at once (${testEngine})`, async () => {
    const { db } = database();
    for (const admin of await adminRecords(db)) {
      if (admin.email !== chair.email && admin.email !== "president@example.org") await revokeAdmin(db, admin.email);
    }
    const outcomes = await Promise.allSettled([revokeAdmin(db, chair.email), revokeAdmin(db, "president@example.org")]);
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(outcomes.find((o) => o.status === "rejected")).toMatchObject({
      reason: expect.objectContaining({ message: expect.stringMatching(/is the only admin/) }),
    });
    const left = await adminRecords(db);
    expect(left).toHaveLength(1);
    const last = left[0];
    const lastCookie = await sessionCookie(
      last?.email ?? "",
      last?.email === chair.email ? chair.password : "the new president's passphrase",
    );
    const refused = await post({ intent: "revoke", id: last?.userId ?? "" }, lastCookie);
    expect(refused).toMatchObject({ status: 409, reply: { outcome: "refused" } });
    expect(refused.reply?.toast?.description).toMatch(/is the only admin\. Make another admin first/);
    expect(await adminRecords(db)).toHaveLength(1);
  });
});
