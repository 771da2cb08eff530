import { useState } from "react";
import { EmptyState } from "~/components/card-list";
import { PageHeader, pageBody } from "~/components/page-header";
import { Button } from "~/components/ui/button";
import { GalleryBadges } from "~/features/gallery/gallery-badges";
import { GalleryCaption, GalleryMedia } from "~/features/gallery/gallery-media";
import { galleryNewestFirst } from "~/features/gallery/queries.server";
import { galleryCategories, galleryFilterOf, galleryTerms } from "~/features/gallery/vocabulary";
import { keptRead } from "~/features/public-pages/service/kept-reads.server";
import { loadList } from "~/features/public-pages/service/lists.server";
import { localizedAll } from "~/i18n/content";
import { languageOfRequest } from "~/i18n/language";
import { fill, plural } from "~/i18n/words";
import { serverLoaderOr } from "~/lib/client-loader";
import { db } from "~/lib/db/client.server";
import { useLanguage, usePathIn, useWords } from "~/lib/root-data";
import { seo, wordsOf } from "~/lib/seo";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsOf(matches)?.gallery.meta;
  return words ? seo(matches, { title: words.title, description: words.description, path: "/gallery" }) : [];
};

const ALL = "all";

// The filter works in the browser; the query string gives the same view without JavaScript.
function categoryOf(request: Request): string {
  return galleryFilterOf(new URL(request.url).searchParams.get("category")) ?? ALL;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { items } = await loadList("gallery items", () => keptRead("gallery/newest", () => galleryNewestFirst(db())));
  return {
    items: localizedAll(items, languageOfRequest(request.url)).map((item) => ({ ...item, terms: galleryTerms(item) })),
    category: categoryOf(request),
    // The filter buttons, in the spec's order: "All", then each category.
    filters: [ALL, ...galleryCategories.values] as const,
  };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  // Without the list, the page shows its empty state and no filter.
  return serverLoaderOr(serverLoader, "gallery items", {
    items: [] as Awaited<ReturnType<typeof loader>>["items"],
    category: ALL,
    filters: [ALL] as const,
  });
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { items, filters } = loaderData;
  const words = useWords().gallery;
  const language = useLanguage();
  const localPath = usePathIn();
  // The filter's address in the page's language, which a click keeps without a request.
  const filterPath = (filter: string) => localPath(filter === ALL ? "/gallery" : `/gallery?category=${filter}`);
  const [category, setCategory] = useState<string>(loaderData.category);
  const shown = category === ALL ? items : items.filter((item) => item.terms.category.key === category);

  return (
    <>
      <PageHeader title={words.title} description={words.description} />
      <section aria-label={words.listLabel} className={pageBody}>
        {items.length === 0 ? (
          <EmptyState>{words.empty}</EmptyState>
        ) : (
          <>
            <nav aria-label={words.filterLabel} className="mb-4 flex flex-wrap gap-2">
              {filters.map((filter) => (
                <Button
                  key={filter}
                  asChild
                  size="sm"
                  variant={filter === category ? "default" : "outline"}
                  shape="pill"
                >
                  <a
                    href={filterPath(filter)}
                    aria-current={filter === category ? "true" : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      setCategory(filter);
                      window.history.replaceState(window.history.state, "", filterPath(filter));
                    }}
                  >
                    {words.filters[filter]}
                  </a>
                </Button>
              ))}
            </nav>
            <p className="mb-6 text-sm text-muted-foreground" role="status">
              {fill(plural(language, words.showing, items.length), { shown: shown.length })}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((item) => (
                <li key={item.id} className="overflow-hidden rounded-xl border bg-card">
                  <GalleryMedia item={item} />
                  <div className="space-y-2 p-4">
                    <GalleryBadges terms={item.terms} mediaType={item.mediaType} />
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
