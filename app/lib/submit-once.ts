import { type FormEvent, useCallback, useEffect, useRef } from "react";

/**
 * Keeps a form to one submission at a time. The router's busy state reaches the page only on its
 * next render, so a double click's second submit would still see it idle: the form remembers
 * that it sent until the router is idle again after the answer (`answer` changes with each one).
 */
export function useSubmitOnce(busy: boolean, answer: unknown) {
  const sent = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer is the signal to let the form send again
  useEffect(() => {
    if (!busy) sent.current = false;
  }, [busy, answer]);
  return useCallback(
    (event: FormEvent<HTMLFormElement>, submit: () => void) => {
      if (busy || sent.current) {
        event.preventDefault();
        return;
      }
      submit();
      if (!event.defaultPrevented) sent.current = true;
    },
    [busy],
  );
}
