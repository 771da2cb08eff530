import { useLocation } from "react-router";

/** This page's path with its query: where a form posted without JavaScript comes back to. */
export function useCurrentPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}`;
}
