import { and, eq, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { type Actor, recordActivity } from "~/features/activity/service/activity.server";
import { senderAddress } from "~/features/mail/service/email.server";
import { type CopyOutcome, type Mailing, nudgeMailWorker, queueMail } from "~/features/mail/service/outbox.server";
import { writeContent } from "~/features/public-pages/service/content-version.server";
import { currentSettings, settingsIn } from "~/features/settings/service/site-settings.server";
import { type Language, pathIn } from "~/i18n/language";
import type { Database } from "~/lib/db/client.server";
import { type OutboxRow, outboxMessages } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { isRecordId } from "~/lib/record-id";
import { leaveLink } from "./consent.server";
import { ISSUE_KIND, skipCopiesOf } from "./copies.server";
import { type IssueMail, type IssueMailContext, issueMail, issueMailWords, readerCopy } from "./issue-mail.server";
import { hasArabicVersion, type IssueProgress, type IssueRecord, issueIn, LEAVE_PATH, versionFor } from "./record";
import { type IssueStatus, newsletterIssues, newsletterSubscriptions } from "./table";

/**
 * Sending an issue: each confirmed subscriber gets one copy, a message of the outbox queued when
 * the issue starts (all in one statement, in the database: however long the list, the site holds
 * none of it), sent at NEWSLETTER_PER_MINUTE by every instance together, and never twice to one
 * subscriber (a unique index on issue and subscriber, and the outbox's row locks). An admin may
 * pause and resume it; an address the mail server refuses for good, or three times for now, gets
 * no more issues.
 */

export const TEST_KIND = "newsletter-test";

/** Refusals for now after which an address gets no more issues. */
export const SOFT_FAILURE_LIMIT = 3;

/** Who receives an issue: confirmed subscribers the mail server has not refused. */
const receiving = and(isNotNull(newsletterSubscriptions.confirmedAt), isNull(newsletterSubscriptions.bouncedAt));

/** How many subscribers an issue sent now would go to. */
export async function recipientCount(database: Database): Promise<number> {
  return (await recipientLanguages(database)).all;
}

/** How many subscribers an issue sent now would go to, and how many of them chose Arabic. */
export async function recipientLanguages(database: Database): Promise<{ all: number; arabic: number }> {
  const [row] = await database
    .select({
      all: sql<number>`count(*)::int`,
      arabic: sql<number>`(count(*) filter (where ${newsletterSubscriptions.language} = 'ar'))::int`,
    })
    .from(newsletterSubscriptions)
    .where(receiving);
  return { all: row?.all ?? 0, arabic: row?.arabic ?? 0 };
}

/**
 * What every copy says of the club, in each language: the club's name and address as the settings
 * write them in it, where they do. A mail client's 'unsubscribe' by email goes to the club's
 * address (CONTACT_TO), which an admin reads, else to the sender's.
 */
async function issueContexts(
  database: Database,
  given: Partial<IssueMailContext> = {},
): Promise<Record<Language, IssueMailContext>> {
  const settings = await currentSettings(database);
  const { PUBLIC_URL, CONTACT_TO, SMTP_URL, MAIL_FROM } = env();
  const contextIn = (language: Language): IssueMailContext => {
    const read = settingsIn(settings, language);
    return {
      publicUrl: PUBLIC_URL,
      clubName: read.clubName,
      clubAddress: read.officeLocation ?? "",
      unsubscribeMailbox: CONTACT_TO ?? (SMTP_URL ? senderAddress(SMTP_URL, MAIL_FROM, PUBLIC_URL) : null),
      ...given,
    };
  };
  return { en: contextIn("en"), ar: contextIn("ar") };
}

/** Made issues by id, version and language: a turn's copies of one issue in one language share it. */
const made = new Map<string, Promise<IssueMail>>();
const MADE_LIMIT = 8;

function madeMail(issue: IssueRecord, context: IssueMailContext, language: Language): Promise<IssueMail> {
  const key = `${issue.id}:${issue.version}:${language}:${context.clubName}:${context.clubAddress}`;
  let mail = made.get(key);
  if (!mail) {
    if (made.size >= MADE_LIMIT) made.delete(made.keys().next().value ?? "");
    mail = issueMail(issue, context, language);
    mail.catch(() => made.delete(key));
    made.set(key, mail);
  }
  return mail;
}

export type SendAnswer =
  | { kind: "started"; recipients: number }
  | { kind: "scheduled"; at: Date }
  /** Someone saved the issue after the admin looked at it: they look again before it goes. */
  | { kind: "changed" }
  | { kind: "missing" }
  /** It went out already, or is going. */
  | { kind: "gone-out" }
  | { kind: "no-recipients" }
  | { kind: "past" };

/** The issue `id` locked for this transaction, or undefined. */
async function lockedIssue(tx: Database, id: string): Promise<IssueRecord | undefined> {
  if (!isRecordId(id)) return undefined;
  const [issue] = await tx.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).for("update");
  return issue;
}

/**
 * Starts an issue going out: a copy queued for each subscriber receiving it now, in the
 * transaction that marks it started (and so public: the page cache follows).
 */
async function start(tx: Database, issue: IssueRecord): Promise<number> {
  // Each copy's subject is the one its reader receives; the copy itself is made when it is sent.
  const arabicSubject = issueIn(issue, versionFor(issue, "ar")).subject;
  await tx.execute(sql`
    insert into ${outboxMessages} (kind, to_address, subject, text, source_id, recipient_id)
    select ${ISSUE_KIND}, ${newsletterSubscriptions.email},
      case when ${newsletterSubscriptions.language} = 'ar' then ${arabicSubject} else ${issue.subject} end,
      '', ${issue.id}, ${newsletterSubscriptions.id}::text
    from ${newsletterSubscriptions}
    where ${receiving}
    on conflict do nothing`);
  const [queued] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, ISSUE_KIND), eq(outboxMessages.sourceId, issue.id)));
  const recipients = queued?.n ?? 0;
  await tx
    .update(newsletterIssues)
    .set({ status: "sending", startedAt: sql`now()`, scheduledAt: null, recipients })
    .where(eq(newsletterIssues.id, issue.id));
  return recipients;
}

/**
 * Sends the issue `id` now, or schedules it for `at`, if it is still the `version` the admin saw
 * and has not gone out.
 */
export async function sendIssue(
  database: Database,
  { id, version, at, actor }: { id: string; version: number; at: Date | null; actor: Actor },
  now = new Date(),
): Promise<SendAnswer> {
  if (at && at.getTime() <= now.getTime()) return { kind: "past" };
  const answer = await writeContent(database, async (tx, changed): Promise<SendAnswer> => {
    const issue = await lockedIssue(tx, id);
    if (!issue) return { kind: "missing" };
    if (issue.startedAt) return { kind: "gone-out" };
    if (issue.version !== version) return { kind: "changed" };
    if (at) {
      await tx
        .update(newsletterIssues)
        .set({ status: "scheduled", scheduledAt: at })
        .where(eq(newsletterIssues.id, id));
      await recordActivity(tx, {
        actor,
        kind: "mail",
        action: "scheduled",
        subject: { type: "issue", id, title: issue.subject },
        changes: { scheduledAt: { from: issue.scheduledAt?.toISOString() ?? null, to: at.toISOString() } },
      });
      return { kind: "scheduled", at };
    }
    if ((await recipientCount(tx)) === 0) return { kind: "no-recipients" };
    const recipients = await start(tx, issue);
    await recordActivity(tx, {
      actor,
      kind: "mail",
      action: "sent",
      subject: { type: "issue", id, title: issue.subject },
    });
    await changed();
    return { kind: "started", recipients };
  });
  if (answer.kind === "started") nudgeMailWorker();
  return answer;
}

/** Holds or releases an issue: "paused" or "sending" as asked, or null when it was not in the other state. */
async function setGoing(
  database: Database,
  id: string,
  from: IssueStatus,
  to: IssueStatus,
  actor: Actor,
  action: string,
): Promise<IssueRecord | null> {
  if (!isRecordId(id)) return null;
  return database.transaction(async (tx) => {
    const [issue] = await tx
      .update(newsletterIssues)
      .set({ status: to })
      .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, from)))
      .returning();
    if (!issue) return null;
    await recordActivity(tx, { actor, kind: "mail", action, subject: { type: "issue", id, title: issue.subject } });
    return issue;
  });
}

export const pauseIssue = (database: Database, id: string, actor: Actor) =>
  setGoing(database, id, "sending", "paused", actor, "paused");

export async function resumeIssue(database: Database, id: string, actor: Actor) {
  const resumed = await setGoing(database, id, "paused", "sending", actor, "resumed");
  if (resumed) nudgeMailWorker();
  return resumed;
}

/** Takes a scheduled issue back to a draft. */
export const unscheduleIssue = (database: Database, id: string, actor: Actor) =>
  setGoing(database, id, "scheduled", "draft", actor, "unscheduled");

/** Starts the scheduled issues whose time came. How many started. */
export async function startScheduled(database: Database, now = new Date()): Promise<number> {
  const due = await database
    .select({ id: newsletterIssues.id })
    .from(newsletterIssues)
    .where(and(eq(newsletterIssues.status, "scheduled"), lte(newsletterIssues.scheduledAt, now)));
  let started = 0;
  for (const { id } of due) {
    const going = await writeContent(database, async (tx, changed) => {
      const issue = await lockedIssue(tx, id);
      // Another instance started it first, or an admin took it back.
      if (issue?.status !== "scheduled" || issue.startedAt) return false;
      await start(tx, issue);
      await changed();
      return true;
    });
    if (going) started++;
  }
  return started;
}

/** How the copies of the issue `id` stand. */
export async function issueProgress(database: Database, id: string): Promise<IssueProgress> {
  const rows = await database
    .select({ status: outboxMessages.status, n: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.kind, ISSUE_KIND), eq(outboxMessages.sourceId, id)))
    .groupBy(outboxMessages.status);
  const of = (...statuses: string[]) =>
    rows.filter((row) => statuses.includes(row.status)).reduce((sum, row) => sum + Number(row.n), 0);
  return { sent: of("sent"), waiting: of("queued", "sending"), failed: of("failed"), skipped: of("skipped") };
}

/** Marks as sent the issues going out whose every copy is settled. */
export async function finishIssues(database: Database): Promise<void> {
  await database.execute(sql`
    update ${newsletterIssues} set status = 'sent', finished_at = now()
    where ${newsletterIssues.status} = 'sending' and not exists (
      select 1 from ${outboxMessages}
      where ${outboxMessages.kind} = ${ISSUE_KIND}
        and ${outboxMessages.sourceId} = ${newsletterIssues.id}::text
        and ${outboxMessages.status} in ('queued', 'sending'))`);
}

/**
 * What a subscriber's copy's try says of their address. `owing`: the subscribers with refusals for
 * now counted, whose count a delivered copy clears.
 */
async function heard(
  database: Database,
  copy: OutboxRow,
  outcome: CopyOutcome,
  owing: Set<string>,
): Promise<"retry" | "give-up" | undefined> {
  const id = copy.recipientId;
  if (!id || !isRecordId(id)) return undefined;
  if (outcome === "sent") {
    if (!owing.delete(id)) return undefined;
    await database
      .update(newsletterSubscriptions)
      .set({ softFailures: 0 })
      .where(and(eq(newsletterSubscriptions.id, id), sql`${newsletterSubscriptions.softFailures} > 0`));
    return undefined;
  }
  const [address] = await database
    .update(newsletterSubscriptions)
    .set(
      outcome === "refused"
        ? { bouncedAt: sql`coalesce(${newsletterSubscriptions.bouncedAt}, now())` }
        : {
            softFailures: sql`${newsletterSubscriptions.softFailures} + 1`,
            bouncedAt: sql`case when ${newsletterSubscriptions.softFailures} + 1 >= ${SOFT_FAILURE_LIMIT} then coalesce(${newsletterSubscriptions.bouncedAt}, now()) else ${newsletterSubscriptions.bouncedAt} end`,
          },
    )
    .where(eq(newsletterSubscriptions.id, id))
    .returning({ bouncedAt: newsletterSubscriptions.bouncedAt });
  if (!address?.bouncedAt) return "retry";
  owing.delete(id);
  await skipCopiesOf(database, [id]);
  return "give-up";
}

/** The newsletter as the mail worker sends it, at `perMinute` (NEWSLETTER_PER_MINUTE). */
export function newsletterMailing(
  perMinute = env().NEWSLETTER_PER_MINUTE,
  given: Partial<IssueMailContext> = {},
): Mailing {
  const owing = new Set<string>();
  return {
    kind: ISSUE_KIND,
    perMinute,
    // The copies of an issue an admin paused wait.
    sendable: () =>
      sql`exists (select 1 from ${newsletterIssues} where ${newsletterIssues.id}::text = ${outboxMessages.sourceId} and ${newsletterIssues.status} = 'sending')`,
    async compose(database, copies) {
      const issueIds = [...new Set(copies.map((copy) => copy.sourceId ?? ""))].filter(isRecordId);
      const readerIds = copies.map((copy) => copy.recipientId ?? "").filter(isRecordId);
      const issues = issueIds.length
        ? await database.select().from(newsletterIssues).where(inArray(newsletterIssues.id, issueIds))
        : [];
      // A subscriber who left (or whose address was refused) since the issue started gets no copy.
      const readers = readerIds.length
        ? await database
            .select({
              id: newsletterSubscriptions.id,
              softFailures: newsletterSubscriptions.softFailures,
              language: newsletterSubscriptions.language,
            })
            .from(newsletterSubscriptions)
            .where(and(inArray(newsletterSubscriptions.id, readerIds), receiving))
        : [];
      const still = new Map(readers.map((reader) => [reader.id, reader.language]));
      for (const reader of readers) if (reader.softFailures > 0) owing.add(reader.id);
      const contexts = await issueContexts(database, given);
      const context = contexts.en;
      const host = new URL(context.publicUrl).hostname;
      const emails = new Map<string, ReturnType<typeof readerCopy>>();
      for (const copy of copies) {
        const issue = issues.find((found) => found.id === copy.sourceId);
        const reader = copy.recipientId;
        const chosen = reader ? still.get(reader) : undefined;
        if (!issue || !reader || !chosen || !copy.toAddress) continue;
        // The version is chosen as the copy is made: the reader's language, when the issue has it.
        const language = versionFor(issue, chosen);
        const mail = await madeMail(issue, contexts[language], language);
        emails.set(
          copy.id,
          readerCopy(
            mail,
            // One Message-ID at every try: a copy sent again after a crash is the same message.
            {
              email: copy.toAddress,
              leaveLink: leaveLink(reader, context.publicUrl, language),
              messageId: `<${copy.id}@${host}>`,
            },
            context,
          ),
        );
      }
      return emails;
    },
    settled: (database, copy, outcome) => heard(database, copy, outcome, owing),
    async afterTurn(database) {
      await startScheduled(database);
      await finishIssues(database);
    },
  };
}

/**
 * The issue as `to` would receive it in `language`, for a test or the admin's preview: its leaving
 * link leads to the leaving page, which names no one.
 */
export async function sampleCopy(database: Database, issue: IssueRecord, to: string, language: Language = "en") {
  const contexts = await issueContexts(database);
  const context = contexts.en;
  const mail = await issueMail(issue, contexts[language], language);
  return readerCopy(
    mail,
    { email: to, leaveLink: new URL(pathIn(language, LEAVE_PATH), context.publicUrl).href, messageId: "" },
    context,
  );
}

/**
 * Mails the issue `id` as it is saved now to `to` (the admin), its subject marked as a test: each
 * version its readers will receive, the English and, when it is written, the Arabic.
 */
export async function sendTest(database: Database, id: string, to: string): Promise<boolean> {
  if (!isRecordId(id)) return false;
  const [issue] = await database.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
  if (!issue) return false;
  const versions: Language[] = hasArabicVersion(issue) ? ["en", "ar"] : ["en"];
  for (const language of versions) {
    const copy = await sampleCopy(database, issue, to, language);
    await queueMail(database, {
      kind: TEST_KIND,
      to,
      subject: issueMailWords.testSubject(copy.subject),
      text: copy.text,
      ...(copy.html ? { html: copy.html } : {}),
      sourceId: issue.id,
    });
  }
  nudgeMailWorker();
  return true;
}
