import Download from "lucide-react/icons/download";
import UserMinus from "lucide-react/icons/user-minus";
import { useFetcher } from "react-router";
import { EmptyState } from "~/components/card-list";
import { ServerToast } from "~/components/toasts";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { ConfirmButton } from "~/features/admin/confirm-button";
import { type InboxReply, subscribersSection } from "~/features/admin/inbox";
import { AdminPageHeading } from "~/features/admin/page-heading";
import { Pager } from "~/features/admin/pager";
import { SearchForm } from "~/features/admin/search-form";
import { AdminTableHead } from "~/features/admin/table-head";
import { useAnswer } from "~/features/admin/use-answer";
import { adminDate } from "~/lib/admin-format";
import { adminPagePath } from "~/lib/admin-paths";
import { useCurrentPath } from "~/lib/current-path";
import type { ToastMessage } from "~/lib/messages";
import { type SubscriberRecord, subscriberLanguages, subscriberState } from "./subscriber";

const REMOVER = "subscribers-remove";

/** Where the list is downloaded as CSV. */
export const SUBSCRIBERS_CSV_PATH = `${adminPagePath(subscribersSection)}.csv`;

function SubscriberSearch({ search }: { search: string }) {
  return (
    <SearchForm
      id="subscriber-search"
      label="Search subscribers"
      search={search}
      clearTo={adminPagePath(subscribersSection)}
    />
  );
}

/** The newsletter's subscribers: how many, search, remove, and the list as CSV. */
export function SubscribersPage({
  items,
  page,
  pages,
  total,
  all,
  confirmed,
  search,
  loadToast,
}: {
  items: readonly SubscriberRecord[];
  page: number;
  pages: number;
  total: number;
  all: number;
  confirmed: number;
  search: string;
  loadToast: ToastMessage | null;
}) {
  const path = useCurrentPath();
  useAnswer(useFetcher<InboxReply>({ key: REMOVER }));
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <AdminPageHeading title={subscribersSection.title} description={subscribersSection.description}>
        <Button asChild variant="outline">
          <a href={SUBSCRIBERS_CSV_PATH} download>
            <Download aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </AdminPageHeading>
      <p className="text-sm" role="status">
        <strong className="text-2xl font-bold">{all}</strong> {all === 1 ? "subscriber" : "subscribers"}
        {all > 0 ? ` · ${confirmed} confirmed, who receive the newsletter` : null}
        {search ? ` · ${total} matching “${search}”` : null}
      </p>
      <SubscriberSearch search={search} />
      {items.length === 0 ? (
        <EmptyState compact>{search ? `No subscribers match “${search}”.` : "No subscribers yet."}</EmptyState>
      ) : (
        <Card>
          <CardContent padding="sm">
            <table className="w-full text-sm">
              <caption className="sr-only">Subscribers</caption>
              <AdminTableHead columns={["Email", "Subscribed", "Status", "Language"]} cell="py-2" />
              <tbody>
                {items.map((subscriber) => (
                  <tr key={subscriber.id} className="border-b last:border-0">
                    <td className="break-all py-2 pe-4">{subscriber.email}</td>
                    <td className="whitespace-nowrap py-2 pe-4">{adminDate(subscriber.createdAt)}</td>
                    <td className="py-2 pe-4">
                      <Badge tone={subscriberState(subscriber).tone}>{subscriberState(subscriber).label}</Badge>
                    </td>
                    <td className="whitespace-nowrap py-2 pe-4">{subscriberLanguages[subscriber.language]}</td>
                    <td className="py-2 text-end">
                      <ConfirmButton
                        action={path}
                        fields={{ intent: "remove", id: subscriber.id }}
                        fetcherKey={REMOVER}
                        question="Are you sure you want to remove this subscriber?"
                        description={`${subscriber.email} will no longer receive the newsletter.`}
                        label="Remove"
                        accessibleName={`Remove ${subscriber.email}`}
                        icon={UserMinus}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </CardContent>
        </Card>
      )}
      <Pager page={page} pages={pages} />
      <ServerToast message={loadToast} />
    </div>
  );
}
