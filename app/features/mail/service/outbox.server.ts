import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { configuredMailer, type Mailer, type OutgoingEmail } from "~/features/mail/service/email.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import type { Database } from "~/lib/db/client.server";
import { type MailAttachment, type MailStatus, mailPace, type OutboxRow, outboxMessages } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { terminalSafe } from "~/lib/terminal-text";
import { afterVisitors } from "~/lib/turns.server";

/** A message to send, as its cause writes it into the outbox. */
export interface QueuedMail {
  kind: string;
  /** The recipient; null for the club's own address (CONTACT_TO). */
  to: string | null;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  replyTo?: { name: string; address: string };
  /** The record that caused the message, to show its email's fate next to it. */
  sourceId?: string;
}

/** How the worker sends: the mailer (null when no mail server is configured) and the club's address. */
export interface MailTransport {
  mailer: Mailer | null;
  clubAddress: string | undefined;
  /** The mailer of mailings' copies, when it is another (one that keeps its connection open). */
  bulkMailer?: Mailer | null;
}

const configured: { key?: string; transport?: MailTransport } = {};

/** The transport of this process's configuration: SMTP_URL's mailer and CONTACT_TO. */
export function configuredTransport(): MailTransport {
  const { SMTP_URL, CONTACT_TO } = env();
  const key = `${SMTP_URL ?? ""} ${CONTACT_TO ?? ""}`;
  if (configured.key !== key || !configured.transport) {
    configured.key = key;
    configured.transport = {
      mailer: configuredMailer(),
      clubAddress: CONTACT_TO,
      bulkMailer: configuredMailer({ pool: true }),
    };
  }
  return configured.transport;
}

export interface DeliveryRules {
  /** Tries before a message is marked failed. */
  maxAttempts: number;
  /** Seconds to wait before try `attempt + 1`, after `attempt` tries failed. */
  retryDelaySeconds(attempt: number): number;
  /** Seconds a worker holds a message it took; longer than any send can take. */
  leaseSeconds: number;
  /** Messages taken at once. */
  batch: number;
}

/** Twelve tries over about a day: 1, 2, 4 … minutes between them, at most six hours. */
export const deliveryRules: DeliveryRules = {
  maxAttempts: 12,
  retryDelaySeconds: (attempt) => Math.min(60 * 2 ** (attempt - 1), 6 * 60 * 60),
  leaseSeconds: 5 * 60,
  batch: 10,
};

/**
 * Writes a message into the outbox. Called with the transaction of what causes the message, it is
 * queued exactly when that commits.
 */
export async function queueMail(database: Database, mail: QueuedMail): Promise<string> {
  const [row] = await database
    .insert(outboxMessages)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? null,
      attachments: mail.attachments && mail.attachments.length > 0 ? mail.attachments : null,
      replyToName: mail.replyTo?.name ?? null,
      replyToAddress: mail.replyTo?.address ?? null,
      sourceId: mail.sourceId ?? null,
    })
    .returning({ id: outboxMessages.id });
  if (!row) throw new Error("The message was not queued.");
  return row.id;
}

/** Queued messages whose time came. */
const queuedAndDue = () => [eq(outboxMessages.status, "queued"), sql`${outboxMessages.nextAttemptAt} <= now()`];
/** Messages a stopped worker held (its hold ran out). */
const heldByStopped = () => [eq(outboxMessages.status, "sending"), lt(outboxMessages.lockedUntil, sql`now()`)];

/** Messages whose time came, and those a stopped worker held. */
const dueNow = () => or(and(...queuedAndDue()), and(...heldByStopped()));

/** Takes due messages for this worker: queued ones whose time came, and those a stopped worker held. */
async function claim(database: Database, rules: DeliveryRules, only: string | undefined): Promise<OutboxRow[]> {
  const due = and(isNull(outboxMessages.recipientId), dueNow()) as SQL;
  const ids = database
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(only ? and(due, eq(outboxMessages.id, only)) : due)
    .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.createdAt))
    .limit(rules.batch)
    .for("update", { skipLocked: true });
  return database
    .update(outboxMessages)
    .set({
      status: "sending",
      attempts: sql`${outboxMessages.attempts} + 1`,
      lockedUntil: sql`now() + make_interval(secs => ${rules.leaseSeconds})`,
      updatedAt: sql`now()`,
    })
    .where(inArray(outboxMessages.id, ids))
    .returning();
}

/**
 * A refusal of this message the mail server says is for now: a 4xx reply to its sender, recipient
 * or text (a full mailbox, a greylisting).
 */
function isTemporaryRefusal(error: unknown): boolean {
  const { responseCode: code, command } = error as { responseCode?: unknown; command?: unknown };
  return typeof code === "number" && code >= 400 && code < 500 && /^(MAIL|RCPT|DATA)/i.test(String(command ?? ""));
}

/**
 * A refusal of this message the mail server says is final: a 5xx reply to its sender, recipient or
 * text (an unknown mailbox, say). A 5xx to the sign-in or greeting is the site's configuration, not
 * the message's fault: such messages are tried again, as during an outage.
 */
function isPermanent(error: unknown): boolean {
  const { responseCode: code, command } = error as { responseCode?: unknown; command?: unknown };
  return typeof code === "number" && code >= 500 && code < 600 && /^(MAIL|RCPT|DATA)/i.test(String(command ?? ""));
}

/**
 * Holds a taken message for a full lease again, just before its send: the messages of a batch go
 * one after another, and each must still be this worker's when its turn comes. False when another
 * worker took it over meanwhile.
 */
async function renewHold(database: Database, taken: OutboxRow, rules: DeliveryRules): Promise<boolean> {
  const rows = await database
    .update(outboxMessages)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${rules.leaseSeconds})` })
    .where(
      and(
        eq(outboxMessages.id, taken.id),
        eq(outboxMessages.status, "sending"),
        eq(outboxMessages.attempts, taken.attempts),
      ),
    )
    .returning({ id: outboxMessages.id });
  return rows.length === 1;
}

/** Records how a try went, unless another worker took the message over meanwhile. */
async function settle(database: Database, taken: OutboxRow, values: PgUpdateSetSource<typeof outboxMessages>) {
  await database
    .update(outboxMessages)
    .set({ ...values, lockedUntil: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(outboxMessages.id, taken.id),
        eq(outboxMessages.status, "sending"),
        eq(outboxMessages.attempts, taken.attempts),
      ),
    );
}

/** A queued message as it is sent. */
function storedEmail(taken: OutboxRow, to: string): OutgoingEmail {
  return {
    to,
    subject: taken.subject,
    text: taken.text,
    ...(taken.html ? { html: taken.html } : {}),
    ...(taken.attachments ? { attachments: taken.attachments } : {}),
    ...(taken.replyToAddress ? { replyTo: { name: taken.replyToName ?? "", address: taken.replyToAddress } } : {}),
  };
}

/**
 * How a try went for its recipient, as a mailing hears it: delivered, refused for good (a 5xx
 * answer), or refused for now (a 4xx answer); a try the mail server never answered (it is down)
 * is none of them.
 */
export type CopyOutcome = "sent" | "refused" | "refused-for-now";

async function deliverOne(
  database: Database,
  transport: MailTransport,
  rules: DeliveryRules,
  taken: OutboxRow,
  senderName: string,
  mailing?: { email: OutgoingEmail; settled: Mailing["settled"]; heldUntil: number; unreachable: () => void },
) {
  // A copy taken moments ago is surely still this worker's: its hold is renewed only once a third
  // of it has gone (by this process's clock, whatever the database's).
  const held = mailing !== undefined && performance.now() < mailing.heldUntil;
  if (!held && !(await renewHold(database, taken, rules))) return "skipped" as const;
  const to = taken.toAddress ?? transport.clubAddress;
  try {
    if (!transport.mailer) throw new Error("No mail server is configured (SMTP_URL).");
    if (!to) throw new Error("The club's address (CONTACT_TO) is not set.");
    await transport.mailer.send({ ...(mailing?.email ?? storedEmail(taken, to)), senderName });
    await settle(database, taken, { status: "sent", sentAt: sql`now()`, lastError: null });
    await mailing?.settled(database, taken, "sent");
    return "sent" as const;
  } catch (error) {
    const reason = ((error as Error).message || String(error)).slice(0, 500);
    const heard = isPermanent(error) ? "refused" : isTemporaryRefusal(error) ? "refused-for-now" : null;
    // No answer about the message at all: the mail server is out of reach, for the copies after it too.
    if (!heard) mailing?.unreachable();
    // A mailing may give up on a recipient refused for now too often (it stops sending to them).
    const givenUp = mailing && heard ? (await mailing.settled(database, taken, heard)) === "give-up" : false;
    const final = isPermanent(error) || givenUp || taken.attempts >= rules.maxAttempts;
    console.error(
      // The message by its id (the Mail page shows it whole): the log, kept apart from the site's
      // data, holds no visitor's address.
      `[mail] ${taken.kind} message ${taken.id}: try ${taken.attempts} failed${final ? ", given up" : ""}: ${terminalSafe(reason)}`,
    );
    await settle(
      database,
      taken,
      final
        ? { status: "failed", lastError: reason }
        : {
            status: "queued",
            lastError: reason,
            nextAttemptAt: sql`now() + make_interval(secs => ${rules.retryDelaySeconds(taken.attempts)})`,
          },
    );
    return final ? ("failed" as const) : ("retrying" as const);
  }
}

/**
 * A mailing: one message to many (a newsletter issue to its subscribers). Each copy is a message
 * of the outbox with its recipient's id, queued once per recipient (a unique index), its text
 * made when its turn comes; copies go at the mailing's pace, shared by every instance.
 */
export interface Mailing {
  kind: string;
  /** Copies sent a minute at most, by all instances together. */
  perMinute: number;
  /** Which due copies may go now (those of a mailing held by an admin wait). */
  sendable(): SQL | undefined;
  /** The message of each taken copy, by the copy's id; a copy without one is skipped (its recipient left). */
  compose(database: Database, copies: readonly OutboxRow[]): Promise<Map<string, OutgoingEmail>>;
  /** Hears how a copy's try went; "give-up" stops trying a recipient refused for now. */
  settled(database: Database, copy: OutboxRow, outcome: CopyOutcome): Promise<"retry" | "give-up" | undefined>;
  /** After each turn: a mailing whose every copy is settled is done. */
  afterTurn(database: Database): Promise<void>;
}

/** How long a mailing's next copy waits at most for the requests being answered. */
const MAILING_GIVES_WAY_MS = 50;

/** How long the worker holds a copy it took: longer than its send can take (SMTP's time limits). */
function copyLeaseSeconds(rules: DeliveryRules): number {
  return Math.min(rules.leaseSeconds, 3 * env().SMTP_TIMEOUT_SECONDS);
}

/**
 * Takes the copies of `mailing` this turn may send: as many as its pace allows since the last
 * turn, one at least, fifty at most. The pace is a row locked in the same transaction, so that
 * instances together keep to it. The copies, and how long the pace now holds the next ones back.
 */
async function claimCopies(
  database: Database,
  mailing: Mailing,
  rules: DeliveryRules,
): Promise<{ copies: OutboxRow[]; waitMs: number }> {
  return database.transaction(async (tx) => {
    await tx.insert(mailPace).values({ kind: mailing.kind, nextAt: sql`now()` }).onConflictDoNothing();
    const [pace] = await tx
      .select({ waitMs: sql<number>`greatest(0, ceil(extract(epoch from (${mailPace.nextAt} - now())) * 1000))::int` })
      .from(mailPace)
      .where(eq(mailPace.kind, mailing.kind))
      .for("update");
    const waitMs = Number(pace?.waitMs ?? 0);
    if (waitMs > 0) return { copies: [], waitMs };
    const room = Math.max(1, Math.min(50, Math.floor(mailing.perMinute / 60)));
    // Copies a stopped worker held, then queued ones in the order they are due: each read in order
    // from the mailing's index as far as the room goes, however many copies wait (an issue queues
    // one for every subscriber at once), never all of them read and sorted.
    const ofMailing = (...due: SQL[]) =>
      tx
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(eq(outboxMessages.kind, mailing.kind), isNotNull(outboxMessages.recipientId), ...due, mailing.sendable()),
        );
    const stale = await ofMailing(...heldByStopped())
      .limit(room)
      .for("update", { skipLocked: true });
    const queued =
      stale.length < room
        ? await ofMailing(...queuedAndDue())
            .orderBy(asc(outboxMessages.nextAttemptAt))
            .limit(room - stale.length)
            .for("update", { skipLocked: true })
        : [];
    const ids = [...stale, ...queued].map((copy) => copy.id);
    if (ids.length === 0) return { copies: [], waitMs: 0 };
    const copies = await tx
      .update(outboxMessages)
      .set({
        status: "sending",
        attempts: sql`${outboxMessages.attempts} + 1`,
        lockedUntil: sql`now() + make_interval(secs => ${copyLeaseSeconds(rules)})`,
        updatedAt: sql`now()`,
      })
      .where(inArray(outboxMessages.id, ids))
      .returning();
    if (copies.length === 0) return { copies, waitMs: 0 };
    const spacing = (copies.length * 60) / mailing.perMinute;
    await tx
      .update(mailPace)
      .set({ nextAt: sql`greatest(${mailPace.nextAt}, now()) + make_interval(secs => ${spacing})` })
      .where(eq(mailPace.kind, mailing.kind));
    return { copies, waitMs: Math.ceil(spacing * 1000) };
  });
}

/** Copies taken and not tried, queued again as they were. */
async function giveBack(database: Database, copies: readonly OutboxRow[]): Promise<void> {
  for (const copy of copies) {
    await database
      .update(outboxMessages)
      .set({ status: "queued", attempts: copy.attempts - 1, lockedUntil: null, updatedAt: sql`now()` })
      .where(
        and(
          eq(outboxMessages.id, copy.id),
          eq(outboxMessages.status, "sending"),
          eq(outboxMessages.attempts, copy.attempts),
        ),
      );
  }
}

/**
 * Sends the copies of `mailing` its pace allows now. Milliseconds until it may send more, or null
 * when none is due.
 */
export async function deliverMailing(
  database: Database,
  transport: MailTransport,
  mailing: Mailing,
  rules: DeliveryRules = deliveryRules,
): Promise<number | null> {
  const mailer = transport.bulkMailer ?? transport.mailer;
  if (!mailer) return null;
  const claimed = performance.now();
  let unreachable = false;
  const { copies, waitMs } = await claimCopies(database, mailing, rules);
  if (copies.length > 0) {
    const { clubName } = await currentSettings(database);
    const emails = await mailing.compose(database, copies);
    const copyRules = { ...rules, leaseSeconds: copyLeaseSeconds(rules) };
    const heldUntil = claimed + (copyRules.leaseSeconds * 1000) / 3;
    for (const [n, copy] of copies.entries()) {
      if (unreachable) {
        // The rest of the turn waits for the mail server, their tries not counted.
        await giveBack(database, copies.slice(n));
        break;
      }
      const email = emails.get(copy.id);
      if (email) {
        await deliverOne(database, { ...transport, mailer }, copyRules, copy, clubName, {
          email,
          settled: mailing.settled,
          heldUntil,
          unreachable: () => {
            unreachable = true;
          },
        });
      } else await settle(database, copy, { status: "skipped" });
      // Visitors' requests go first: a mailing is never in a hurry, but it is never held up for
      // more than a moment either.
      await afterVisitors(MAILING_GIVES_WAY_MS);
    }
  }
  await mailing.afterTurn(database);
  // A mail server out of reach is tried again a minute later, not at the mailing's pace.
  if (unreachable) return rules.retryDelaySeconds(1) * 1000;
  return copies.length > 0 || waitMs > 0 ? waitMs : null;
}

export interface Delivery {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends what is due, a batch at a time, until nothing due is left (or only `only`, one message).
 * Nothing is taken while no mail server is configured: the messages wait, queued.
 */
export async function deliverDue(
  database: Database,
  transport: MailTransport,
  options: { rules?: DeliveryRules; only?: string } = {},
): Promise<Delivery> {
  const rules = options.rules ?? deliveryRules;
  const delivery: Delivery = { sent: 0, retrying: 0, failed: 0 };
  if (!transport.mailer) return delivery;
  // Every message is from the club, by its name as the settings have it now.
  const { clubName } = await currentSettings(database);
  for (;;) {
    const taken = await claim(database, rules, options.only);
    for (const message of taken) {
      const outcome = await deliverOne(database, transport, rules, message, clubName);
      if (outcome !== "skipped") delivery[outcome]++;
    }
    if (taken.length < rules.batch || options.only) return delivery;
  }
}

/** Queues a failed message again, with a fresh count of tries: its subject and kind, or null when it is not failed (or gone). */
export async function retryMail(database: Database, id: string): Promise<{ subject: string; kind: string } | null> {
  const [retried] = await database
    .update(outboxMessages)
    .set({ status: "queued", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null, updatedAt: sql`now()` })
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.status, "failed"), isNull(outboxMessages.recipientId)))
    .returning({ subject: outboxMessages.subject, kind: outboxMessages.kind });
  return retried ?? null;
}

/** Where the email each source record caused is (its latest), by source id. */
export async function mailOfSources(
  database: Database,
  sourceIds: readonly string[],
): Promise<Map<string, { status: MailStatus; lastError: string | null }>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await database
    .select({ sourceId: outboxMessages.sourceId, status: outboxMessages.status, lastError: outboxMessages.lastError })
    .from(outboxMessages)
    .where(inArray(outboxMessages.sourceId, [...sourceIds]))
    .orderBy(asc(outboxMessages.createdAt));
  return new Map(rows.map(({ sourceId, ...mail }) => [sourceId ?? "", mail]));
}

/** How many emails were queued for the record `sourceId` after `since`. */
export async function mailCountSince(database: Database, sourceId: string, since: Date): Promise<number> {
  const [row] = await database
    .select({ queued: count() })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.sourceId, sourceId), gt(outboxMessages.createdAt, since)));
  return row?.queued ?? 0;
}

/** Removes the emails kept of the records `sourceIds`, as their people's data goes; not one being sent. */
export async function forgetMailOf(database: Database, sourceIds: readonly string[]): Promise<void> {
  if (sourceIds.length === 0) return;
  await database
    .delete(outboxMessages)
    .where(and(inArray(outboxMessages.sourceId, [...sourceIds]), ne(outboxMessages.status, "sending")));
}

export interface MailWorker {
  /** Sends what is due now, rather than at the next round. */
  nudge(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Sends due mail every `everyMs` and when nudged; one round at a time. Each instance of the site
 * runs one; the row locks keep them from sending a message twice.
 */
export function startMailWorker(
  database: Database,
  transport: MailTransport,
  {
    everyMs = 15_000,
    rules = deliveryRules,
    mailings = [],
  }: { everyMs?: number; rules?: DeliveryRules; mailings?: readonly Mailing[] } = {},
): MailWorker {
  let round: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  // The next turn of a mailing whose pace holds its next copies back.
  let paced: ReturnType<typeof setTimeout> | undefined;
  const run = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (round) {
      again = true;
      return round;
    }
    round = (async () => {
      do {
        again = false;
        try {
          await deliverDue(database, transport, { rules });
          for (const mailing of mailings) {
            const wait = await deliverMailing(database, transport, mailing, rules);
            if (wait !== null && !stopped) {
              clearTimeout(paced);
              paced = setTimeout(() => void run(), wait);
              paced.unref();
            }
          }
        } catch (error) {
          console.error(`[mail] the outbox could not be read: ${(error as Error).message}`);
        }
      } while (again && !stopped);
    })().finally(() => {
      round = undefined;
    });
    return round;
  };
  const timer = setInterval(() => void run(), everyMs);
  timer.unref();
  void run();
  return {
    nudge: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(paced);
      await round;
    },
  };
}

let processWorker: MailWorker | undefined;

/** Starts this process's mail worker (see startMailWorker); at most one runs. */
export function runMailWorker(
  database: Database,
  transport: MailTransport,
  mailings: readonly Mailing[] = [],
): MailWorker {
  processWorker ??= startMailWorker(database, transport, { mailings });
  return processWorker;
}

/** Stops this process's mail worker, after the round under way. */
export async function stopMailWorker(): Promise<void> {
  const worker = processWorker;
  processWorker = undefined;
  await worker?.stop();
}

/** Has this process's worker send what was just queued, without waiting for its next round. */
export function nudgeMailWorker(): void {
  void processWorker?.nudge();
}
