import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { forgetOldActivity } from "~/features/activity/service/activity.server";
import type { InboxReply } from "~/features/admin/inbox";
import { adminRecords } from "~/features/admin-accounts/accounts.server";
import { pendingInvitations } from "~/features/admin-accounts/invitations.server";
import type { AdminsReply } from "~/features/admin-accounts/record";
import { contactMessages } from "~/features/contact/table";
import { newsletterSubscriptions } from "~/features/newsletter/table";
import { activityLog, outboxMessages } from "~/lib/db/schema";
import { action as acceptAction } from "~/routes/admin/accept-invitation";
import { loader as activityLoader } from "~/routes/admin/activity";
import { action as adminsAction } from "~/routes/admin/admins";
import { action as mailAction } from "~/routes/admin/mail";
import { action as messagesAction } from "~/routes/admin/messages";
import { action as subscribersAction } from "~/routes/admin/subscribers";
import { answerOf } from "../support/answers";
import { personaCookies } from "./support/accounts";
import { postCollection, postTo } from "./support/admin-actions";
import { withTestDatabase } from "./support/database";

const database = withTestDatabase();
let cookie = "";

beforeAll(async () => {
  cookie = (await personaCookies(database().db)).admin;
  vi.spyOn(console, "info").mockImplementation(() => {});
});

async function activity(query = "") {
  const request = new Request(`http://localhost:3000/admin-kfupm-aero/activity${query}`, { headers: { cookie } });
  return activityLoader({ request, params: {}, context: {} } as never);
}

describe("the activity log", () => {
  it("records a content write with who, what, which record and each field's values before and after", async () => {
    const event = {
      title: "Rocketry Workshop",
      description: "Build a rocket.",
      date: "2026-12-10",
      time: "16:00",
      location: "Building 22",
      type: "seminar",
      status: "open",
    };
    const created = await postCollection("events", { intent: "create", ...event }, cookie);
    expect(created.status, JSON.stringify(created.reply)).toBe(200);
    const id = created.reply?.savedId ?? "";
    const { items: afterCreate } = await activity();
    expect(afterCreate[0]).toMatchObject({
      actorEmail: "admin@example.org",
      kind: "content",
      action: "created",
      subjectType: "event",
      subjectId: id,
      subjectTitle: "Rocketry Workshop",
    });
    expect(afterCreate[0]?.changes?.title).toEqual({ from: null, to: "Rocketry Workshop" });

    const updated = await postCollection(
      "events",
      { intent: "update", id, version: "1", ...event, title: "Rocketry Workshop II" },
      cookie,
    );
    expect(updated.status).toBe(200);
    const { items } = await activity();
    expect(items[0]).toMatchObject({ action: "updated", subjectTitle: "Rocketry Workshop II" });
    // Only what changed: the title, and the page's address made from it.
    expect(items[0]?.changes).toEqual({
      title: { from: "Rocketry Workshop", to: "Rocketry Workshop II" },
      slug: { from: "rocketry-workshop", to: "rocketry-workshop-ii" },
    });

    expect((await postCollection("events", { intent: "delete", id }, cookie)).status).toBe(200);
    const [deleted] = (await activity()).items;
    expect(deleted).toMatchObject({ action: "deleted", subjectTitle: "Rocketry Workshop II" });
    // What was lost is kept: each field's value before the delete.
    expect(deleted?.changes?.title).toEqual({ from: "Rocketry Workshop II", to: null });
  });

  it("records inbox and admin changes; a change it cannot record is not made, and one not made is not recorded", async () => {
    const [message] = await database()
      .db.insert(contactMessages)
      .values({ name: "N", email: "n@example.org", subject: "S", message: "M" })
      .returning();
    await postTo<InboxReply>(
      messagesAction,
      "/admin-kfupm-aero/messages",
      { intent: "handle", id: message?.id ?? "" },
      cookie,
    );
    await postTo<AdminsReply>(
      adminsAction,
      "/admin-kfupm-aero/admins",
      { intent: "invite", email: "new@example.org" },
      cookie,
    );
    const { items } = await activity();
    expect(items.slice(0, 2)).toEqual([
      expect.objectContaining({
        kind: "admins",
        action: "invited",
        subjectType: "admin",
        subjectTitle: "new@example.org",
      }),
      expect.objectContaining({ kind: "inbox", action: "handled", subjectType: "message", subjectId: message?.id }),
    ]);

    const before = (await activity()).total;
    const missing = await postTo<InboxReply>(
      messagesAction,
      "/admin-kfupm-aero/messages",
      { intent: "handle", id: "00000000-0000-4000-8000-000000000000" },
      cookie,
    );
    expect(missing.status).toBe(404);
    expect((await activity()).total).toBe(before);

    // With the log unwritable, marking a message fails and the message stays as it was.
    const [waiting] = await database()
      .db.insert(contactMessages)
      .values({ name: "W", email: "w@example.org", subject: "Waits", message: "M" })
      .returning();
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    await database().db.execute(sql`ALTER TABLE activity_log RENAME TO activity_log_gone`);
    try {
      const refused = await postTo<InboxReply>(
        messagesAction,
        "/admin-kfupm-aero/messages",
        { intent: "handle", id: waiting?.id ?? "" },
        cookie,
      );
      expect(refused.status).toBe(500);
      // A content write too: no event without its entry.
      const unlogged = await postCollection(
        "events",
        {
          intent: "create",
          title: "Unlogged",
          description: "D",
          date: "2026-12-11",
          time: "10:00",
          location: "L",
          type: "seminar",
          status: "open",
        },
        cookie,
      );
      expect(unlogged.status).toBe(500);
    } finally {
      await database().db.execute(sql`ALTER TABLE activity_log_gone RENAME TO activity_log`);
      quiet.mockRestore();
    }
    const [after] = await database()
      .db.select()
      .from(contactMessages)
      .where(eq(contactMessages.id, waiting?.id ?? ""));
    expect(after?.handledAt).toBeNull();
    expect(await database().db.execute(sql`select 1 from events where title = 'Unlogged'`)).toMatchObject({
      rows: [],
    });
  });

  it("is listed newest first, by admin and by kind, a page at a time", async () => {
    const all = await activity();
    expect(all.actors).toEqual(["admin@example.org"]);
    const inbox = (await activity("?kind=inbox")).items;
    expect(inbox.length).toBeGreaterThan(0);
    expect(inbox.every((entry) => entry.kind === "inbox")).toBe(true);
    expect((await activity("?kind=content")).total).toBe(3);
    expect((await activity("?admin=someone@example.org")).total).toBe(0);
    // An unknown kind shows every kind.
    expect((await activity("?kind=nonsense")).total).toBe(all.total);

    // 30 a page: the second page holds the rest, none of the first's.
    await database()
      .db.insert(activityLog)
      .values(
        Array.from({ length: 31 }, (_, index) => ({
          actorEmail: "admin@example.org",
          kind: "account",
          action: `filler ${index}`,
          subjectType: "",
        })),
      );
    const first = await activity();
    const second = await activity("?page=2");
    expect(first.items).toHaveLength(30);
    expect(second.items).toHaveLength(first.total - 30);
    const onFirst = new Set(first.items.map((entry) => entry.id));
    expect(second.items.some((entry) => onFirst.has(entry.id))).toBe(false);
  });

  it("forgets entries older than the days it keeps them", async () => {
    const total = (await activity()).total;
    await database()
      .db.update(activityLog)
      .set({ at: sql`now() - interval '400 days'` })
      .where(sql`${activityLog.kind} = 'inbox'`);
    // One within the year stays.
    await database()
      .db.update(activityLog)
      .set({ at: sql`now() - interval '300 days'` })
      .where(sql`${activityLog.kind} = 'admins'`);
    const inbox = (await activity("?kind=inbox")).total;
    expect(inbox).toBeGreaterThan(0);
    expect(await forgetOldActivity(database().db, 365)).toBe(inbox);
    expect((await activity()).total).toBe(total - inbox);
    expect((await activity("?kind=admins")).total).toBeGreaterThan(0);
  });
});

describe("the activity of admins, invitations, mail and subscribers", () => {
  const newest = async () => (await activity()).items[0];
  const postAdmins = (fields: Record<string, string>) =>
    postTo<AdminsReply>(adminsAction, "/admin-kfupm-aero/admins", fields, cookie);
  const invitationId = async (email: string) =>
    (await pendingInvitations(database().db)).find((pending) => pending.email === email)?.id ?? "";
  const tokenOf = (link: string | null | undefined) =>
    new URL(link ?? "http://x.invalid").searchParams.get("token") ?? "";

  it("records an invitation resent, withdrawn and accepted, and an admin revoked, with who and whose", async () => {
    const invited = await postAdmins({ intent: "invite", email: "board@example.org" });
    expect(invited.reply?.outcome).toBe("done");
    const resent = await postAdmins({ intent: "resend", id: await invitationId("board@example.org") });
    expect(resent.reply?.outcome).toBe("done");
    expect(await newest()).toMatchObject({
      actorEmail: "admin@example.org",
      kind: "admins",
      action: "sent a new invitation link to",
      subjectTitle: "board@example.org",
    });

    // The invitee chooses a password with the new link: the entry is theirs.
    const request = new Request("http://localhost:3000/admin-kfupm-aero/accept-invitation", {
      method: "POST",
      headers: { Origin: "http://localhost:3000", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        token: tokenOf(resent.reply?.link),
        newPassword: "the board member's passphrase",
        confirmPassword: "the board member's passphrase",
      }),
    });
    const accepted = await answerOf(
      acceptAction({ request, params: {}, context: { clientIp: "198.51.100.20" } } as never),
    );
    expect(accepted.location).toBe("/admin-kfupm-aero/dashboard");
    expect(await newest()).toMatchObject({
      actorEmail: "board@example.org",
      kind: "admins",
      action: "accepted an invitation and became an admin",
    });

    const board = (await adminRecords(database().db)).find((admin) => admin.email === "board@example.org");
    expect((await postAdmins({ intent: "revoke", id: board?.userId ?? "" })).reply?.outcome).toBe("done");
    expect(await newest()).toMatchObject({
      actorEmail: "admin@example.org",
      kind: "admins",
      action: "revoked the admin role of",
      subjectTitle: "board@example.org",
    });

    await postAdmins({ intent: "invite", email: "maybe@example.org" });
    const withdrawn = await postAdmins({ intent: "withdraw", id: await invitationId("maybe@example.org") });
    expect(withdrawn.reply?.outcome).toBe("done");
    expect(await newest()).toMatchObject({
      actorEmail: "admin@example.org",
      kind: "admins",
      action: "withdrew the invitation of",
      subjectTitle: "maybe@example.org",
    });
  });

  it("records a failed email queued again and a subscriber removed, naming each without an address to write to", async () => {
    const [failed] = await database()
      .db.insert(outboxMessages)
      .values({
        kind: "password-reset",
        toAddress: "chair@example.org",
        subject: "Reset your password",
        text: "A link.",
        status: "failed",
        attempts: 5,
        lastError: "550 mailbox unavailable",
      })
      .returning();
    const retried = await postTo<InboxReply>(
      mailAction,
      "/admin-kfupm-aero/mail",
      { intent: "retry", id: failed?.id ?? "" },
      cookie,
    );
    expect(retried.status).toBe(200);
    expect(await newest()).toMatchObject({
      actorEmail: "admin@example.org",
      kind: "mail",
      action: "queued again",
      subjectType: "email",
      subjectId: failed?.id,
      subjectTitle: "Reset your password (Password reset)",
    });

    const [subscriber] = await database()
      .db.insert(newsletterSubscriptions)
      .values({ email: "reader@example.org" })
      .returning();
    const removed = await postTo<InboxReply>(
      subscribersAction,
      "/admin-kfupm-aero/subscribers",
      { intent: "remove", id: subscriber?.id ?? "" },
      cookie,
    );
    expect(removed.status).toBe(200);
    expect(await newest()).toMatchObject({
      actorEmail: "admin@example.org",
      kind: "inbox",
      action: "removed",
      subjectType: "subscriber",
      subjectId: subscriber?.id,
      subjectTitle: "r…@example.org",
    });
    expect(JSON.stringify(await newest())).not.toMatch(/reader@/i);
  });
});
