import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";

/** Previous / Next between the pages of a long list; other search parameters are kept. */
export function Pager({ page, pages }: { page: number; pages: number }) {
  const [searchParams] = useSearchParams();
  if (pages <= 1) return null;
  const to = (target: number) => {
    const next = new URLSearchParams(searchParams);
    if (target === 1) next.delete("page");
    else next.set("page", String(target));
    const query = next.toString();
    return query ? `?${query}` : "?";
  };
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-4">
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={to(page - 1)} rel="prev">
            <ChevronLeft aria-hidden="true" />
            Previous
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground" aria-current="page">
        Page {page} of {pages}
      </p>
      {page < pages ? (
        <Button asChild variant="outline" size="sm">
          <Link to={to(page + 1)} rel="next">
            Next
            <ChevronRight aria-hidden="true" />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}
