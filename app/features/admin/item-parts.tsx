import Link2 from "lucide-react/icons/link-2";
import type * as React from "react";
import { Badge } from "~/components/ui/badge";

/** Pieces the admin lists share between content types. */

/** A link field of a record, with whether it is switched on. */
export function LinkState({ label, link, enabled }: { label: string; link: string | null; enabled: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <Link2 className="size-4 text-muted-foreground" aria-hidden="true" />
      <span className="text-muted-foreground">{label}:</span>
      <span className="break-all">{link || "none"}</span>
      <Badge tone={enabled ? "green" : "slate"}>{enabled ? "Enabled" : "Disabled"}</Badge>
    </p>
  );
}

/** A record's title, with its badges beside it. */
export function ItemHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h3 className="font-semibold break-words">{title}</h3>
      {children}
    </div>
  );
}

/** A line of facts about a record, each with its icon. */
export function Facts({ children }: { children: React.ReactNode }) {
  return <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">{children}</p>;
}

export function Fact({
  icon: Icon,
  children,
}: {
  icon: React.ComponentType<{ className?: string }>;
  children: React.ReactNode;
}) {
  return (
    <span className="flex items-center gap-1.5">
      <Icon className="size-4" aria-hidden="true" />
      {children}
    </span>
  );
}
