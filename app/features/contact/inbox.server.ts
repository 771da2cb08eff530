import { count, desc, eq, sql } from "drizzle-orm";
import type { InboxIntent } from "~/features/admin/inbox.server";
import { mailOfSources } from "~/features/mail/service/outbox.server";
import { adminMessages } from "~/lib/admin-messages";
import type { Database } from "~/lib/db/client.server";
import { type Paged, pageWindow } from "~/lib/paging";
import { isRecordId } from "~/lib/record-id";
import type { ContactMessageRecord } from "./record";
import { contactMessages } from "./table";

/** The admin inbox of contact messages: newest first, a page at a time. */

export const MESSAGES_PER_PAGE = 20;

export interface InboxPage extends Paged<ContactMessageRecord> {
  /** Messages not yet marked as handled. */
  open: number;
}

const openCount = sql<number>`count(*) filter (where ${contactMessages.handledAt} is null)::int`;

/** How many contact messages wait to be marked as handled (the sidebar's and dashboard's count). */
export async function unhandledMessages(database: Database): Promise<number> {
  const [row] = await database.select({ open: openCount }).from(contactMessages);
  return row?.open ?? 0;
}

export async function inboxPage(database: Database, requested: number): Promise<InboxPage> {
  const [counts] = await database.select({ total: count(), open: openCount }).from(contactMessages);
  const total = counts?.total ?? 0;
  const { page, pages, offset } = pageWindow(requested, total, MESSAGES_PER_PAGE);
  const rows = await database
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(MESSAGES_PER_PAGE)
    .offset(offset);
  return { items: await withForwards(database, rows), page, pages, total, open: counts?.open ?? 0 };
}

/** The messages, each with where the email forwarding it is. */
export async function withForwards<T extends { id: string }>(database: Database, rows: T[]) {
  const forwards = await mailOfSources(
    database,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, forward: forwards.get(row.id) ?? null }));
}
/** Marks a message as handled, or as waiting again. False when there is no such message. */
export async function setMessageHandled(database: Database, id: string, handled: boolean): Promise<boolean> {
  if (!isRecordId(id)) return false;
  const rows = await database
    .update(contactMessages)
    .set({ handledAt: handled ? new Date() : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length === 1;
}

/** Deletes a message. False when there is no such message. */
export async function deleteMessage(database: Database, id: string): Promise<boolean> {
  if (!isRecordId(id)) return false;
  const rows = await database
    .delete(contactMessages)
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length === 1;
}

/** What an admin can do to a message in the inbox. */
export const messageIntents: Record<string, InboxIntent> = {
  handle: {
    run: (database, id) => setMessageHandled(database, id, true),
    activity: { action: "handled", subject: "message", kind: "inbox" },
    done: adminMessages.inbox.handled,
    missing: adminMessages.admin.deletedMeanwhile("message"),
    failed: adminMessages.inbox.updateFailed,
  },
  reopen: {
    run: (database, id) => setMessageHandled(database, id, false),
    activity: { action: "reopened", subject: "message", kind: "inbox" },
    done: adminMessages.inbox.reopened,
    missing: adminMessages.admin.deletedMeanwhile("message"),
    failed: adminMessages.inbox.updateFailed,
  },
  delete: {
    run: deleteMessage,
    activity: { action: "deleted", subject: "message", kind: "inbox" },
    done: adminMessages.admin.deleted("message"),
    missing: adminMessages.admin.deletedMeanwhile("message"),
    failed: adminMessages.admin.deleteFailed("message"),
  },
};
