import { useRouteLoaderData } from "react-router";
import { DEFAULT_TIME_ZONE } from "~/lib/time-zone";

/** The admin layout's route, whose loader says the site's time zone to every admin page. */
export const ADMIN_LAYOUT_ROUTE = "routes/admin/layout";

/** The site's time zone, as the admin layout's loader gives it, on the server and in the browser alike. */
export function useSiteTimeZone(): string {
  return useRouteLoaderData<{ timeZone?: string }>(ADMIN_LAYOUT_ROUTE)?.timeZone ?? DEFAULT_TIME_ZONE;
}
