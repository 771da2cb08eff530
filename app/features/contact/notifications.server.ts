import { and, asc, eq, gt, lte, sql } from "drizzle-orm";
import { oneLine } from "~/features/mail/service/email.server";
import { queueMail } from "~/features/mail/service/outbox.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { adminPagePath } from "~/lib/admin-paths";
import { type ContactNotifications, DIGEST_HOUR } from "~/lib/contact-notifications";
import type { Database } from "~/lib/db/client.server";
import { adminUsers, appState, user } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { zonedDateTime } from "~/lib/time-zone";
import { contactMessages } from "./table";

/** Where admins read the messages. */
const messagesLink = (baseURL: string) => new URL(adminPagePath({ key: "messages" }), baseURL).toString();

/** The admins who chose `choice` for contact messages. */
async function adminsWhoChose(database: Database, choice: ContactNotifications): Promise<string[]> {
  const rows = await database
    .select({ email: user.email })
    .from(adminUsers)
    .innerJoin(user, eq(user.id, adminUsers.userId))
    .where(eq(adminUsers.contactNotifications, choice))
    .orderBy(asc(user.email));
  return rows.map((row) => row.email);
}

/** How an admin is told of contact messages, as they chose it on their account page. */
export async function contactNotificationsOf(database: Database, userId: string): Promise<ContactNotifications> {
  const [row] = await database
    .select({ choice: adminUsers.contactNotifications })
    .from(adminUsers)
    .where(eq(adminUsers.userId, userId));
  return row?.choice ?? "none";
}

/** Sets how an admin is told of contact messages. False when the account is not an admin. */
export async function setContactNotifications(
  database: Database,
  userId: string,
  choice: ContactNotifications,
): Promise<boolean> {
  const rows = await database
    .update(adminUsers)
    .set({ contactNotifications: choice })
    .where(eq(adminUsers.userId, userId))
    .returning({ id: adminUsers.id });
  return rows.length === 1;
}

/**
 * Queues, in the transaction that stores a contact message, an email to each admin who asked for
 * one per message.
 */
export async function notifyEachMessage(
  tx: Database,
  message: { name: string; email: string; subject: string; message: string },
  baseURL = env().PUBLIC_URL,
): Promise<void> {
  const admins = await adminsWhoChose(tx, "each");
  if (admins.length === 0) return;
  const { clubName } = await currentSettings(tx);
  for (const admin of admins) {
    await queueMail(tx, {
      kind: "contact-notification",
      to: admin,
      replyTo: { name: oneLine(message.name), address: message.email },
      subject: `New message: ${oneLine(message.subject)}`,
      text: [
        `${message.name} <${message.email}> wrote through the contact form of the ${clubName} website:`,
        "",
        message.message,
        "",
        `Read it, and mark it as handled, at ${messagesLink(baseURL)}`,
        "You get this email because you asked for one for each new message on your account page.",
      ].join("\n"),
    });
  }
}

const LAST_DIGEST = "contact-digest:last";
const SETTLING_MS = 60_000;

/**
 * Queues the daily digest of new contact messages to the admins who chose it, once a day from
 * DIGEST_HOUR in the club's time zone. The day is claimed in the database in the same transaction,
 * so with several instances it goes once. Returns how many digests were queued.
 */
export async function queueDailyDigest(
  database: Database,
  { now = new Date(), timeZone, baseURL }: { now?: Date; timeZone: string; baseURL: string },
): Promise<number> {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  if (Number(part("hour")) < DIGEST_HOUR) return 0;
  const day = `${part("year")}-${part("month")}-${part("day")}`;
  return database.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(appState)
      .values({ key: `contact-digest:${day}`, value: now.toISOString() })
      .onConflictDoNothing()
      .returning({ key: appState.key });
    if (!claimed) return 0;
    const [last] = await tx.select({ value: appState.value }).from(appState).where(eq(appState.key, LAST_DIGEST));
    const since = last ? new Date(last.value) : new Date(now.getTime() - 24 * 60 * 60 * 1000);
    // A message of the last minute may still be on its way to the database: it goes in the next digest.
    const until = new Date(now.getTime() - SETTLING_MS);
    await tx
      .insert(appState)
      .values({ key: LAST_DIGEST, value: until.toISOString() })
      .onConflictDoUpdate({ target: appState.key, set: { value: until.toISOString(), updatedAt: sql`now()` } });
    const messages = await tx
      .select()
      .from(contactMessages)
      .where(and(gt(contactMessages.createdAt, since), lte(contactMessages.createdAt, until)))
      .orderBy(asc(contactMessages.createdAt));
    if (messages.length === 0) return 0;
    const admins = await adminsWhoChose(tx, "daily");
    const { clubName } = await currentSettings(tx);
    const text = [
      `${messages.length === 1 ? "1 new message" : `${messages.length} new messages`} arrived through the contact form of the ${clubName} website since ${zonedDateTime(since, timeZone)}:`,
      ...messages.map(
        (m) =>
          `\n* ${oneLine(m.subject)}\n  from ${oneLine(m.name)} <${m.email}>, ${zonedDateTime(m.createdAt, timeZone)}`,
      ),
      "",
      `Read them, and mark them as handled, at ${messagesLink(baseURL)}`,
      "You get this email because you asked for a daily one on your account page.",
    ].join("\n");
    for (const admin of admins) {
      await queueMail(tx, {
        kind: "contact-digest",
        to: admin,
        subject: `${messages.length === 1 ? "1 new contact message" : `${messages.length} new contact messages`} (${day})`,
        text,
      });
    }
    return admins.length;
  });
}
