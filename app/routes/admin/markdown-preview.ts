import { formDataOf, postOnly } from "~/lib/http.server";
import { formatted } from "~/lib/markdown.server";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/markdown-preview";

/** The longest text previewed: more than any field stores. */
const MAX_PREVIEW = 200_000;

/** POST /admin-kfupm-aero/markdown-preview: Markdown as the public pages will show it. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const text = (await formDataOf(request)).get("text");
  if (typeof text !== "string" || text.length > MAX_PREVIEW) {
    return Response.json({ html: null }, { status: 400 });
  }
  return Response.json({ html: await formatted(text) }, { headers: { "Cache-Control": "no-store" } });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return postOnly();
}
