import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { DEFAULT_LOCALE } from "./format";

/** The visitor's locale, read once by the root loader from Accept-Language. */
export function useLocale(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.locale ?? DEFAULT_LOCALE;
}

/** PUBLIC_URL, for absolute addresses in structured data. */
export function usePublicUrl(): string {
  return useRouteLoaderData<typeof rootLoader>("root")?.publicUrl ?? "";
}
