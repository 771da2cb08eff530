import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll } from "vitest";
import { type Mailer, smtpMailer } from "~/features/mail/service/email.server";
import { type DeliveryRules, deliverMailing, type Mailing } from "~/features/mail/service/outbox.server";
import { newsletterMailing } from "~/features/newsletter/sending.server";
import { newsletterIssues, newsletterSubscriptions } from "~/features/newsletter/table";
import type { Database } from "~/lib/db/client.server";
import { mailPace, outboxMessages } from "~/lib/db/schema";
import { type SmtpServerOptions, startSmtpServer } from "./smtp";

/** The club's address in these tests: the sender's, and the mailbox a mail client's 'unsubscribe' writes to. */
const CLUB = "club@example.org";

/**
 * A real SMTP server for the file's tests, and the site's mailer of mailings, which keeps one
 * connection open to it; both started before the tests and closed after them.
 */
export function withMailingServer(options: SmtpServerOptions = {}) {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let mailer: Mailer;
  beforeAll(async () => {
    smtp = await startSmtpServer(options);
    mailer = smtpMailer(smtp.url, CLUB, 10, { pool: true });
  });
  afterAll(async () => {
    mailer.close?.();
    await smtp.close();
  });
  return {
    smtp: () => smtp,
    transport: () => ({ mailer, clubAddress: CLUB }),
    /** The messages the server took for `address`, in the order it took them. */
    receivedBy: (address: string) => smtp.received.filter((mail) => mail.to.includes(address)),
  };
}

/** An issue's mailing as fast as the test's server takes it. */
export const unthrottled = () => newsletterMailing(100_000, { unsubscribeMailbox: CLUB });

/** Sends what `mailing` may send until nothing is due; fails after `turns` turns. */
export async function sendUntilDone(
  db: Database,
  transport: Parameters<typeof deliverMailing>[1],
  rules: DeliveryRules,
  mailing: Mailing = unthrottled(),
  turns = 10_000,
): Promise<void> {
  for (let turn = 0; turn < turns; turn++) {
    const wait = await deliverMailing(db, transport, mailing, rules);
    if (wait === null) return;
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  throw new Error("the mailing never ended");
}

/** Empties the outbox and the newsletter's tables, as a test starts. */
export async function clearMailings(db: Database): Promise<void> {
  await db.delete(outboxMessages);
  await db.delete(newsletterSubscriptions);
  await db.delete(newsletterIssues);
  await db.delete(mailPace);
}

/** A header of a parsed message as it was written, unfolded. */
export const header = (mail: ParsedMail, name: string) =>
  (mail.headerLines.find((line) => line.key === name)?.line ?? "")
    .replace(/^[^:]+:\s*/, "")
    .replace(/\r?\n[ \t]+/g, " ");
