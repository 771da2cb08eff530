import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/not-found";

/** An unknown admin path: visitors go to sign-in like everywhere in the admin area; admins see 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return <NotFound back={{ to: "/admin-kfupm-aero/dashboard", label: "Return to Dashboard" }} />;
}
