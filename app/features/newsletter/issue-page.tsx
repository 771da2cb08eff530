import ArrowLeft from "lucide-react/icons/arrow-left";
import FlaskConical from "lucide-react/icons/flask-conical";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import Send from "lucide-react/icons/send";
import { useEffect, useState } from "react";
import { Link, useFetcher, useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { ConfirmButton } from "~/features/admin/confirm-button";
import { TermBadge } from "~/features/admin/item-parts";
import { useAnswer } from "~/features/admin/use-answer";
import { adminPagePath, issueSendingPath } from "~/lib/admin-paths";
import { useHydrated } from "~/lib/hydrated";
import { zonedDateTime } from "~/lib/time-zone";
import type { IssuePageData, IssueReply } from "./issue-page.server";
import { issueStatusTerms, issueWords } from "./issue-words";
import { issuePath } from "./record";

const ACTIONS = "issue-actions";

/** How often the page reads the progress again while copies go out. */
const PROGRESS_EVERY_MS = 3_000;

/** A button that posts `intent` to the page: in place with a script, and back to the page without. */
function PostButton({
  path,
  intent,
  version,
  children,
  variant = "outline",
}: {
  path: string;
  intent: string;
  version?: number;
  children: React.ReactNode;
  variant?: "default" | "outline";
}) {
  const fetcher = useFetcher<IssueReply>({ key: ACTIONS });
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent;
  return (
    <fetcher.Form method="post" action={path}>
      <input type="hidden" name="intent" value={intent} />
      {version !== undefined ? <input type="hidden" name="version" value={version} /> : null}
      <input type="hidden" name="redirectTo" value={path} />
      <Button type="submit" variant={variant} disabled={busy}>
        {children}
      </Button>
    </fetcher.Form>
  );
}

/**
 * The email in a frame of a phone's or a desktop's width; without a script, the desktop's. The
 * Arabic version's preview is named so.
 */
function Preview({ html, arabic = false }: { html: string; arabic?: boolean }) {
  const [width, setWidth] = useState<"phone" | "desktop">("desktop");
  const hydrated = useHydrated();
  const pixels = width === "phone" ? 375 : 680;
  const title = arabic ? issueWords.arabicPreviewTitle : issueWords.previewTitle;
  const frame = issueWords.previewFrame(`${pixels} px`);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        {hydrated ? (
          <fieldset className="flex gap-1">
            <legend className="sr-only">{title}</legend>
            {(["phone", "desktop"] as const).map((choice) => (
              <Button
                key={choice}
                type="button"
                size="sm"
                variant={width === choice ? "default" : "outline"}
                aria-pressed={width === choice}
                onClick={() => setWidth(choice)}
              >
                {choice === "phone" ? issueWords.phone : issueWords.desktop}
              </Button>
            ))}
          </fieldset>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm text-muted-foreground">{issueWords.previewHelp}</p>
        <div className="overflow-x-auto rounded-md border bg-muted/40 p-2">
          <iframe
            title={arabic ? `${title}: ${frame}` : frame}
            srcDoc={html}
            sandbox=""
            className="mx-auto block h-[820px] max-w-full rounded bg-white"
            style={{ width: pixels }}
          />
        </div>
      </CardContent>
    </Card>
  );
}

function Progress({ data, path }: { data: IssuePageData; path: string }) {
  const { issue, progress } = data;
  const revalidator = useRevalidator();
  const going = issue.status === "sending";
  useEffect(() => {
    if (!going) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, PROGRESS_EVERY_MS);
    return () => clearInterval(timer);
  }, [going, revalidator]);
  if (!progress) return null;
  const total = progress.sent + progress.waiting + progress.failed + progress.skipped;
  const done = total === 0 ? 100 : Math.round(((total - progress.waiting) / total) * 100);
  const counts = [
    [issueWords.sent, progress.sent],
    [issueWords.waiting, progress.waiting],
    [issueWords.failed, progress.failed],
    [issueWords.skipped, progress.skipped],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{issueWords.progressTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div
          role="progressbar"
          aria-label={issueWords.progressTitle}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={done}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full bg-primary" style={{ width: `${done}%` }} />
        </div>
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-live="polite">
          {counts.map(([label, n]) => (
            <div key={label} className="rounded-md border p-3">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="text-2xl font-bold tabular-nums">{n}</dd>
            </div>
          ))}
        </dl>
        <div className="flex flex-wrap gap-2">
          {issue.status === "sending" ? (
            <PostButton path={path} intent="pause">
              <Pause aria-hidden="true" />
              {issueWords.pause}
            </PostButton>
          ) : null}
          {issue.status === "paused" ? (
            <PostButton path={path} intent="resume" variant="default">
              <Play aria-hidden="true" />
              {issueWords.resume}
            </PostButton>
          ) : null}
          <Button asChild variant="outline">
            <Link to={issuePath(issue)}>{issueWords.webVersion}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function Sending({ data, path }: { data: IssuePageData; path: string }) {
  const { issue, recipients, arabicReaders, timeZone } = data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{issueWords.sendTitle}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm" role="status">
          {issueWords.recipients(recipients)}
          {arabicReaders > 0
            ? ` ${data.arabicPreview === null ? issueWords.noArabic(arabicReaders) : issueWords.inArabic(arabicReaders)}`
            : null}
        </p>
        {issue.status === "scheduled" && issue.scheduledAt ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm font-medium">{issueWords.goesOut(zonedDateTime(issue.scheduledAt, timeZone))}</p>
            <PostButton path={path} intent="unschedule">
              {issueWords.unscheduleButton}
            </PostButton>
          </div>
        ) : null}
        <ConfirmButton
          action={path}
          fields={{ intent: "send", id: issue.id, version: String(issue.version) }}
          fetcherKey={ACTIONS}
          question={issueWords.sendQuestion(recipients)}
          description={issueWords.sendDescription}
          label={issueWords.sendNow}
          accessibleName={issueWords.sendNow}
          icon={Send}
        />
        <IssueSchedule path={path} version={issue.version} timeZone={timeZone} />
      </CardContent>
    </Card>
  );
}

function IssueSchedule({ path, version, timeZone }: { path: string; version: number; timeZone: string }) {
  const fetcher = useFetcher<IssueReply>({ key: ACTIONS });
  return (
    <fetcher.Form method="post" action={path} className="flex flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value="schedule" />
      <input type="hidden" name="version" value={version} />
      <input type="hidden" name="redirectTo" value={path} />
      <div className="space-y-1">
        <label htmlFor="issue-at" className="text-sm font-medium">
          {issueWords.scheduleLabel}
        </label>
        <Input id="issue-at" name="at" type="datetime-local" required aria-describedby="issue-at-help" />
        <p id="issue-at-help" className="text-xs text-muted-foreground">
          {issueWords.scheduleHelp(timeZone)}
        </p>
      </div>
      <Button type="submit" variant="outline" className="mb-5">
        {issueWords.scheduleButton}
      </Button>
    </fetcher.Form>
  );
}

/** An issue's page: its preview, a test to oneself, sending now or at a time, and its progress. */
export function IssuePage({ data }: { data: IssuePageData }) {
  const { issue } = data;
  const path = issueSendingPath(issue.id);
  useAnswer(useFetcher<IssueReply>({ key: ACTIONS }));
  const draft = issue.startedAt === null;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <Link
        to={adminPagePath({ key: "newsletter" })}
        className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4 rtl:rotate-180" aria-hidden="true" />
        {issueWords.back}
      </Link>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight" dir="auto">
          {issue.subject}
        </h1>
        <TermBadge vocabulary={issueStatusTerms} value={issue.status} />
      </div>
      {!data.mailConfigured ? (
        <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-200">
          {issueWords.noMail}
        </p>
      ) : null}
      {draft ? null : <Progress data={data} path={path} />}
      {draft ? <Sending data={data} path={path} /> : null}
      {draft ? (
        <Card>
          <CardHeader>
            <CardTitle>{issueWords.testTitle}</CardTitle>
          </CardHeader>
          <CardContent className="space-y-3">
            <p className="text-sm text-muted-foreground">
              {data.arabicPreview === null
                ? issueWords.testHelp(data.adminEmail)
                : issueWords.testBothHelp(data.adminEmail)}
            </p>
            <PostButton path={path} intent="test">
              <FlaskConical aria-hidden="true" />
              {issueWords.testButton}
            </PostButton>
          </CardContent>
        </Card>
      ) : null}
      <Preview html={data.preview} />
      {data.arabicPreview === null ? null : <Preview html={data.arabicPreview} arabic />}
    </div>
  );
}
