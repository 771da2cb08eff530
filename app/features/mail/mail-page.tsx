import RotateCcw from "lucide-react/icons/rotate-ccw";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import { Link, useFetcher } from "react-router";
import { EmptyState } from "~/components/card-list";
import { ServerToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import type { InboxReply } from "~/features/admin/inbox";
import { TermBadge } from "~/features/admin/item-parts";
import { useSiteTimeZone } from "~/features/admin/layout-data";
import { AdminPageHeading } from "~/features/admin/page-heading";
import { Pager } from "~/features/admin/pager";
import { useAnswer } from "~/features/admin/use-answer";
import { adminPagePath } from "~/lib/admin-paths";
import { useCurrentPath } from "~/lib/current-path";
import { useHydrated } from "~/lib/hydrated";
import type { ToastMessage } from "~/lib/messages";
import { zonedDateTime } from "~/lib/time-zone";
import { cn } from "~/lib/utils";
import { type MailFilter, type MailRecord, mailFilters, mailKinds, mailSection, mailStatusTerms } from "./record";

/** Whether this instance can send: a mail server (SMTP_URL) and the club's address (CONTACT_TO). */
export interface MailSetup {
  configured: boolean;
}

/** Said plainly wherever mail matters while no mail server is configured. */
export const NOT_CONFIGURED =
  "Email is not configured: no message is sent. Messages wait here, queued, until a mail server is set (SMTP_URL and CONTACT_TO) and the site is restarted.";

export function MailNotConfigured() {
  return (
    <p className="flex gap-2 rounded-md border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm" role="note">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-400" aria-hidden="true" />
      <span>{NOT_CONFIGURED}</span>
    </p>
  );
}

/** The retries share one fetcher, answered by the page: a retried message may leave the list it was in. */
const RETRIER = "mail-retry";

function RetryButton({ mail }: { mail: MailRecord }) {
  const fetcher = useFetcher<InboxReply>({ key: RETRIER });
  const hydrated = useHydrated();
  const path = useCurrentPath();
  return (
    <fetcher.Form method="post" action={path}>
      <input type="hidden" name="intent" value="retry" />
      <input type="hidden" name="id" value={mail.id} />
      {hydrated ? null : <input type="hidden" name="redirectTo" value={path} />}
      <Button type="submit" size="sm" disabled={fetcher.state !== "idle"} aria-label={`Retry ${mail.subject}`}>
        <RotateCcw aria-hidden="true" />
        Retry
      </Button>
    </fetcher.Form>
  );
}

function MailCard({ mail }: { mail: MailRecord }) {
  const timeZone = useSiteTimeZone();
  return (
    <li>
      <Card>
        <CardContent className="space-y-2">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 dir="auto" className="font-semibold break-words">
              {mail.subject}
            </h2>
            <div className="flex flex-wrap gap-1.5">
              <TermBadge vocabulary={mailKinds} value={mail.kind} />
              <TermBadge vocabulary={mailStatusTerms} value={mail.status} />
            </div>
          </div>
          <p className="text-sm text-muted-foreground">
            To {mail.toAddress ?? "the club's address (CONTACT_TO)"} · queued {zonedDateTime(mail.createdAt, timeZone)}
          </p>
          <p className="text-sm">
            {mail.status === "sent" && mail.sentAt ? `Sent ${zonedDateTime(mail.sentAt, timeZone)}` : null}
            {mail.status === "queued"
              ? mail.attempts === 0
                ? "Not tried yet."
                : `Tried ${mail.attempts} ${mail.attempts === 1 ? "time" : "times"}; next try ${zonedDateTime(mail.nextAttemptAt, timeZone)}.`
              : null}
            {mail.status === "sending" ? "Being sent now." : null}
            {mail.status === "failed"
              ? `Given up after ${mail.attempts} ${mail.attempts === 1 ? "try" : "tries"}.`
              : null}
          </p>
          {mail.lastError && mail.status !== "sent" ? (
            <p className={cn("text-sm break-words", mail.status === "failed" && "text-destructive")}>
              Last error: {mail.lastError}
            </p>
          ) : null}
          {mail.status === "failed" ? <RetryButton mail={mail} /> : null}
        </CardContent>
      </Card>
    </li>
  );
}

const filterLabels: Record<MailFilter, string> = { all: "All", queued: "Queued", sent: "Sent", failed: "Failed" };

/** The outbox: every email the site sends, newest first, by status, with 'Retry' for those that failed. */
export function MailPage({
  items,
  page,
  pages,
  counts,
  filter,
  setup,
  loadToast,
}: {
  items: readonly MailRecord[];
  page: number;
  pages: number;
  counts: { queued: number; sent: number; failed: number };
  filter: MailFilter;
  setup: MailSetup;
  loadToast: ToastMessage | null;
}) {
  const all = counts.queued + counts.sent + counts.failed;
  const countOf = (name: MailFilter) => (name === "all" ? all : counts[name]);
  const path = adminPagePath(mailSection);
  useAnswer(useFetcher<InboxReply>({ key: RETRIER }));
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <AdminPageHeading title={mailSection.title} description={mailSection.description} />
      {setup.configured ? null : <MailNotConfigured />}
      <nav aria-label="Mail by status">
        <ul className="flex flex-wrap gap-2">
          {mailFilters.map((name) => (
            <li key={name}>
              <Button asChild size="sm" variant={filter === name ? "default" : "outline"}>
                <Link
                  to={name === "all" ? path : `${path}?status=${name}`}
                  aria-current={filter === name ? "page" : undefined}
                >
                  {filterLabels[name]} ({countOf(name)})
                </Link>
              </Button>
            </li>
          ))}
        </ul>
      </nav>
      {items.length === 0 ? (
        <EmptyState compact>
          {filter === "all" ? "No mail yet." : `No ${filterLabels[filter].toLowerCase()} mail.`}
        </EmptyState>
      ) : (
        <ul className="grid gap-4" aria-label="Mail">
          {items.map((mail) => (
            <MailCard key={mail.id} mail={mail} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} />
      <ServerToast message={loadToast} />
    </div>
  );
}
