import { useRouteLoaderData } from "react-router";
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";

/**
 * The admin layout's route, whose loader gives every admin page the site's time zone, how many
 * contact messages wait to be handled, and how the outbox stands.
 */
export const ADMIN_LAYOUT_ROUTE = "routes/admin/layout";

/** The site's time zone, as the admin layout's loader gives it, on the server and in the browser alike. */
export function useSiteTimeZone(): string {
  return useRouteLoaderData<{ timeZone?: string }>(ADMIN_LAYOUT_ROUTE)?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** How many contact messages wait to be handled, as the admin layout's loader counts them (null: unknown). */
export function useUnhandledMessages(): number | null {
  return useRouteLoaderData<{ unhandledMessages?: number | null }>(ADMIN_LAYOUT_ROUTE)?.unhandledMessages ?? null;
}

/** Whether mail can be sent, and how many emails wait or failed (null: unknown). */
export interface MailState {
  configured: boolean;
  queued: number | null;
  failed: number | null;
}

/** How the outbox stands, as the admin layout's loader reads it. */
export function useMailState(): MailState | null {
  return useRouteLoaderData<{ mail?: MailState }>(ADMIN_LAYOUT_ROUTE)?.mail ?? null;
}
