import { redirect } from "react-router";
import type { Route } from "./+types/legacy-redirect";

/** /admin/* (the dashboard's quick-button paths) lead to the same page under /admin-kfupm-aero/*. */
export function loader({ params, request }: Route.LoaderArgs) {
  const rest = params["*"] ?? "";
  const { search } = new URL(request.url);
  throw redirect(`/admin-kfupm-aero/${rest}${search}`);
}
