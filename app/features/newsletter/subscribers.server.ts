import { and, asc, count, desc, eq, ilike, isNotNull, isNull } from "drizzle-orm";
import type { InboxIntent } from "~/features/admin/inbox.server";
import { adminMessages } from "~/lib/admin-messages";
import { toCsv } from "~/lib/csv";
import type { Database } from "~/lib/db/client.server";
import { containing } from "~/lib/db/like";
import { maskedEmail } from "~/lib/email-address";
import { type Paged, pageWindow } from "~/lib/paging";
import { isRecordId } from "~/lib/record-id";
import { forgetCopiesOf } from "./copies.server";
import { type SubscriberRecord, subscriberState } from "./subscriber";
import { newsletterSubscriptions } from "./table";

/** The admin's view of the newsletter list: count, search, remove, export. */

export const SUBSCRIBERS_PER_PAGE = 50;

export interface SubscriberListing extends Paged<SubscriberRecord> {
  /** Every subscriber, whatever the search. */
  all: number;
  /** The confirmed ones among them: those who receive the newsletter. */
  confirmed: number;
}

export async function subscribersPage(
  database: Database,
  { search, page: requested }: { search: string; page: number },
): Promise<SubscriberListing> {
  const where = search ? ilike(newsletterSubscriptions.email, containing(search)) : undefined;
  const [[all], [confirmed], [matching]] = await Promise.all([
    database.select({ n: count() }).from(newsletterSubscriptions),
    database
      .select({ n: count() })
      .from(newsletterSubscriptions)
      .where(and(isNotNull(newsletterSubscriptions.confirmedAt), isNull(newsletterSubscriptions.bouncedAt))),
    database.select({ n: count() }).from(newsletterSubscriptions).where(where),
  ]);
  const total = matching?.n ?? 0;
  const { page, pages, offset } = pageWindow(requested, total, SUBSCRIBERS_PER_PAGE);
  const items = await database
    .select()
    .from(newsletterSubscriptions)
    .where(where)
    .orderBy(desc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.email))
    .limit(SUBSCRIBERS_PER_PAGE)
    .offset(offset);
  return { items, page, pages, total, all: all?.n ?? 0, confirmed: confirmed?.n ?? 0 };
}

/** Removes a subscription, with its address in the copies of issues. Its address, or null when there is no such subscription. */
export async function removeSubscriber(database: Database, id: string): Promise<string | null> {
  if (!isRecordId(id)) return null;
  return database.transaction(async (tx) => {
    const [removed] = await tx
      .delete(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.id, id))
      .returning({ email: newsletterSubscriptions.email });
    if (removed) await forgetCopiesOf(tx, [id]);
    return removed?.email ?? null;
  });
}

/** Every subscriber, oldest first, as CSV that is safe to open in a spreadsheet. */
export async function subscribersCsv(database: Database, timeZone: string): Promise<string> {
  const rows = await database
    .select()
    .from(newsletterSubscriptions)
    .orderBy(asc(newsletterSubscriptions.createdAt), asc(newsletterSubscriptions.email));
  // Where each subscription stands, and the language its mail is written in, after the columns of
  // the first exports, which stay as they were.
  return toCsv(
    ["email", "subscribed_at", "status", "confirmed_at", "language"],
    rows.map((row) => [row.email, row.createdAt, subscriberState(row).label, row.confirmedAt, row.language]),
    timeZone,
  );
}

/** What an admin can do to a subscriber. */
export const subscriberIntents: Record<string, InboxIntent> = {
  remove: {
    run: async (database, id) => {
      const email = await removeSubscriber(database, id);
      // The log outlives the subscription: it keeps no address to write to.
      return email === null ? false : { title: maskedEmail(email) };
    },
    activity: { action: "removed", subject: "subscriber", kind: "inbox" },
    done: adminMessages.inbox.subscriberRemoved,
    missing: adminMessages.inbox.subscriberGone,
    failed: adminMessages.inbox.removeFailed,
  },
};
