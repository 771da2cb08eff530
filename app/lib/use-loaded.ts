import { useCallback, useEffect, useRef, useState } from "react";

/**
 * A module fetched on first need, for what the first paint does not need: `load()` fetches it (once)
 * and the value is undefined until it has arrived (always on the server).
 */
export function useLoadedOnDemand<T>(fetchModule: () => Promise<T>): [T | undefined, () => void] {
  const [loaded, setLoaded] = useState<{ value: T }>();
  const started = useRef(false);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the module is fetched once, whatever the caller passes later
  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    fetchModule().then(
      (value) => {
        if (live.current) setLoaded({ value });
      },
      (error: unknown) => {
        started.current = false;
        console.error(error);
      },
    );
  }, []);
  return [loaded?.value, load];
}
