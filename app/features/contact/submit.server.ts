import { desc, eq } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import type { Mailer } from "~/lib/email.server";
import { messages, type ToastMessage } from "~/lib/messages";
import { terminalSafe } from "~/lib/terminal-text";
import type { ContactInput } from "./schema";
import { contactMessages } from "./table";

export type ContactOutcome = "sent" | "stored" | "email-failed" | "failed";

export interface ContactResult {
  outcome: ContactOutcome;
  message: ToastMessage;
}

/** Header values, and the lines that repeat them in the text, stay on one line whatever was typed. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ");

function emailText(input: ContactInput, receivedAt: Date): string {
  return [
    `New message from the contact form of the website, received ${receivedAt.toISOString()}.`,
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
 * Keeps a contact message, then emails it to the club. The message is stored first, so that it
 * is never lost: when email is not configured or fails, it waits in the database.
 */
export async function submitContactMessage(
  database: Database,
  input: ContactInput,
  mail: { mailer: Mailer | null; to: string | undefined },
): Promise<ContactResult> {
  const mailer = mail.to ? mail.mailer : null;
  let stored: typeof contactMessages.$inferSelect | undefined;
  try {
    // Without email the message is stored as it will stay: one write.
    [stored] = await database
      .insert(contactMessages)
      .values({ ...input, emailStatus: mailer ? "pending" : "not_configured" })
      .returning();
  } catch (error) {
    console.error(`[contact] message could not be stored: ${(error as Error).message}`);
  }
  if (!stored) return { outcome: "failed", message: messages.contact.failed };

  const setStatus = async (values: Partial<typeof contactMessages.$inferInsert>) => {
    try {
      await database.update(contactMessages).set(values).where(eq(contactMessages.id, stored.id));
    } catch (error) {
      console.error(`[contact] status of message ${stored.id} not updated: ${(error as Error).message}`);
    }
  };

  if (!mailer || !mail.to) {
    console.log(
      `[contact] message ${stored.id} from ${terminalSafe(input.email)} stored (email is not configured): ${terminalSafe(input.subject)}`,
    );
    return { outcome: "stored", message: messages.contact.sent };
  }

  try {
    await mailer.send({
      to: mail.to,
      replyTo: { name: oneLine(input.name), address: input.email },
      subject: `[Contact] ${oneLine(input.subject)}`,
      text: emailText(input, stored.createdAt),
    });
    await setStatus({ emailStatus: "sent", emailedAt: new Date() });
    return { outcome: "sent", message: messages.contact.sent };
  } catch (error) {
    const reason = (error as Error).message;
    console.error(`[contact] message ${stored.id} stored, but emailing it failed: ${reason}`);
    await setStatus({ emailStatus: "failed", emailError: reason.slice(0, 500) });
    return { outcome: "email-failed", message: messages.contact.received(messages.contact.emailWarning) };
  }
}

/** The latest contact messages, newest first, for the command line. */
export function latestContactMessages(database: Database, limit: number) {
  return database.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
}
