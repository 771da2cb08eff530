import { useEffect, useRef, useState } from "react";

type Media = HTMLImageElement | HTMLVideoElement;

function hasFailed(element: Media): boolean {
  if (element instanceof HTMLImageElement) return element.complete && element.naturalWidth === 0;
  // Only a recorded error: a video just put on the page (a filter shown again) reads "no source"
  // until the browser has started to load it.
  return element.error !== null;
}

/**
 * Whether a picture or video failed to load, also when it failed before the page became
 * interactive (its error event then fired before React listened). Spread `ref` and `onError` on
 * the element; `onFail` runs once per failure, for logging.
 */
export function useLoadFailure<E extends Media>(onFail?: () => void) {
  const ref = useRef<E>(null);
  const [failed, setFailed] = useState(false);
  const onFailRef = useRef(onFail);
  onFailRef.current = onFail;
  const onError = () => {
    onFailRef.current?.();
    setFailed(true);
  };
  // Checked once, on mount; later failures arrive as error events.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount
  useEffect(() => {
    if (ref.current && hasFailed(ref.current)) onError();
  }, []);
  return { ref, failed, onError };
}
