import { useState } from "react";
import { EmptyState } from "~/components/card-list";
import { PageHeader, pageBody } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { GalleryBadges } from "~/features/gallery/gallery-badges";
import { GalleryCaption, GalleryMedia } from "~/features/gallery/gallery-media";
import { galleryNewestFirst } from "~/features/gallery/queries.server";
import type { GalleryItemRecord } from "~/features/gallery/record";
import { galleryCategories, galleryFilterOf } from "~/features/gallery/vocabulary";
import { keptRead } from "~/features/public-pages/service/kept-reads.server";
import { loadList } from "~/features/public-pages/service/lists.server";
import { serverLoaderOr } from "~/lib/client-loader";
import { db } from "~/lib/db/client.server";
import { emptyStates } from "~/lib/messages";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Gallery",
    description: "Photos and videos of KFUPM Aerospace Club launches, competitions, workshops, labs and people.",
    path: "/gallery",
  });

const ALL = "all";

// The filter works in the browser; the query string gives the same view without JavaScript.
function categoryOf(request: Request): string {
  return galleryFilterOf(new URL(request.url).searchParams.get("category")) ?? ALL;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { items } = await loadList("gallery items", () => keptRead("gallery/newest", () => galleryNewestFirst(db())));
  return { items, category: categoryOf(request) };
}

export function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  return serverLoaderOr(serverLoader, "gallery items", {
    items: [] as GalleryItemRecord[],
    category: categoryOf(request),
  });
}

// The filter buttons read as the spec writes them: "All", then each category's value.
const filters = [{ value: ALL, label: "All" }, ...galleryCategories.values.map((value) => ({ value, label: value }))];

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  const [category, setCategory] = useState<string>(loaderData.category);
  const shown =
    category === ALL ? items : items.filter((item) => galleryCategories.find(item.category)?.value === category);

  return (
    <>
      <PageHeader title="Gallery" description="Launch days, competitions, workshops and the people behind them." />
      <section aria-label="Gallery" className={pageBody}>
        {items.length === 0 ? (
          <EmptyState>{emptyStates.gallery}</EmptyState>
        ) : (
          <>
            <nav aria-label="Filter by category" className="mb-4 flex flex-wrap gap-2">
              {filters.map((filter) => (
                <Button
                  key={filter.value}
                  asChild
                  size="sm"
                  variant={filter.value === category ? "default" : "outline"}
                  shape="pill"
                >
                  <a
                    href={filter.value === ALL ? "/gallery" : `/gallery?category=${filter.value}`}
                    aria-current={filter.value === category ? "true" : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      setCategory(filter.value);
                      const url = filter.value === ALL ? "/gallery" : `/gallery?category=${filter.value}`;
                      window.history.replaceState(window.history.state, "", url);
                    }}
                  >
                    {filter.label}
                  </a>
                </Button>
              ))}
            </nav>
            <p className="mb-6 text-sm text-muted-foreground" role="status">
              Showing {shown.length} of {items.length} items
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((item) => (
                <li key={item.id} className="overflow-hidden rounded-xl border bg-card">
                  <GalleryMedia item={item} />
                  <div className="space-y-2 p-4">
                    <GalleryBadges item={item} />
                    <GalleryCaption item={item} heading="h2" />
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
