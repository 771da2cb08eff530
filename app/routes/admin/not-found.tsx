import { data, Link } from "react-router";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/not-found";

/** An unknown admin path: visitors go to sign-in like everywhere in the admin area; admins see 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return data(null, { status: 404 });
}

export default function AdminNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 py-24 text-center">
      <h1 className="text-5xl font-bold">404</h1>
      <p className="text-muted-foreground">Oops! Page not found</p>
      <Link to="/admin-kfupm-aero/dashboard" className="text-primary underline underline-offset-4">
        Return to Dashboard
      </Link>
    </div>
  );
}
