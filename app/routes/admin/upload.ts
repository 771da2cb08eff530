import { editable } from "~/collections";
import { store } from "~/collections.server";
import { handleUpload } from "~/features/admin/uploads.server";
import { requireAdmin } from "~/features/admin-accounts/service/session.server";
import { db } from "~/lib/db/client.server";
import { postOnly } from "~/lib/http.server";
import type { Route } from "./+types/upload";

/** POST /admin-kfupm-aero/upload: a file for an admin form's upload field, or a crop of one. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  return handleUpload(db(), request, editable, store);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return postOnly();
}
