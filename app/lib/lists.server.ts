/** A list read for a page: its items, or an empty list and `failed` when the read failed. */
export interface LoadedList<T> {
  items: T[];
  failed: boolean;
}

/** Reads a list; a failure is logged and gives an empty list, so the page shows its empty state. */
export async function loadList<T>(what: string, read: () => Promise<T[]>): Promise<LoadedList<T>> {
  try {
    return { items: await read(), failed: false };
  } catch (error) {
    console.error(`[lists] failed to load ${what}: ${(error as Error).message}`);
    return { items: [], failed: true };
  }
}
