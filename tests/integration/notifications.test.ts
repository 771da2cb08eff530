import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { grantAdmin } from "~/features/admin-accounts/accounts.server";
import { auth } from "~/features/admin-accounts/service/auth.server";
import { queueDailyDigest } from "~/features/contact/notifications.server";
import { submitContactMessage } from "~/features/contact/submit.server";
import { contactMessages } from "~/features/contact/table";
import { outboxMessages } from "~/lib/db/schema";
import { action as accountAction, loader as accountLoader } from "~/routes/admin/account";
import { sessionCookie } from "./support/accounts";
import { postTo } from "./support/admin-actions";
import { withTestDatabase } from "./support/database";

const database = withTestDatabase();
const admins = {
  each: { email: "each@example.org", password: "each passphrase" },
  daily: { email: "daily@example.org", password: "daily passphrase" },
  none: { email: "none@example.org", password: "none passphrase" },
};
const cookies: Record<string, string> = {};

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => {});
  for (const [choice, account] of Object.entries(admins)) {
    await grantAdmin(database().db, auth(), account);
    cookies[choice] = await sessionCookie(account.email, account.password);
  }
});

const choose = (who: keyof typeof admins, choice: string) =>
  postTo<{ toast: { description?: string } | null }>(
    accountAction,
    "/admin-kfupm-aero/account",
    { intent: "notifications", contactNotifications: choice },
    cookies[who] ?? "",
  );

async function chosen(who: keyof typeof admins) {
  const request = new Request("http://localhost:3000/admin-kfupm-aero/account", {
    headers: { cookie: cookies[who] ?? "" },
  });
  return (await accountLoader({ request, params: {}, context: {} } as never)).notifications;
}

const mailsOf = (kind: string) => database().db.select().from(outboxMessages).where(eq(outboxMessages.kind, kind));

describe("an admin's choice of contact message emails", () => {
  it("is none until chosen on the account page, and takes only one of the three", async () => {
    expect(await chosen("each")).toBe("none");
    expect((await choose("each", "each")).reply?.toast?.description).toBe("Your email choice is saved");
    expect((await choose("daily", "daily")).status).toBe(200);
    expect((await choose("none", "hourly")).status).toBe(400);
    expect([await chosen("each"), await chosen("daily"), await chosen("none")]).toEqual(["each", "daily", "none"]);
  });

  it("'each': with the notification unqueueable, the message is not stored either", async () => {
    const { db } = database();
    const before = (await db.select().from(contactMessages)).length;
    await db.execute(sql`ALTER TABLE outbox_messages ADD CONSTRAINT no_notices CHECK (kind <> 'contact-notification')`);
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const result = await submitContactMessage(
        db,
        { name: "X", email: "x@example.org", subject: "S", message: "M" },
        { mailer: null, clubAddress: undefined },
        "Asia/Riyadh",
      );
      expect(result.outcome).toBe("failed");
    } finally {
      quiet.mockRestore();
      await db.execute(sql`ALTER TABLE outbox_messages DROP CONSTRAINT no_notices`);
    }
    expect(await db.select().from(contactMessages)).toHaveLength(before);
  });

  it("'each': a new message queues an email to that admin with the message, in the message's transaction", async () => {
    const result = await submitContactMessage(
      database().db,
      {
        name: "Rana\nBcc: x",
        email: "rana@example.org",
        subject: "Sponsorship\r\nofficer",
        message: "We would like to sponsor the club.",
      },
      { mailer: null, clubAddress: undefined },
      "Asia/Riyadh",
    );
    expect(result.outcome).toBe("stored");
    const notes = await mailsOf("contact-notification");
    expect(notes.map((mail) => mail.toAddress)).toEqual([admins.each.email]);
    expect(notes[0]).toMatchObject({
      subject: "New message: Sponsorship officer",
      replyToAddress: "rana@example.org",
      replyToName: "Rana Bcc: x",
    });
    expect(notes[0]?.text).toContain("We would like to sponsor the club.");
    expect(notes[0]?.text).toContain("/admin-kfupm-aero/messages");
  });
});

describe("the daily digest", () => {
  // 05:00 and 09:00 in Riyadh (UTC+3).
  const early = new Date("2026-12-01T02:00:00Z");
  const morning = new Date("2026-12-01T06:00:00Z");
  const digest = (now: Date) =>
    queueDailyDigest(database().db, { now, timeZone: "Asia/Riyadh", baseURL: "https://aero.example.org" });

  it("goes once a day from 8:00 in the club's time zone, to the admins who chose it, listing the new messages", async () => {
    const { db } = database();
    await db.insert(contactMessages).values([
      {
        name: "A",
        email: "a@example.org",
        subject: "Workshop question",
        message: "M",
        createdAt: new Date("2026-11-30T10:00:00Z"),
      },
      {
        name: "B",
        email: "b@example.org",
        subject: "Membership",
        message: "M",
        createdAt: new Date("2026-12-01T01:00:00Z"),
      },
    ]);
    expect(await digest(early)).toBe(0);
    expect(await digest(morning)).toBe(1);
    // Another instance, or a later check, the same day: nothing more.
    expect(await digest(new Date("2026-12-01T09:00:00Z"))).toBe(0);
    const [mail] = await mailsOf("contact-digest");
    expect(mail).toMatchObject({ toAddress: admins.daily.email, subject: "2 new contact messages (2026-12-01)" });
    expect(mail?.text).toMatch(/\* Workshop question\n {2}from A <a@example\.org>/);
    expect(mail?.text).toContain("https://aero.example.org/admin-kfupm-aero/messages");
  });

  // "Late one" arrives in the last minute before the 12-02 digest: it waits for the next one, which
  // reads from the last digest's cut-off, not from 24 hours back.
  it("lists only what arrived since the last one, and is not sent for a day without messages", async () => {
    expect(await digest(new Date("2026-12-02T06:00:00Z"))).toBe(0);
    await database()
      .db.insert(contactMessages)
      .values({
        name: "C",
        email: "c@example.org",
        subject: "Late one",
        message: "M",
        createdAt: new Date("2026-12-02T05:59:30Z"),
      });
    expect(await digest(new Date("2026-12-03T06:00:00Z"))).toBe(1);
    const mails = await database()
      .db.select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.kind, "contact-digest"), inArray(outboxMessages.toAddress, [admins.daily.email])));
    expect(mails).toHaveLength(2);
    const latest = mails.find((mail) => mail.subject.includes("2026-12-03"));
    expect(latest?.subject).toBe("1 new contact message (2026-12-03)");
    expect(latest?.text).toContain("Late one");
    expect(latest?.text).not.toContain("Membership");
  });
});
