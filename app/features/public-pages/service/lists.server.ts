import { noteFailedRead } from "~/features/public-pages/service/render-reads.server";

/** A list read for a page: its items, or an empty list and `failed` when the read failed. */
export interface LoadedList<T> {
  items: T[];
  failed: boolean;
}

/** Reads what a page shows; a failure is logged and gives `fallback`, so the page shows its empty state. */
export async function loadOr<T>(
  what: string,
  read: () => Promise<T>,
  fallback: T,
): Promise<{ value: T; failed: boolean }> {
  try {
    return { value: await read(), failed: false };
  } catch (error) {
    console.error(`[lists] failed to load ${what}: ${(error as Error).message}`);
    noteFailedRead();
    return { value: fallback, failed: true };
  }
}

export async function loadList<T>(what: string, read: () => Promise<T[]>): Promise<LoadedList<T>> {
  const { value, failed } = await loadOr(what, read, []);
  return { items: value, failed };
}
