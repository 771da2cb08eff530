import { useRouteLoaderData } from "react-router";
import type { ToastMessage } from "./messages";
import type { ThemePreference } from "./theme";

/** What the root loader gives every page. */
export interface RootData {
  theme: ThemePreference;
  /** PUBLIC_URL, for absolute addresses in structured data. */
  publicUrl: string;
  /** A message left for this page by a redirect (a form posted without JavaScript). */
  toast: ToastMessage | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

export function usePublicUrl(): string {
  return useRootData()?.publicUrl ?? "";
}
