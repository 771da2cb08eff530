import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import type { PublicWords } from "~/i18n/words";
import { useWords } from "~/lib/root-data";

/** Placeholder cards shown while a list page loads after a click. */
export function CardGridSkeleton({
  count,
  list,
  withImage = false,
}: {
  count: number;
  /** The list that loads, for the words a screen reader says meanwhile. */
  list: keyof PublicWords["common"]["loading"];
  withImage?: boolean;
}) {
  const { common } = useWords();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-12 pb-16 sm:px-6" aria-busy="true">
      <p className="sr-only" role="status">
        {common.loading[list]}
      </p>
      <Skeleton className="h-12 w-64" />
      <Skeleton className="mt-4 mb-10 h-6 w-full max-w-xl" />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i} data-testid="skeleton-card">
            <Card className="h-full">
              {withImage ? <Skeleton square className="aspect-[3/2] w-full" /> : null}
              <CardHeader>
                <Skeleton className="h-5 w-28" />
                <Skeleton className="h-6 w-3/4" />
              </CardHeader>
              <CardContent className="space-y-3">
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-5/6" />
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-9 w-full" />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The skeleton of each list page, by path. The events page shows 6 cards, as the spec sets. */
export const pageSkeletons: Record<string, () => React.ReactElement> = {
  "/events": () => <CardGridSkeleton count={6} list="events" />,
  "/projects": () => <CardGridSkeleton count={6} list="projects" withImage />,
  "/news": () => <CardGridSkeleton count={6} list="news" withImage />,
  "/gallery": () => <CardGridSkeleton count={6} list="gallery" withImage />,
};
