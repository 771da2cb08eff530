import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { InboxReply } from "~/features/admin/inbox";
import { MESSAGES_PER_PAGE } from "~/features/contact/inbox.server";
import { contactMessages } from "~/features/contact/table";
import { MAIL_PER_PAGE } from "~/features/mail/mail-list.server";
import { SUBSCRIBERS_PER_PAGE } from "~/features/newsletter/subscribers.server";
import { newsletterSubscriptions } from "~/features/newsletter/table";
import { outboxMessages } from "~/lib/db/schema";
import { loader as rootLoader } from "~/root";
import { loader as layoutLoader } from "~/routes/admin/layout";
import { action as mailAction, loader as mailLoader } from "~/routes/admin/mail";
import { action as messagesAction, loader as messagesLoader } from "~/routes/admin/messages";
import { action as subscribersAction, loader as subscribersLoader } from "~/routes/admin/subscribers";
import { loader as csvLoader } from "~/routes/admin/subscribers-csv";
import { personaCookies } from "./support/accounts";
import { postTo } from "./support/admin-actions";
import { withTestDatabase } from "./support/database";

/**
 * The admin inbox: contact messages (newest first, paged, email status, mark handled, delete) and
 * newsletter subscribers (count, search, remove, CSV export safe for spreadsheets).
 */
const database = withTestDatabase();
let cookie = "";

beforeAll(async () => {
  cookie = (await personaCookies(database().db)).admin;
});

const minutesAgo = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, 0) - minutes * 60_000);

async function load<T>(loader: (args: never) => Promise<T>, path: string): Promise<T> {
  const request = new Request(`http://localhost:3000${path}`, { headers: { cookie } });
  return loader({ request, params: {}, context: {} } as never);
}

const postMessage = (fields: Record<string, string>) =>
  postTo<InboxReply>(messagesAction, "/admin-kfupm-aero/messages", fields, cookie);
const postMail = (fields: Record<string, string>) =>
  postTo<InboxReply>(mailAction, "/admin-kfupm-aero/mail", fields, cookie);
const postSubscriber = (fields: Record<string, string>) =>
  postTo<InboxReply>(subscribersAction, "/admin-kfupm-aero/subscribers", fields, cookie);

describe("messages", () => {
  beforeEach(async () => {
    const { db } = database();
    await db.delete(contactMessages);
    await db.insert(contactMessages).values(
      Array.from({ length: MESSAGES_PER_PAGE + 5 }, (_, index) => ({
        name: `Sender ${index}`,
        email: `sender${index}@example.org`,
        subject: `Subject ${index}`,
        message: `Message ${index}`,
        // Message 0 is the newest.
        createdAt: minutesAgo(index),
      })),
    );
    const [newest] = await db.select().from(contactMessages).where(eq(contactMessages.subject, "Subject 0"));
    await db.insert(outboxMessages).values({
      kind: "contact",
      subject: "[Contact] Subject 0",
      text: "Message 0",
      sourceId: newest?.id,
      status: "failed",
      attempts: 1,
      lastError: "550 mailbox unavailable",
    });
  });

  it("are listed newest first, a page at a time, with their email status and how many wait", async () => {
    const first = await load(messagesLoader, "/admin-kfupm-aero/messages");
    expect(first).toMatchObject({ page: 1, pages: 2, total: MESSAGES_PER_PAGE + 5, open: MESSAGES_PER_PAGE + 5 });
    expect(first.items.map((m) => m.subject).slice(0, 3)).toEqual(["Subject 0", "Subject 1", "Subject 2"]);
    expect(first.items[0]).toMatchObject({ forward: { status: "failed", lastError: "550 mailbox unavailable" } });
    expect(first.items[1]).toMatchObject({ forward: null });
    expect(first.items).toHaveLength(MESSAGES_PER_PAGE);

    const second = await load(messagesLoader, "/admin-kfupm-aero/messages?page=2");
    expect(second.page).toBe(2);
    expect(second.items.map((m) => m.subject)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Subject ${MESSAGES_PER_PAGE + i}`),
    );
    // A page past the end shows the last page; junk reads as the first.
    expect((await load(messagesLoader, "/admin-kfupm-aero/messages?page=99")).page).toBe(2);
    expect((await load(messagesLoader, "/admin-kfupm-aero/messages?page=-1")).page).toBe(1);
    expect((await load(messagesLoader, "/admin-kfupm-aero/messages?page=abc")).page).toBe(1);
  });

  it("are counted for the sidebar and the dashboard while they wait, and no longer once handled", async () => {
    const layout = () => load(layoutLoader, "/admin-kfupm-aero/dashboard");
    expect((await layout()).unhandledMessages).toBe(MESSAGES_PER_PAGE + 5);
    const [newest] = await database().db.select().from(contactMessages).where(eq(contactMessages.subject, "Subject 0"));
    expect((await postMessage({ intent: "handle", id: newest?.id ?? "" })).reply?.outcome).toBe("done");
    expect((await layout()).unhandledMessages).toBe(MESSAGES_PER_PAGE + 4);
    await database().db.update(contactMessages).set({ handledAt: new Date() });
    expect((await layout()).unhandledMessages).toBe(0);
    // A count that cannot be read leaves the admin pages working, without it.
    await database().db.execute(sql`ALTER TABLE contact_messages RENAME TO contact_messages_gone`);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      expect(await layout()).toMatchObject({ unhandledMessages: null, email: "admin@example.org" });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("[admin] could not count unhandled messages"));
    } finally {
      logged.mockRestore();
      await database().db.execute(sql`ALTER TABLE contact_messages_gone RENAME TO contact_messages`);
    }
  });

  it("are marked as handled and back, and deleted, each with its message", async () => {
    const [message] = await database()
      .db.select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, "Subject 3"));
    if (!message) throw new Error("no message");

    expect(await postMessage({ intent: "handle", id: message.id })).toMatchObject({
      status: 200,
      reply: { outcome: "done", toast: { title: "Success", description: "Message marked as handled" } },
    });
    const handled = await load(messagesLoader, "/admin-kfupm-aero/messages");
    expect(handled.open).toBe(MESSAGES_PER_PAGE + 4);
    expect(handled.items.find((m) => m.id === message.id)?.handledAt).toBeInstanceOf(Date);

    expect(await postMessage({ intent: "reopen", id: message.id })).toMatchObject({
      reply: { toast: { description: "Message marked as not handled" } },
    });
    expect((await load(messagesLoader, "/admin-kfupm-aero/messages")).open).toBe(MESSAGES_PER_PAGE + 5);

    expect(await postMessage({ intent: "delete", id: message.id })).toMatchObject({
      status: 200,
      reply: { toast: { title: "Success", description: "Message deleted successfully" } },
    });
    const rows = await database().db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(rows).toHaveLength(0);
  });

  it("refuse what they cannot do and change nothing", async () => {
    const before = await database().db.select().from(contactMessages);
    const gone = { title: "Not found", description: "This message no longer exists: someone else deleted it." };
    expect(await postMessage({ intent: "delete", id: "00000000-0000-4000-8000-000000000000" })).toMatchObject({
      status: 404,
      reply: { outcome: "missing", toast: gone },
    });
    expect(await postMessage({ intent: "handle", id: "'; drop table contact_messages" })).toMatchObject({
      status: 404,
    });
    expect(await postMessage({ intent: "archive", id: before[0]?.id ?? "" })).toMatchObject({
      status: 400,
      reply: { outcome: "invalid" },
    });
    expect(await postMessage({ intent: "toString", id: before[0]?.id ?? "" })).toMatchObject({ status: 400 });
    expect(await database().db.select().from(contactMessages)).toEqual(before);
  });

  it("without JavaScript, go back to the same page with the message", async () => {
    const [message] = await database().db.select().from(contactMessages).limit(1);
    const posted = await postMessage({
      intent: "handle",
      id: message?.id ?? "",
      redirectTo: "/admin-kfupm-aero/messages?page=2",
    });
    expect(posted.status).toBe(302);
    expect(posted.location).toBe("/admin-kfupm-aero/messages?page=2");
    const request = new Request("http://localhost:3000/admin-kfupm-aero/messages?page=2", {
      headers: { cookie: posted.setCookie?.split(";")[0] ?? "" },
    });
    const root = (await rootLoader({ request, params: {}, context: {} } as never)) as { data: { toast: unknown } };
    expect(root.data.toast).toMatchObject({ description: "Message marked as handled" });
    // Another site is never a way back.
    const away = await postMessage({ intent: "reopen", id: message?.id ?? "", redirectTo: "//evil.example/x" });
    expect(away.status).toBe(200);
  });

  it("answer 'Failed to update message' / 'Failed to delete message' when the database fails, and log it", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const [message] = await database().db.select().from(contactMessages).limit(1);
    await database().db.execute(sql`ALTER TABLE contact_messages RENAME TO contact_messages_gone`);
    try {
      expect(await postMessage({ intent: "handle", id: message?.id ?? "" })).toMatchObject({
        status: 500,
        reply: { outcome: "failed", toast: { title: "Error", description: "Failed to update message" } },
      });
      expect(await postMessage({ intent: "delete", id: message?.id ?? "" })).toMatchObject({
        status: 500,
        reply: { toast: { title: "Error", description: "Failed to delete message" } },
      });
      const page = await load(messagesLoader, "/admin-kfupm-aero/messages");
      expect(page).toMatchObject({ items: [], toast: { title: "Error", description: "Failed to fetch messages" } });
      expect(logged).toHaveBeenCalledWith(expect.stringContaining("[inbox] failed to handle"));
    } finally {
      await database().db.execute(sql`ALTER TABLE contact_messages_gone RENAME TO contact_messages`);
      logged.mockRestore();
    }
  });
});

describe("subscribers", () => {
  const addresses = ["ada@example.org", "=HYPERLINK(1)@example.org", "grace_h@example.org", "grace@example.org"];
  beforeEach(async () => {
    const { db } = database();
    await db.delete(newsletterSubscriptions);
    await db
      .insert(newsletterSubscriptions)
      .values(addresses.map((email, index) => ({ email, createdAt: minutesAgo(100 - index) })));
  });

  it("are counted, listed newest first, and searched (wildcards are letters)", async () => {
    const all = await load(subscribersLoader, "/admin-kfupm-aero/subscribers");
    expect(all).toMatchObject({ all: 4, total: 4, page: 1, pages: 1, search: "" });
    expect(all.items.map((s) => s.email)).toEqual([...addresses].reverse());

    const grace = await load(subscribersLoader, "/admin-kfupm-aero/subscribers?q=GRACE");
    expect(grace).toMatchObject({ all: 4, total: 2, search: "GRACE" });
    // An underscore matches an underscore only, not any letter.
    const underscore = await load(subscribersLoader, "/admin-kfupm-aero/subscribers?q=grace_");
    expect(underscore.items.map((s) => s.email)).toEqual(["grace_h@example.org"]);
    expect((await load(subscribersLoader, "/admin-kfupm-aero/subscribers?q=%25")).total).toBe(0);
  });

  it("are paged", async () => {
    await database()
      .db.insert(newsletterSubscriptions)
      .values(Array.from({ length: SUBSCRIBERS_PER_PAGE }, (_, i) => ({ email: `bulk${i}@example.org` })));
    const second = await load(subscribersLoader, "/admin-kfupm-aero/subscribers?page=2");
    expect(second).toMatchObject({ page: 2, pages: 2, total: SUBSCRIBERS_PER_PAGE + 4 });
    expect(second.items).toHaveLength(4);
  });

  it("are removed, with a message; a second removal says it is gone", async () => {
    const [ada] = await database()
      .db.select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, "ada@example.org"));
    expect(await postSubscriber({ intent: "remove", id: ada?.id ?? "" })).toMatchObject({
      status: 200,
      reply: { toast: { title: "Success", description: "Subscriber removed successfully" } },
    });
    expect(await postSubscriber({ intent: "remove", id: ada?.id ?? "" })).toMatchObject({
      status: 404,
      reply: { toast: { title: "Not found", description: "This subscriber was already removed." } },
    });
    expect(await postSubscriber({ intent: "delete", id: ada?.id ?? "" })).toMatchObject({ status: 400 });
    expect((await load(subscribersLoader, "/admin-kfupm-aero/subscribers")).all).toBe(3);
  });

  it("are exported as CSV that a spreadsheet reads as text", async () => {
    const { db } = database();
    await db
      .update(newsletterSubscriptions)
      .set({ confirmedAt: minutesAgo(10) })
      .where(eq(newsletterSubscriptions.email, "grace@example.org"));
    await db
      .update(newsletterSubscriptions)
      .set({ confirmedAt: minutesAgo(20), bouncedAt: minutesAgo(5) })
      .where(eq(newsletterSubscriptions.email, "grace_h@example.org"));
    const response = (await load(csvLoader, "/admin-kfupm-aero/subscribers.csv")) as Response;
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    // A byte order mark first, for Excel; times in the club's time zone (Riyadh, UTC+3).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split("\r\n");
    expect(lines[0]).toBe("email,subscribed_at,status,confirmed_at,language");
    expect(lines.slice(1, -1).map((line) => line.split(",")[0])).toEqual([
      "ada@example.org",
      "'=HYPERLINK(1)@example.org",
      "grace_h@example.org",
      "grace@example.org",
    ]);
    // Where each subscription stands: waiting for its link, refused by the mail server, confirmed.
    expect(lines[1]).toBe("ada@example.org,2026-11-20 13:20:00,Waiting for confirmation,,en");
    expect(lines[3]).toBe("grace_h@example.org,2026-11-20 13:22:00,Refused by the mail server,2026-11-20 14:40:00,en");
    expect(lines[4]).toBe("grace@example.org,2026-11-20 13:23:00,Confirmed,2026-11-20 14:50:00,en");
    expect(lines.at(-1)).toBe("");
  });
});

describe("mail", () => {
  beforeEach(async () => {
    const { db } = database();
    await db.delete(outboxMessages);
    await db.insert(outboxMessages).values([
      ...Array.from({ length: MAIL_PER_PAGE + 2 }, (_, index) => ({
        kind: "contact",
        subject: `Sent ${index}`,
        text: "T",
        status: "sent" as const,
        attempts: 1,
        sentAt: minutesAgo(index),
        createdAt: minutesAgo(index),
      })),
      { kind: "contact", subject: "Waiting", text: "T", createdAt: minutesAgo(100) },
      {
        kind: "contact",
        toAddress: "someone@example.org",
        subject: "Given up",
        text: "T",
        status: "failed" as const,
        attempts: 12,
        lastError: "421 try again later",
        createdAt: minutesAgo(200),
      },
    ]);
  });

  it("lists every email newest first, by status, and says when no mail server is configured", async () => {
    const all = await load(mailLoader, "/admin-kfupm-aero/mail");
    expect(all).toMatchObject({
      filter: "all",
      page: 1,
      pages: 2,
      total: MAIL_PER_PAGE + 4,
      counts: { queued: 1, sent: MAIL_PER_PAGE + 2, failed: 1 },
      setup: { configured: false },
    });
    expect(all.items[0]?.subject).toBe("Sent 0");
    const failed = await load(mailLoader, "/admin-kfupm-aero/mail?status=failed");
    expect(failed.items).toEqual([
      expect.objectContaining({
        subject: "Given up",
        toAddress: "someone@example.org",
        lastError: "421 try again later",
      }),
    ]);
    expect((await load(mailLoader, "/admin-kfupm-aero/mail?status=queued")).items.map((m) => m.subject)).toEqual([
      "Waiting",
    ]);
    // An unknown status reads as all.
    expect((await load(mailLoader, "/admin-kfupm-aero/mail?status=lost")).filter).toBe("all");
    expect((await load(layoutLoader, "/admin-kfupm-aero/dashboard")).mail).toEqual({
      configured: false,
      queued: 1,
      failed: 1,
    });
  });

  it("queues a failed email again with 'Retry', and refuses to retry one that did not fail", async () => {
    const rows = await database().db.select().from(outboxMessages);
    const failed = rows.find((row) => row.status === "failed");
    const waiting = rows.find((row) => row.status === "queued");
    expect(await postMail({ intent: "retry", id: failed?.id ?? "" })).toMatchObject({
      status: 200,
      reply: { outcome: "done", toast: { description: "The message is queued and will be sent again" } },
    });
    const [retried] = await database()
      .db.select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, failed?.id ?? ""));
    expect(retried).toMatchObject({ status: "queued", attempts: 0 });
    for (const id of [failed?.id ?? "", waiting?.id ?? "", "not-an-id"]) {
      expect(await postMail({ intent: "retry", id })).toMatchObject({ status: 404, reply: { outcome: "missing" } });
    }
    expect(await postMail({ intent: "delete", id: waiting?.id ?? "" })).toMatchObject({
      status: 400,
      reply: { outcome: "invalid" },
    });
  });
});
