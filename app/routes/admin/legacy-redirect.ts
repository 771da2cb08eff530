import { redirect } from "react-router";
import { adminSections, collections, globals } from "~/collections";
import { adminPagePath, DASHBOARD_PATH, SIGN_IN_PATH } from "~/lib/admin-paths";
import type { Route } from "./+types/legacy-redirect";

/** The admin pages by the last part of their path: dashboard, events, …, subscribers. */
const adminPages = new Map<string, string>([
  ["dashboard", DASHBOARD_PATH],
  ...[...collections, ...adminSections, ...globals].map((page) => [page.key, adminPagePath(page)] as const),
]);

/**
 * /admin/* (the dashboard's quick-button paths) lead to the same page under /admin-kfupm-aero/*.
 * Only a known page is a target; anything else goes to the sign-in page, so no path can be made
 * into a redirect elsewhere.
 */
export function loader({ params }: Route.LoaderArgs) {
  throw redirect(adminPages.get(params["*"] ?? "") ?? SIGN_IN_PATH);
}
