import type * as React from "react";
import { cn } from "~/lib/utils";

/** The message a list shows when it has nothing, in a dashed box. */
export function EmptyState({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-16 text-center text-muted-foreground",
        className,
      )}
    >
      {children}
    </div>
  );
}

const grids = {
  2: "grid gap-6 lg:grid-cols-2",
  3: "grid gap-6 sm:grid-cols-2 lg:grid-cols-3",
} as const;

/** A public page's list of cards, or its empty state. */
export function CardListSection<T extends { id: string }>({
  label,
  items,
  empty,
  columns = 3,
  renderItem,
}: {
  label: string;
  items: readonly T[];
  empty: React.ReactNode;
  columns?: keyof typeof grids;
  renderItem: (item: T) => React.ReactNode;
}) {
  return (
    <section aria-label={label} className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
      {items.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <ul className={grids[columns]}>
          {items.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
