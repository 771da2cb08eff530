import { callAuth } from "~/features/admin-accounts/service/auth-request.server";
import type { Route } from "./+types/auth";

/** Better Auth's endpoints under /api/auth/*. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return callAuth(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return callAuth(request, context);
}
