import Link2 from "lucide-react/icons/link-2";
import TriangleAlert from "lucide-react/icons/triangle-alert";
import type * as React from "react";
import { Badge } from "~/components/ui/badge";
import { linkWarning } from "~/content/fields";
import type { Vocabulary } from "~/lib/vocabulary";

/** Pieces the admin lists share between content types. */

/** A link field of a record, with whether it is switched on, and a warning when visitors cannot follow it. */
export function LinkState({
  label,
  link,
  enabled,
  unusable,
}: {
  label: string;
  link: string | null;
  enabled: boolean;
  /** What visitors get instead when the link is not a web address. */
  unusable: string;
}) {
  const warning = enabled ? linkWarning(link, unusable) : null;
  return (
    <div className="space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <Link2 className="size-4 text-muted-foreground" aria-hidden="true" />
        <span className="text-muted-foreground">{label}:</span>
        <span className="min-w-0 break-all">{link || "none"}</span>
        <Badge tone={enabled ? "green" : "slate"}>{enabled ? "Enabled" : "Disabled"}</Badge>
      </p>
      {warning ? <FieldWarning>{warning}</FieldWarning> : null}
    </div>
  );
}

/** A warning in the admin area: saved as it is, but worth a look. */
export function FieldWarning({ id, children }: { id?: string; children: React.ReactNode }) {
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm text-amber-800 dark:text-amber-300">
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

/** A record's title, with its badges beside it. */
export function ItemHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <h3 dir="auto" className="font-semibold break-words">
        {title}
      </h3>
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

/** A badge for a vocabulary value: its label (the admin area's, in English), in its colour. */
export function TermBadge({ vocabulary, value }: { vocabulary: Vocabulary<string>; value: string }) {
  return <Badge tone={vocabulary.tone(value)}>{vocabulary.label(value)}</Badge>;
}
