import { EmptyState } from "~/components/card-list";
import { NotFound } from "~/components/not-found";
import { ServerToast } from "~/components/toasts";
import { Card, CardContent } from "~/components/ui/card";
import { ArticleItem, EventItem, GalleryItem, ProjectItem, TeamMemberItem } from "~/features/admin/collection-items";
import { collections, isCollectionKey } from "~/features/admin/collections";
import { type LoadedCollection, loadCollection } from "~/features/admin/collections.server";
import { club } from "~/lib/club";
import { db } from "~/lib/db/client.server";
import { notFound } from "~/lib/http.server";
import { messages } from "~/lib/messages";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/collection";

export const meta: Route.MetaFunction = ({ params }) => {
  const title = isCollectionKey(params.collection) ? collections[params.collection].title : "Not found";
  return [{ title: `${title} | ${club.name} Admin` }];
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  if (!isCollectionKey(params.collection)) return notFound(request);
  const loaded = await loadCollection(db(), params.collection);
  const toast = loaded.failed ? messages.admin.fetchFailed(collections[loaded.key].records) : null;
  return { ...loaded, toast };
}

function Records({ loaded }: { loaded: LoadedCollection }) {
  const empty = collections[loaded.key].empty;
  if (loaded.items.length === 0) {
    return <EmptyState className="py-12">{empty}</EmptyState>;
  }
  const list = (children: React.ReactNode[]) => <ul className="grid gap-4">{children}</ul>;
  const card = (id: string, body: React.ReactNode) => (
    <li key={id}>
      <Card>
        <CardContent className="py-4">{body}</CardContent>
      </Card>
    </li>
  );
  switch (loaded.key) {
    case "events":
      return list(loaded.items.map((item) => card(item.id, <EventItem item={item} />)));
    case "projects":
      return list(loaded.items.map((item) => card(item.id, <ProjectItem item={item} />)));
    case "news":
      return list(loaded.items.map((item) => card(item.id, <ArticleItem item={item} />)));
    case "gallery":
      return list(loaded.items.map((item) => card(item.id, <GalleryItem item={item} />)));
    case "team":
      return (
        <div className="space-y-8">
          {[
            { title: "Executive Team", members: loaded.items.filter((m) => m.isExecutive) },
            { title: "Department Heads", members: loaded.items.filter((m) => !m.isExecutive) },
          ].map((group) => (
            <section key={group.title} aria-label={group.title} className="space-y-3">
              <h2 className="text-lg font-semibold">{group.title}</h2>
              {group.members.length === 0 ? (
                <p className="text-sm text-muted-foreground">None yet.</p>
              ) : (
                list(group.members.map((item) => card(item.id, <TeamMemberItem item={item} />)))
              )}
            </section>
          ))}
        </div>
      );
  }
}

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFound />;
  const { title, description } = collections[loaderData.key];
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="mt-1 text-muted-foreground">{description}</p>
      </div>
      <Records loaded={loaderData} />
      <ServerToast message={loaderData.toast} />
    </div>
  );
}
