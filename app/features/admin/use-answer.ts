import { useEffect, useRef } from "react";
import type { FetcherWithComponents } from "react-router";
import { showToast } from "~/components/toasts";
import type { ToastMessage } from "~/lib/messages";

/**
 * Once per answer of an admin action (a fetcher's reply): shows its message, then lets the page
 * follow up (empty the form, leave edit mode).
 */
export function useAnswer<R extends { toast: ToastMessage | null }>(
  fetcher: Pick<FetcherWithComponents<R>, "state" | "data">,
  then?: (reply: R) => void,
) {
  const answered = useRef<R | null>(null);
  const follow = useRef(then);
  follow.current = then;
  useEffect(() => {
    const reply = fetcher.data;
    if (fetcher.state !== "idle" || !reply || answered.current === reply) return;
    answered.current = reply;
    if (reply.toast) showToast(reply.toast);
    follow.current?.(reply);
  }, [fetcher.state, fetcher.data]);
}
