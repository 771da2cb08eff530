import Search from "lucide-react/icons/search";
import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";

/**
 * An admin list's search: a form that loads the page again with `?q=` (and the `keep` parameters
 * it narrows by), and, when `clearTo` is given and a search is shown, a way back to the whole list.
 */
export function SearchForm({
  id,
  label,
  search,
  submitLabel = "Search",
  keep = {},
  clearTo,
  grow = false,
}: {
  id: string;
  label: string;
  search: string;
  submitLabel?: string;
  keep?: Record<string, string | null>;
  clearTo?: string;
  /** The field takes the row's room (a phone's page) rather than a fixed width. */
  grow?: boolean;
}) {
  return (
    <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <div className={cn("grid gap-2", grow ? "min-w-0 flex-1" : "w-72 max-w-full")}>
        <Label htmlFor={id}>{label}</Label>
        <Input id={id} type="search" name="q" defaultValue={search} autoComplete="off" />
      </div>
      <Button type="submit" variant="outline">
        <Search aria-hidden="true" />
        {submitLabel}
      </Button>
      {clearTo && search ? (
        <Button asChild variant="ghost">
          <Link to={clearTo}>Clear search</Link>
        </Button>
      ) : null}
    </Form>
  );
}
