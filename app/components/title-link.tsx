import { LocalLink } from "~/components/local-link";

/** A card's title as the link to its record's own page; the whole title is the target. */
export function TitleLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <LocalLink to={to} className="underline-offset-4 hover:underline focus-visible:underline">
      {children}
    </LocalLink>
  );
}
