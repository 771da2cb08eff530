import type { Actor } from "~/features/activity/service/activity.server";
import { type ActivityKind, recordActivity } from "~/features/activity/service/activity.server";
import { adminMessages, type ToastMessage } from "~/lib/admin-messages";
import type { Database } from "~/lib/db/client.server";
import type { FormAnswer } from "~/lib/toast.server";
import type { InboxReply } from "./inbox";

/** One thing an admin can do to an inbox entry (mark a message handled, remove a subscriber). */
export interface InboxIntent {
  /**
   * False when the entry does not exist (any more); otherwise true, or the entry's name for the
   * activity log (a removed subscriber's address), where its id alone would say nothing.
   */
  run(database: Database, id: string): Promise<boolean | { title: string }>;
  /** For the logs: what was done to what, and of which kind ("handled", "message", "inbox"). */
  activity: { action: string; subject: string; kind: ActivityKind };
  /** What follows once the change is committed (the mail worker sends a retried email). */
  afterDone?: () => void;
  done: ToastMessage;
  missing: ToastMessage;
  failed: ToastMessage;
}

const statusOf: Record<InboxReply["outcome"], number> = { done: 200, missing: 404, invalid: 400, failed: 500 };

/** Runs the posted `intent` on the posted `id`; every outcome carries the message the admin sees. */
export async function runInboxIntent(
  database: Database,
  form: FormData,
  intents: Record<string, InboxIntent>,
  actor: Actor,
): Promise<FormAnswer<InboxReply>> {
  const answer = (reply: InboxReply) => ({ reply, status: statusOf[reply.outcome], toast: reply.toast });
  const name = String(form.get("intent") ?? "");
  const intent = Object.hasOwn(intents, name) ? intents[name] : undefined;
  if (!intent) return answer({ outcome: "invalid", toast: adminMessages.admin.unknownAction });
  const id = String(form.get("id") ?? "");
  const { action, subject, kind } = intent.activity;
  try {
    // The change and its line in the activity log are kept together, or neither.
    const done = await database.transaction(async (tx) => {
      const changed = await intent.run(tx, id);
      if (!changed) return false;
      const title = changed === true ? null : changed.title;
      await recordActivity(tx, { actor, kind, action, subject: { type: subject, id, title } });
      return true;
    });
    if (!done) return answer({ outcome: "missing", toast: intent.missing });
  } catch (error) {
    console.error(`[inbox] failed to ${name} ${id}: ${(error as Error).message}`);
    return answer({ outcome: "failed", toast: intent.failed });
  }
  console.info(`[inbox] ${actor.email} ${action} ${subject} ${id}`);
  intent.afterDone?.();
  return answer({ outcome: "done", toast: intent.done });
}
