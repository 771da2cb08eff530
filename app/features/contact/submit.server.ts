import { desc } from "drizzle-orm";
import { oneLine } from "~/features/mail/service/email.server";
import { deliverDue, type MailTransport, nudgeMailWorker, queueMail } from "~/features/mail/service/outbox.server";
import type { Language } from "~/i18n/language";
import { answerMessages } from "~/lib/answer-messages";
import type { Database } from "~/lib/db/client.server";
import type { ToastMessage } from "~/lib/messages";
import { terminalSafe } from "~/lib/terminal-text";
import { zonedDateTime } from "~/lib/time-zone";
import { withForwards } from "./inbox.server";
import { notifyEachMessage } from "./notifications.server";
import type { ContactInput } from "./schema";
import { contactMessages } from "./table";

export type ContactOutcome = "sent" | "stored" | "email-failed" | "failed";

export interface ContactResult {
  outcome: ContactOutcome;
  message: ToastMessage;
}

function emailText(input: ContactInput, receivedAt: Date, timeZone: string): string {
  return [
    `New message from the contact form of the website, received ${zonedDateTime(receivedAt, timeZone)}.`,
    "",
    `From: ${oneLine(input.name)} <${input.email}>`,
    `Subject: ${oneLine(input.subject)}`,
    "",
    input.message,
    "",
    "Reply to this email to answer the sender.",
  ].join("\n");
}

/**
 * Keeps a contact message and, in the same transaction, queues the email that forwards it to the
 * club, so that neither is ever lost. With a mail server, the email is tried at once: the visitor
 * hears when it could not go out just now (the outbox tries again later).
 */
export async function submitContactMessage(
  database: Database,
  input: ContactInput,
  transport: MailTransport,
  timeZone: string,
  language: Language = "en",
): Promise<ContactResult> {
  const messages = answerMessages(language);
  let queued: { messageId: string; mailId: string } | undefined;
  try {
    queued = await database.transaction(async (tx) => {
      const [stored] = await tx.insert(contactMessages).values(input).returning();
      if (!stored) throw new Error("no row returned");
      const mailId = await queueMail(tx, {
        kind: "contact",
        to: null,
        replyTo: { name: oneLine(input.name), address: input.email },
        subject: `[Contact] ${oneLine(input.subject)}`,
        text: emailText(input, stored.createdAt, timeZone),
        sourceId: stored.id,
      });
      await notifyEachMessage(tx, input);
      return { messageId: stored.id, mailId };
    });
  } catch (error) {
    console.error(`[contact] message could not be stored: ${(error as Error).message}`);
  }
  if (!queued) return { outcome: "failed", message: messages.contact.failed };

  if (!transport.mailer) {
    console.log(
      `[contact] message ${queued.messageId} from ${terminalSafe(input.email)} stored, its email queued (email is not configured): ${terminalSafe(input.subject)}`,
    );
    return { outcome: "stored", message: messages.contact.sent };
  }
  let sent = false;
  try {
    const delivery = await deliverDue(database, transport, { only: queued.mailId });
    sent = delivery.sent === 1;
  } catch (error) {
    console.error(`[contact] message ${queued.messageId} stored, its email queued: ${(error as Error).message}`);
  }
  // Then the admins told of each message hear of it now, not at the worker's next round.
  nudgeMailWorker();
  return sent
    ? { outcome: "sent", message: messages.contact.sent }
    : { outcome: "email-failed", message: messages.contact.received };
}

/** The latest contact messages, newest first, each with its email's status, for the command line. */
export async function latestContactMessages(database: Database, limit: number) {
  const rows = await database.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
  return withForwards(database, rows);
}
