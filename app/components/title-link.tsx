import { Link } from "react-router";

/** A card's title as the link to its record's own page; the whole title is the target. */
export function TitleLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="underline-offset-4 hover:underline focus-visible:underline">
      {children}
    </Link>
  );
}
