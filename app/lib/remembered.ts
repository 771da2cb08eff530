/**
 * Answers kept by key, for work that costs more than looking it up again: `remember(key, make)`
 * answers what `make` made for `key` the first time. At most `limit` are kept; at the limit all are
 * let go, so that keys that come from visitors cannot fill the memory.
 */
export function remembered<T>(limit: number): (key: string, make: () => T) => T {
  const kept = new Map<string, T>();
  return (key, make) => {
    if (kept.has(key)) return kept.get(key) as T;
    const made = make();
    if (kept.size >= limit) kept.clear();
    kept.set(key, made);
    return made;
  };
}
