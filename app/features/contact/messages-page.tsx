import Check from "lucide-react/icons/check";
import Mail from "lucide-react/icons/mail";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import Trash2 from "lucide-react/icons/trash-2";
import { useFetcher } from "react-router";
import { EmptyState } from "~/components/card-list";
import { ServerToast } from "~/components/toasts";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { ConfirmButton } from "~/features/admin/confirm-button";
import { type InboxReply, messagesSection } from "~/features/admin/inbox";
import { TermBadge } from "~/features/admin/item-parts";
import { useSiteTimeZone } from "~/features/admin/layout-data";
import { AdminPageHeading } from "~/features/admin/page-heading";
import { Pager } from "~/features/admin/pager";
import { useAnswer } from "~/features/admin/use-answer";
import { useCurrentPath } from "~/lib/current-path";
import { useHydrated } from "~/lib/hydrated";
import type { ToastMessage } from "~/lib/messages";
import { zonedDateTime } from "~/lib/time-zone";
import { type ContactMessageRecord, emailStatuses } from "./record";

const DELETER = "messages-delete";

/** 'Mark as handled' or, once handled, 'Mark as not handled'. */
function HandledButton({ message }: { message: ContactMessageRecord }) {
  const fetcher = useFetcher<InboxReply>();
  const hydrated = useHydrated();
  const path = useCurrentPath();
  useAnswer(fetcher);
  const handled = message.handledAt !== null;
  return (
    <fetcher.Form method="post" action={path}>
      <input type="hidden" name="intent" value={handled ? "reopen" : "handle"} />
      <input type="hidden" name="id" value={message.id} />
      {hydrated ? null : <input type="hidden" name="redirectTo" value={path} />}
      <Button type="submit" variant={handled ? "outline" : "default"} size="sm" disabled={fetcher.state !== "idle"}>
        {handled ? <RotateCcw aria-hidden="true" /> : <Check aria-hidden="true" />}
        {handled ? "Mark as not handled" : "Mark as handled"}
      </Button>
    </fetcher.Form>
  );
}

function MessageCard({ message }: { message: ContactMessageRecord }) {
  const timeZone = useSiteTimeZone();
  const path = useCurrentPath();
  const headingId = `message-${message.id}`;
  return (
    <li>
      <Card>
        <CardContent className="space-y-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <h2 id={headingId} dir="auto" className="font-semibold break-words">
              {message.subject}
            </h2>
            <div className="flex flex-wrap gap-1.5">
              {message.handledAt ? <Badge tone="green">Handled</Badge> : <Badge tone="blue">New</Badge>}
              <TermBadge vocabulary={emailStatuses} value={message.forward?.status ?? "none"} />
            </div>
          </div>
          <p className="text-sm text-muted-foreground">
            From <bdi>{message.name}</bdi> &lt;
            <a className="underline underline-offset-2" href={`mailto:${message.email}`}>
              {message.email}
            </a>
            &gt; · {zonedDateTime(message.createdAt, timeZone)}
          </p>
          {message.forward?.status !== "sent" && message.forward?.lastError ? (
            <p className={message.forward.status === "failed" ? "text-sm text-destructive" : "text-sm"}>
              Email error: {message.forward.lastError}
            </p>
          ) : null}
          {message.handledAt ? (
            <p className="text-sm text-muted-foreground">Handled {zonedDateTime(message.handledAt, timeZone)}</p>
          ) : null}
          <p dir="auto" className="whitespace-pre-wrap break-words text-sm">
            {message.message}
          </p>
          <div className="flex flex-wrap gap-2">
            <HandledButton message={message} />
            <Button asChild variant="outline" size="sm">
              <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}>
                <Mail aria-hidden="true" />
                Reply by email
              </a>
            </Button>
            <ConfirmButton
              action={path}
              fields={{ intent: "delete", id: message.id }}
              fetcherKey={DELETER}
              question="Are you sure you want to delete this message?"
              description={`“${message.subject}” from ${message.name} will be deleted for good.`}
              label="Delete"
              accessibleName={`Delete message ${message.subject}`}
              icon={Trash2}
            />
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** The contact messages, newest first, a page at a time. */
export function MessagesPage({
  items,
  page,
  pages,
  total,
  open,
  loadToast,
}: {
  items: readonly ContactMessageRecord[];
  page: number;
  pages: number;
  total: number;
  open: number;
  loadToast: ToastMessage | null;
}) {
  useAnswer(useFetcher<InboxReply>({ key: DELETER }));
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <AdminPageHeading title={messagesSection.title} description={messagesSection.description} />
      <p className="text-sm" role="status">
        {total === 1 ? "1 message" : `${total} messages`}, {open} not handled
      </p>
      {items.length === 0 ? (
        <EmptyState compact>No messages yet.</EmptyState>
      ) : (
        <ul className="grid gap-4" aria-label="Messages">
          {items.map((message) => (
            <MessageCard key={message.id} message={message} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} />
      <ServerToast message={loadToast} />
    </div>
  );
}
