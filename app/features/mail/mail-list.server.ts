import { and, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { InboxIntent } from "~/features/admin/inbox.server";
import { nudgeMailWorker, retryMail } from "~/features/mail/service/outbox.server";
import { adminMessages } from "~/lib/admin-messages";
import type { Database } from "~/lib/db/client.server";
import { outboxMessages } from "~/lib/db/schema";
import { type Paged, pageWindow } from "~/lib/paging";
import { isRecordId } from "~/lib/record-id";
import { type MailFilter, type MailRecord, mailKinds } from "./record";

/**
 * The admin's view of the outbox: counts by status, a page of messages, Retry. A mailing's copies
 * (a newsletter issue's) are counted on their mailing's page, not here.
 */
const single = isNull(outboxMessages.recipientId);

export const MAIL_PER_PAGE = 25;

export interface MailCounts {
  queued: number;
  sent: number;
  failed: number;
}

export interface MailListing extends Paged<MailRecord> {
  counts: MailCounts;
}

const countOf = (statuses: string) =>
  sql<number>`count(*) filter (where ${outboxMessages.status} in (${sql.raw(statuses)}))::int`;

/** How many messages wait (queued or being sent), were sent, and failed. */
export async function mailCounts(database: Database): Promise<MailCounts> {
  const [row] = await database
    .select({ queued: countOf("'queued', 'sending'"), sent: countOf("'sent'"), failed: countOf("'failed'") })
    .from(outboxMessages)
    .where(single);
  return row ?? { queued: 0, sent: 0, failed: 0 };
}

const filtered: Record<MailFilter, SQL | undefined> = {
  all: undefined,
  queued: inArray(outboxMessages.status, ["queued", "sending"]),
  sent: eq(outboxMessages.status, "sent"),
  failed: eq(outboxMessages.status, "failed"),
};

/** The outbox for the Mail page: newest first, one status or all, a page at a time. */
export async function mailPage(database: Database, filter: MailFilter, requested: number): Promise<MailListing> {
  const counts = await mailCounts(database);
  const total = filter === "all" ? counts.queued + counts.sent + counts.failed : counts[filter];
  const { page, pages, offset } = pageWindow(requested, total, MAIL_PER_PAGE);
  const items = await database
    .select({
      id: outboxMessages.id,
      kind: outboxMessages.kind,
      toAddress: outboxMessages.toAddress,
      subject: outboxMessages.subject,
      status: outboxMessages.status,
      attempts: outboxMessages.attempts,
      nextAttemptAt: outboxMessages.nextAttemptAt,
      lastError: outboxMessages.lastError,
      sentAt: outboxMessages.sentAt,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .where(and(single, filtered[filter]))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(MAIL_PER_PAGE)
    .offset(offset);
  return { items, page, pages, total, counts };
}

/** What an admin can do on the Mail page: try a failed message again. */
export const mailIntents: Record<string, InboxIntent> = {
  retry: {
    run: async (database, id) => {
      const retried = isRecordId(id) ? await retryMail(database, id) : null;
      if (!retried) return false;
      // The log outlives a visitor's emails: it names the message, not where it goes.
      return { title: `${retried.subject} (${mailKinds.label(retried.kind)})` };
    },
    activity: { action: "queued again", subject: "email", kind: "mail" },
    afterDone: nudgeMailWorker,
    done: adminMessages.mail.retried,
    missing: adminMessages.mail.notFailed,
    failed: adminMessages.mail.retryFailed,
  },
};
