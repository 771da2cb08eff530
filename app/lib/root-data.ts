import { useRouteLoaderData } from "react-router";
import { DEFAULT_LOCALE } from "./format";
import type { ToastMessage } from "./messages";
import type { ThemePreference } from "./theme";

/** What the root loader gives every page. */
export interface RootData {
  theme: ThemePreference;
  locale: string;
  /** PUBLIC_URL, for absolute addresses in structured data. */
  publicUrl: string;
  /** A message left for this page by a redirect (a form posted without JavaScript). */
  toast: ToastMessage | null;
}

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}

/** The visitor's locale, read once by the root loader from Accept-Language. */
export function useLocale(): string {
  return useRootData()?.locale ?? DEFAULT_LOCALE;
}

export function usePublicUrl(): string {
  return useRootData()?.publicUrl ?? "";
}
