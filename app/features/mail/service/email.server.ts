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
  /** Headers of its own (a mailing's List-Unsubscribe, List-Id). */
  headers?: Readonly<Record<string, string>>;
  /** Its Message-ID, when it must be the same at every try (a mailing's copy). */
  messageId?: string;
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
  /** Closes a connection kept open. */
  close?(): void;
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
 * The header fields a DKIM signature covers: nodemailer's own list (From, Subject, the List-*
 * fields …) with List-Unsubscribe-Post, which RFC 8058 requires signed with List-Unsubscribe.
 */
export const DKIM_SIGNED_FIELDS = [
  "From",
  "Sender",
  "Reply-To",
  "Subject",
  "Date",
  "Message-ID",
  "To",
  "Cc",
  "MIME-Version",
  "Content-Type",
  "Content-Transfer-Encoding",
  "List-Id",
  "List-Unsubscribe",
  "List-Unsubscribe-Post",
].join(":");

/** Signing with a domain's DKIM key: the domain, the key's selector in DNS, and the private key (PEM). */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

/**
 * A mailer over SMTP. A visitor waits for the answer, so a mail server that does not connect or
 * greet within `timeoutSeconds` (or goes silent for twice that) is given up on. With `dkim`, every
 * message is signed.
 */
export function smtpMailer(
  smtpUrl: string,
  from: string,
  timeoutSeconds = 10,
  { dkim, pool = false }: { dkim?: DkimKey | undefined; pool?: boolean } = {},
): Mailer {
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
          // A mailing's copies go one after another over one connection kept open.
          ...(pool ? { pool: true, maxConnections: 1, maxMessages: 500 } : {}),
          ...(dkim ? { dkim: { ...dkim, headerFieldNames: DKIM_SIGNED_FIELDS } } : {}),
        }),
      );
      await (await transport).sendMail({ from: namedSender(from, email.senderName), ...mailOptions(email) });
    },
    close() {
      void transport?.then((open) => open.close());
      transport = undefined;
    },
  };
}

/**
 * The mailer of SMTP_URL, or null when no mail server is configured. With `pool`, it keeps its
 * connection open between messages (a mailing's many copies).
 */
export function configuredMailer({ pool = false } = {}): Mailer | null {
  const { SMTP_URL, MAIL_FROM, PUBLIC_URL, SMTP_TIMEOUT_SECONDS, DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY } = env();
  const dkim =
    DKIM_DOMAIN && DKIM_SELECTOR && DKIM_PRIVATE_KEY
      ? { domainName: DKIM_DOMAIN, keySelector: DKIM_SELECTOR, privateKey: DKIM_PRIVATE_KEY }
      : undefined;
  return SMTP_URL
    ? smtpMailer(SMTP_URL, senderAddress(SMTP_URL, MAIL_FROM, PUBLIC_URL), SMTP_TIMEOUT_SECONDS, { dkim, pool })
    : null;
}
