import { Link } from "react-router";
import { findCollection } from "~/collections";
import { collectionServers } from "~/collections.server";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { ContentRecord } from "~/content/collection";
import { messagesSection } from "~/features/admin/inbox";
import { useMailState, useUnhandledMessages } from "~/features/admin/layout-data";
import { requireAdmin } from "~/features/admin-accounts/service/session.server";
import { dashboardOverview } from "~/features/dashboard/queries.server";
import { MailNotConfigured } from "~/features/mail/mail-page";
import { mailSection } from "~/features/mail/record";
import { adminPagePath, quickLinkPath } from "~/lib/admin-paths";
import { club } from "~/lib/club";
import { db } from "~/lib/db/client.server";
import { fileSize } from "~/lib/format";
import { storageTotals } from "~/lib/storage.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: `Dashboard | ${club.name} Admin` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const [overview, stored] = await Promise.all([
    dashboardOverview(db(), Object.values(collectionServers)),
    // Storage that cannot be listed leaves the dashboard without its line, nothing more.
    storageTotals().catch((error: Error) => {
      console.error(`[storage] could not be listed: ${error.message}`);
      return null;
    }),
  ]);
  return { overview, stored };
}

/** One of the dashboard's recent lists: each record's title, a line about it, and its badges. */
function RecentList({
  title,
  empty,
  items,
  summarize,
  titleOf,
}: {
  title: string;
  empty: string;
  items: readonly ContentRecord[];
  summarize: (item: ContentRecord) => { meta: string; badges: React.ReactNode };
  titleOf: (item: ContentRecord) => string;
}) {
  const id = `recent-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul aria-labelledby={id} className="divide-y">
            {items.map((item) => {
              const { meta, badges } = summarize(item);
              return (
                <li key={item.id} className="space-y-1.5 py-3 first:pt-0 last:pb-0">
                  <p className="font-medium">{titleOf(item)}</p>
                  <p className="text-sm text-muted-foreground">{meta}</p>
                  {badges}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const unhandled = useUnhandledMessages();
  const mail = useMailState();
  // The dashboard's cards, in the registry's order, each with what the loader read for it.
  const cards = loaderData.overview.flatMap(({ key, total, recent }) => {
    const collection = findCollection(key);
    return collection?.dashboard ? [{ collection, card: collection.dashboard, total, recent }] : [];
  });
  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">An overview of the club's content.</p>
      </div>

      <ul aria-label="Totals" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {cards.map(({ collection, card, total }) => {
          const Icon = collection.icon;
          return (
            <li key={collection.key}>
              <Card>
                <CardContent padding="lg" className="flex items-center justify-between gap-4">
                  <p className="flex flex-col">
                    <span className="text-sm text-muted-foreground">{card.total}</span>
                    <span className="text-3xl font-bold" data-testid={`total-${card.total}`}>
                      {total}
                    </span>
                  </p>
                  <Icon className="size-8 text-primary" aria-hidden="true" />
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>

      {unhandled ? (
        <p className="rounded-md border border-primary/30 bg-primary/5 px-4 py-3 text-sm">
          {unhandled === 1 ? "1 contact message waits" : `${unhandled} contact messages wait`} to be handled.{" "}
          <Link to={adminPagePath(messagesSection)} className="font-medium text-primary underline underline-offset-4">
            Open Messages
          </Link>
        </p>
      ) : null}

      {mail && !mail.configured ? (
        <div className="space-y-1">
          <MailNotConfigured />
          {mail.queued ? (
            <p className="text-sm">
              {mail.queued === 1 ? "1 email waits" : `${mail.queued} emails wait`} in the outbox.{" "}
              <Link to={adminPagePath(mailSection)} className="font-medium text-primary underline underline-offset-4">
                Open Mail
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
      {mail?.failed ? (
        <p className="rounded-md border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm">
          {mail.failed === 1 ? "1 email" : `${mail.failed} emails`} could not be sent.{" "}
          <Link
            to={`${adminPagePath(mailSection)}?status=failed`}
            className="font-medium text-primary underline underline-offset-4"
          >
            Open Mail
          </Link>
        </p>
      ) : null}

      {loaderData.stored ? (
        <p className="text-sm text-muted-foreground">
          The site stores {loaderData.stored.files === 1 ? "1 file" : `${loaderData.stored.files} files`} (
          {fileSize(loaderData.stored.bytes)}): pictures and videos. An upload never saved with a record is removed
          after a day.
        </p>
      ) : null}

      {/* The quick buttons use the /admin/* paths, which lead to the same pages. */}
      <nav aria-label="Quick actions" className="flex flex-wrap gap-3">
        {cards.map(({ collection, card }) => {
          const Icon = collection.icon;
          return (
            <Button key={collection.key} asChild variant="outline">
              <Link to={quickLinkPath(collection)}>
                <Icon aria-hidden="true" />
                {card.quickLink}
              </Link>
            </Button>
          );
        })}
      </nav>

      <div className="grid gap-6 lg:grid-cols-2">
        {cards.map(({ collection, card, recent }) => (
          <RecentList
            key={collection.key}
            title={card.recentTitle}
            empty={card.recentEmpty}
            items={recent}
            summarize={(item) => card.summarize(item)}
            titleOf={(item) => collection.titleOf(item)}
          />
        ))}
      </div>
    </div>
  );
}
