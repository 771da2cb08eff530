import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { requireAdmin } from "~/features/admin-accounts/service/session.server";
import { configuredTransport } from "~/features/mail/service/outbox.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { type Database, db } from "~/lib/db/client.server";
import { formDataOf } from "~/lib/http.server";
import type { ToastMessage } from "~/lib/messages";
import { isRecordId } from "~/lib/record-id";
import { zonedStart } from "~/lib/time-zone";
import { answerForm } from "~/lib/toast.server";
import { issueWords } from "./issue-words";
import { hasArabicVersion, type IssueProgress, type IssueRecord } from "./record";
import {
  issueProgress,
  pauseIssue,
  recipientLanguages,
  resumeIssue,
  type SendAnswer,
  sampleCopy,
  sendIssue,
  sendTest,
  unscheduleIssue,
} from "./sending.server";
import { newsletterIssues } from "./table";

/** The page of one issue: its preview as a mail client shows it, a test, and sending it. */

export interface IssuePageData {
  issue: Pick<
    IssueRecord,
    "id" | "version" | "subject" | "slug" | "status" | "scheduledAt" | "startedAt" | "finishedAt" | "recipients"
  >;
  /** The email as it will be sent, for the preview (its leaving link leads to the leaving page). */
  preview: string;
  /** The Arabic version's email, when the issue has one. */
  arabicPreview: string | null;
  recipients: number;
  /** How many of the recipients chose Arabic (they receive the Arabic version, when there is one). */
  arabicReaders: number;
  progress: IssueProgress | null;
  adminEmail: string;
  mailConfigured: boolean;
  timeZone: string;
}

export interface IssueReply {
  toast: ToastMessage | null;
}

interface PageArgs {
  request: Request;
  context: AppLoadContext;
  params: { id?: string };
}

async function issueOf(database: Database, id: string | undefined): Promise<IssueRecord> {
  const [issue] =
    id && isRecordId(id) ? await database.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)) : [];
  if (!issue) throw new Response("No such issue", { status: 404 });
  return issue;
}

export async function issuePageLoader({ request, context, params }: PageArgs): Promise<IssuePageData> {
  const admin = await requireAdmin(request, context);
  const database = db();
  const issue = await issueOf(database, params.id);
  const settings = await currentSettings(database);
  const sample = await sampleCopy(database, issue, admin.email);
  const arabic = hasArabicVersion(issue) ? await sampleCopy(database, issue, admin.email, "ar") : null;
  const readers = await recipientLanguages(database);
  return {
    issue: {
      id: issue.id,
      version: issue.version,
      subject: issue.subject,
      slug: issue.slug,
      status: issue.status,
      scheduledAt: issue.scheduledAt,
      startedAt: issue.startedAt,
      finishedAt: issue.finishedAt,
      recipients: issue.recipients,
    },
    preview: sample.html ?? "",
    arabicPreview: arabic ? (arabic.html ?? "") : null,
    recipients: readers.all,
    arabicReaders: readers.arabic,
    progress: issue.startedAt ? await issueProgress(database, issue.id) : null,
    adminEmail: admin.email,
    mailConfigured: configuredTransport().mailer !== null,
    timeZone: settings.timeZone,
  };
}

/** What an admin is told of a send or a schedule. */
function sent(answer: SendAnswer, timeZone: string): { toast: ToastMessage; status: number } {
  switch (answer.kind) {
    case "started":
      return { toast: issueWords.started(answer.recipients), status: 200 };
    case "scheduled":
      return { toast: issueWords.scheduled(answer.at, timeZone), status: 200 };
    case "changed":
      return { toast: issueWords.changed, status: 409 };
    case "gone-out":
      return { toast: issueWords.goneOut, status: 409 };
    case "no-recipients":
      return { toast: issueWords.noRecipients, status: 409 };
    case "past":
      return { toast: issueWords.past, status: 400 };
    case "missing":
      return { toast: issueWords.missing, status: 404 };
  }
}

/** The page's posts: a test, send now, schedule, take back a schedule, pause, resume. */
export async function issuePageAction({ request, context, params }: PageArgs) {
  const admin = await requireAdmin(request, context);
  const database = db();
  const issue = await issueOf(database, params.id);
  const form = await formDataOf(request);
  const intent = String(form.get("intent") ?? "");
  const actor = { id: admin.id, email: admin.email };
  const version = Number(form.get("version"));
  const { timeZone } = await currentSettings(database);
  const answer = async (): Promise<{ toast: ToastMessage; status: number }> => {
    switch (intent) {
      case "test":
        return (await sendTest(database, issue.id, admin.email))
          ? {
              toast: hasArabicVersion(issue) ? issueWords.testsSent(admin.email) : issueWords.testSent(admin.email),
              status: 200,
            }
          : { toast: issueWords.missing, status: 404 };
      case "send":
        return sent(await sendIssue(database, { id: issue.id, version, at: null, actor }), timeZone);
      case "schedule": {
        const at = scheduledTime(String(form.get("at") ?? ""), timeZone);
        if (!at) return { toast: issueWords.badTime, status: 400 };
        return sent(await sendIssue(database, { id: issue.id, version, at, actor }), timeZone);
      }
      case "unschedule":
        return (await unscheduleIssue(database, issue.id, actor))
          ? { toast: issueWords.unscheduled, status: 200 }
          : { toast: issueWords.notScheduled, status: 409 };
      case "pause":
        return (await pauseIssue(database, issue.id, actor))
          ? { toast: issueWords.paused, status: 200 }
          : { toast: issueWords.notSending, status: 409 };
      case "resume":
        return (await resumeIssue(database, issue.id, actor))
          ? { toast: issueWords.resumed, status: 200 }
          : { toast: issueWords.notPaused, status: 409 };
      default:
        return { toast: issueWords.unknown, status: 400 };
    }
  };
  const { toast, status } = await answer();
  return answerForm(form.get("redirectTo"), { reply: { toast } satisfies IssueReply, status, toast });
}

/** A time typed in the club's time zone (`2026-12-18T17:00`), or null when it is none. */
export function scheduledTime(typed: string, timeZone: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(typed.trim());
  if (!match?.[1] || !match[2]) return null;
  const at = new Date(zonedStart(match[1], match[2], timeZone));
  return Number.isNaN(at.getTime()) ? null : at;
}
