import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { queueMail } from "~/features/mail/service/outbox.server";
import { type Language, pathIn } from "~/i18n/language";
import { fill } from "~/i18n/words";
import { newsletterMailWords } from "~/i18n/words.server";
import { linkWithToken } from "~/lib/admin-paths";
import type { Database } from "~/lib/db/client.server";
import { escapeXml } from "~/lib/public-pages";
import { signedToken, tokenRecordId, tokenSigned } from "~/lib/signed-token.server";
import { forgetCopiesOf } from "./copies.server";
import { CONFIRM_PATH, LEAVE_PATH } from "./record";
import { newsletterSubscriptions } from "./table";

/**
 * Consent to the newsletter: an address receives issues only once it is confirmed from the link
 * mailed to it (sent at most CONFIRMATIONS_LIMIT times), an unconfirmed one is forgotten after
 * UNCONFIRMED_DAYS, and a subscriber leaves from the link in every issue, with no account.
 */

export const CONFIRMATIONS_LIMIT = 3;
export const UNCONFIRMED_DAYS = 30;

/** What a subscriber's links are signed for: each is good for its purpose alone. */
const CONFIRM = "newsletter:confirm";
const LEAVE = "newsletter:leave";

export const confirmationMailKind = "newsletter-confirmation";

/** The link that confirms a subscription: the confirming page in the subscriber's language. */
export function confirmLink(subscriberId: string, publicUrl: string, language: Language = "en"): string {
  return linkWithToken(pathIn(language, CONFIRM_PATH), publicUrl, signedToken(CONFIRM, subscriberId));
}

/**
 * The link that ends a subscription, in one click; the same address takes the mail clients'
 * one-click POST. Its page is in the subscriber's language.
 */
export function leaveLink(subscriberId: string, publicUrl: string, language: Language = "en"): string {
  return linkWithToken(pathIn(language, LEAVE_PATH), publicUrl, signedToken(LEAVE, subscriberId));
}

export interface ConsentContext {
  publicUrl: string;
  clubName: string;
  /** The club's name as Arabic mails write it, where the settings give one; else the English name. */
  clubNameAr?: string | null;
}

/** The club's name as a mail in `language` signs it. */
export function clubNameIn(context: ConsentContext, language: Language): string {
  const arabic = context.clubNameAr?.trim();
  return language === "ar" && arabic ? arabic : context.clubName;
}

/** The confirmation email in `language`: its subject, its text and its HTML, `link` in both. */
export function confirmationMail(link: string, context: ConsentContext, language: Language) {
  const words = newsletterMailWords(language).confirmation;
  const club = clubNameIn(context, language);
  const say = (text: string) => fill(text, { club, days: UNCONFIRMED_DAYS });
  const [hello, ask, notYou] = [say(words.hello), say(words.ask), say(words.notYou)];
  return {
    subject: say(words.subject),
    text: [hello, ask, link, notYou, `— ${club}`].join("\n\n"),
    html: [
      // An Arabic mail reads right to left from its first line; the English one is as it always was.
      `<!doctype html><html lang="${language}"${language === "ar" ? ' dir="rtl"' : ""}><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">`,
      ...[hello, ask].map((line) => `<p style="margin:0 0 16px">${escapeXml(line)}</p>`),
      `<p style="margin:0 0 16px"><a href="${escapeXml(link)}">${escapeXml(say(words.button))}</a></p>`,
      `<p style="margin:0 0 16px;color:#555">${escapeXml(notYou)}</p>`,
      `<p style="margin:0 0 16px">— ${escapeXml(club)}</p>`,
      "</body></html>",
    ].join(""),
  };
}

/**
 * Mails `subscriber` the link that confirms the subscription, in the transaction that stores it,
 * unless it was confirmed or has been sent CONFIRMATIONS_LIMIT such emails already. The email is
 * in `language`, the language of the page that asked, which the subscription keeps while it waits:
 * someone who asks again from the other language's page reads that language from then on. Whether
 * one was queued.
 */
export async function askToConfirm(
  tx: Database,
  subscriber: { id: string; email: string },
  context: ConsentContext,
  language: Language = "en",
): Promise<boolean> {
  const [counted] = await tx
    .update(newsletterSubscriptions)
    .set({ confirmationsSent: sql`${newsletterSubscriptions.confirmationsSent} + 1`, language })
    .where(
      and(
        eq(newsletterSubscriptions.id, subscriber.id),
        isNull(newsletterSubscriptions.confirmedAt),
        lt(newsletterSubscriptions.confirmationsSent, CONFIRMATIONS_LIMIT),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  if (!counted) return false;
  await mailConfirmationLink(tx, subscriber, context, language);
  return true;
}

/**
 * Queues the email that asks `subscriber` to confirm, in `language`, in the transaction `tx`: for a
 * subscription stored just now with the email counted (`confirmationsSent` 1), which askToConfirm
 * does for one stored before.
 */
export async function mailConfirmationLink(
  tx: Database,
  subscriber: { id: string; email: string },
  context: ConsentContext,
  language: Language,
): Promise<void> {
  const mail = confirmationMail(confirmLink(subscriber.id, context.publicUrl, language), context, language);
  await queueMail(tx, { kind: confirmationMailKind, to: subscriber.email, ...mail, sourceId: subscriber.id });
}

/** The subscriber a link names, when the link is a code of ours: its row, or null once it is gone. */
async function subscriberOf(database: Database, purpose: string, token: string | null) {
  const id = token ? tokenRecordId(token) : null;
  if (!token || !id || !tokenSigned(purpose, token, id)) return undefined;
  const [found] = await database.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
  return found ?? null;
}

export type LinkReading =
  | { kind: "valid"; email: string; confirmed: boolean }
  /** A leaving link of a subscription that is gone: its subscriber left (or was removed). */
  | { kind: "left" }
  | { kind: "invalid" };

/** What a confirmation or leaving link names, before anything is done (opening it changes nothing). */
export async function readConsentLink(
  database: Database,
  link: "confirm" | "leave",
  token: string | null,
): Promise<LinkReading> {
  const found = await subscriberOf(database, link === "confirm" ? CONFIRM : LEAVE, token);
  if (found) return { kind: "valid", email: found.email, confirmed: found.confirmedAt !== null };
  return found === null && link === "leave" ? { kind: "left" } : { kind: "invalid" };
}

/** Confirms the subscription a link names: "confirmed" (now or before), or "invalid". */
export async function confirmSubscription(
  database: Database,
  token: string | null,
  now = new Date(),
): Promise<"confirmed" | "invalid"> {
  const found = await subscriberOf(database, CONFIRM, token);
  if (!found) return "invalid";
  await database
    .update(newsletterSubscriptions)
    .set({ confirmedAt: now })
    .where(and(eq(newsletterSubscriptions.id, found.id), isNull(newsletterSubscriptions.confirmedAt)));
  return "confirmed";
}

/**
 * Ends the subscription a link names: the address is deleted, so that subscribing again asks for a
 * new confirmation. "left" (now or before: a link of a subscription gone is answered alike, so
 * that a second click or a mail client's retry is no error), or "invalid" for a link that is no
 * code of ours.
 */
export async function leaveNewsletter(database: Database, token: string | null): Promise<"left" | "invalid"> {
  const id = token ? tokenRecordId(token) : null;
  if (!token || !id || !tokenSigned(LEAVE, token, id)) return "invalid";
  await database.transaction(async (tx) => {
    await tx.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
    // The copies of an issue going out that have not reached them yet stay unsent, and no copy
    // keeps the address.
    await forgetCopiesOf(tx, [id]);
  });
  return "left";
}

/** Forgets the addresses not confirmed within UNCONFIRMED_DAYS of subscribing. How many went. */
export async function forgetUnconfirmed(database: Database, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNCONFIRMED_DAYS * 24 * 60 * 60 * 1000);
  const gone = await database
    .delete(newsletterSubscriptions)
    .where(and(isNull(newsletterSubscriptions.confirmedAt), lt(newsletterSubscriptions.createdAt, before)))
    .returning({ id: newsletterSubscriptions.id });
  return gone.length;
}
