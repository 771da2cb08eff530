import type * as React from "react";
import { type ShownTerm, wordOf } from "~/lib/shown-term";
import { cn } from "~/lib/utils";
import type { Tone } from "~/lib/vocabulary";

const tones: Record<Tone, string> = {
  green: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100",
  blue: "bg-blue-100 text-blue-900 dark:bg-blue-900/50 dark:text-blue-100",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100",
  red: "bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100",
  violet: "bg-violet-100 text-violet-900 dark:bg-violet-900/50 dark:text-violet-100",
  slate: "bg-slate-200 text-slate-900 dark:bg-slate-700/70 dark:text-slate-100",
  teal: "bg-teal-100 text-teal-900 dark:bg-teal-900/50 dark:text-teal-100",
  pink: "bg-pink-100 text-pink-900 dark:bg-pink-900/50 dark:text-pink-100",
  orange: "bg-orange-100 text-orange-900 dark:bg-orange-900/50 dark:text-orange-100",
};

export interface BadgeProps extends React.ComponentProps<"span"> {
  tone?: Tone;
  variant?: "soft" | "outline";
}

export function Badge({ className, tone = "slate", variant = "soft", ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      className={cn(
        "inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-md px-2 py-0.5 text-xs font-medium",
        variant === "soft" ? tones[tone] : "border text-foreground",
        className,
      )}
      {...props}
    />
  );
}

/** A badge for a value as the page's data gives it (`ShownTerm`): the page's word for its term, in its colour. */
export function ShownBadge<V extends string>({ term, words }: { term: ShownTerm<V>; words: Record<V, string> }) {
  return <Badge tone={term.tone}>{wordOf(term, words)}</Badge>;
}
