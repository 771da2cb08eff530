import type { SendMailOptions, Transporter } from "nodemailer";
import type { MailAttachment } from "~/lib/db/schema";
import { env } from "~/lib/env.server";

/** A header value, and the lines of a text that repeat one, stay on one line whatever was typed. */
export const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ");

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: readonly MailAttachment[];
  replyTo?: { name: string; address: string };
  /** The name the sender's address is shown with (the club's), unless MAIL_FROM names one itself. */
  senderName?: string;
}

/** The message as nodemailer sends it: a calendar invitation as the text/calendar part calendars read. */
export function mailOptions(email: OutgoingEmail): SendMailOptions {
  const { attachments = [], senderName: _shownWithTheSender, ...rest } = email;
  const invitation = attachments.find((file) => file.calendarMethod);
  const files = attachments.filter((file) => file !== invitation);
  return {
    ...rest,
    ...(invitation
      ? {
          icalEvent: {
            filename: invitation.filename,
            method: invitation.calendarMethod,
            content: Buffer.from(invitation.base64, "base64").toString("utf8"),
          },
        }
      : {}),
    ...(files.length > 0
      ? {
          attachments: files.map((file) => ({
            filename: file.filename,
            contentType: file.contentType,
            content: Buffer.from(file.base64, "base64"),
            ...(file.cid ? { cid: file.cid } : {}),
          })),
        }
      : {}),
  };
}

export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
}

/** The sender: MAIL_FROM, else the SMTP user when it is an address, else no-reply at the site's host. */
export function senderAddress(smtpUrl: string, mailFrom: string | undefined, publicUrl: string): string {
  if (mailFrom) return mailFrom;
  const user = decodeURIComponent(new URL(smtpUrl).username);
  if (user.includes("@")) return user;
  return `no-reply@${new URL(publicUrl).hostname}`;
}

/**
 * The From of a message: the sender's address shown with `name` (the club's, so that the mail
 * reads as the club's in an inbox), unless the address names itself ('Club <club@…>').
 */
export function namedSender(from: string, name: string | undefined): SendMailOptions["from"] {
  if (!name || /<[^>]+>\s*$/.test(from)) return from;
  return { name: oneLine(name), address: from };
}

/**
 * A mailer over SMTP. A visitor waits for the answer, so a mail server that does not connect or
 * greet within `timeoutSeconds` (or goes silent for twice that) is given up on.
 */
export function smtpMailer(smtpUrl: string, from: string, timeoutSeconds = 10): Mailer {
  // nodemailer is loaded with the first message: a site that sends none keeps its memory.
  let transport: Promise<Transporter> | undefined;
  return {
    async send(email) {
      transport ??= import("nodemailer").then(({ default: nodemailer }) =>
        nodemailer.createTransport({
          url: smtpUrl,
          connectionTimeout: timeoutSeconds * 1000,
          greetingTimeout: timeoutSeconds * 1000,
          socketTimeout: 2 * timeoutSeconds * 1000,
        }),
      );
      await (await transport).sendMail({ from: namedSender(from, email.senderName), ...mailOptions(email) });
    },
  };
}

/** The mailer of SMTP_URL, or null when no mail server is configured. */
export function configuredMailer(): Mailer | null {
  const { SMTP_URL, MAIL_FROM, PUBLIC_URL, SMTP_TIMEOUT_SECONDS } = env();
  return SMTP_URL ? smtpMailer(SMTP_URL, senderAddress(SMTP_URL, MAIL_FROM, PUBLIC_URL), SMTP_TIMEOUT_SECONDS) : null;
}
