import { NotFound } from "~/components/not-found";
import { requireAdmin } from "~/features/admin-accounts/service/session.server";
import { notFound } from "~/lib/http.server";
import type { Route } from "./+types/not-found";

/** An unknown admin path: visitors go to sign-in like everywhere in the admin area; admins see 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return notFound(request);
}

export default function AdminNotFound() {
  return <NotFound />;
}
