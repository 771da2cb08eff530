import type * as React from "react";
import { pageBody } from "~/components/page-header";
import { cn } from "~/lib/utils";

/** The message a list shows when it has nothing, in a dashed box (a lower one in the admin area). */
export function EmptyState({ children, compact = false }: { children: React.ReactNode; compact?: boolean }) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 text-center text-muted-foreground",
        compact ? "py-12" : "py-16",
      )}
    >
      {children}
    </div>
  );
}

interface CardListProps<T> {
  items: readonly T[];
  empty: React.ReactNode;
  columns?: 2 | 3;
  renderItem: (item: T) => React.ReactNode;
}

/**
 * The grid of a list of up to three columns, chosen by how many cards there are so that no card is
 * left alone on its last row: a multiple of three fills rows of three from 768 px (one column
 * below); otherwise rows of two from 640 px, where an odd last card takes the whole row, and of
 * three from 1024 px, where a last row of one becomes two rows of two (a six-track grid).
 */
function threeColumnGrid(count: number) {
  if (count % 3 === 0) return { list: "grid gap-6 md:grid-cols-3", item: () => undefined };
  return {
    list: "grid gap-6 sm:grid-cols-2 lg:grid-cols-6",
    item: (index: number) =>
      cn(
        count % 3 === 1 && count > 1 && index >= count - 4 ? "lg:col-span-3" : "lg:col-span-2",
        count % 2 === 1 && index === count - 1 && "sm:max-lg:col-span-2",
      ),
  };
}

/** A grid of cards, or the list's empty state. */
export function CardList<T extends { id: string }>({ items, empty, columns = 3, renderItem }: CardListProps<T>) {
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  const grid =
    columns === 3 ? threeColumnGrid(items.length) : { list: "grid gap-6 lg:grid-cols-2", item: () => undefined };
  return (
    <ul className={grid.list}>
      {items.map((item, index) => (
        <li key={item.id} className={grid.item(index)}>
          {renderItem(item)}
        </li>
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
