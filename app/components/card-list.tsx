import type * as React from "react";
import { pageBody } from "~/components/page-header";
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

interface CardListProps<T> {
  items: readonly T[];
  empty: React.ReactNode;
  columns?: keyof typeof grids;
  renderItem: (item: T) => React.ReactNode;
}

/** A grid of cards, or the list's empty state. */
export function CardList<T extends { id: string }>({ items, empty, columns = 3, renderItem }: CardListProps<T>) {
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <ul className={grids[columns]}>
      {items.map((item) => (
        <li key={item.id}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}

/** A public page's list of cards, or its empty state. */
export function CardListSection<T extends { id: string }>({ label, ...list }: CardListProps<T> & { label: string }) {
  return (
    <section aria-label={label} className={pageBody}>
      <CardList {...list} />
    </section>
  );
}
