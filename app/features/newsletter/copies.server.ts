import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { outboxMessages } from "~/lib/db/schema";

/** The outbox's kind of an issue's copies. */
export const ISSUE_KIND = "newsletter";

/** The copies still waiting for `subscriberIds`, not sent: they left, or their address is refused. */
export async function skipCopiesOf(database: Database, subscriberIds: readonly string[]): Promise<void> {
  if (subscriberIds.length === 0) return;
  await database
    .update(outboxMessages)
    .set({ status: "skipped", lockedUntil: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(outboxMessages.kind, ISSUE_KIND),
        inArray(outboxMessages.recipientId, [...subscriberIds]),
        eq(outboxMessages.status, "queued"),
      ),
    );
}

/**
 * The copies of `subscriberIds` as they leave: those waiting are not sent, and the address is
 * forgotten from every copy (how many were sent stays counted).
 */
export async function forgetCopiesOf(database: Database, subscriberIds: readonly string[]): Promise<void> {
  if (subscriberIds.length === 0) return;
  await skipCopiesOf(database, subscriberIds);
  await database
    .update(outboxMessages)
    .set({ toAddress: null })
    .where(and(eq(outboxMessages.kind, ISSUE_KIND), inArray(outboxMessages.recipientId, [...subscriberIds])));
}
