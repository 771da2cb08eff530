import { requireAdmin } from "~/features/admin-accounts/service/session.server";
import { formDataOf, postOnly } from "~/lib/http.server";
import { markdownProblem, markdownTooSlow } from "~/lib/markdown-limits";
import { formatted, MarkdownTooSlowError } from "~/lib/markdown-render.server";
import type { Route } from "./+types/markdown-preview";

/**
 * POST /admin-kfupm-aero/markdown-preview: Markdown as the public pages will show it. A text over
 * what a field takes is not read, and its reason is answered; one that takes too long to read too.
 */
export async function action({ request, context }: Route.ActionArgs) {
  await requireAdmin(request, context);
  const headers = { "Cache-Control": "no-store" };
  const text = (await formDataOf(request)).get("text");
  if (typeof text !== "string") return Response.json({ html: null, problem: null }, { status: 400, headers });
  const problem = markdownProblem("The text", text);
  if (problem) return Response.json({ html: null, problem }, { status: 400, headers });
  try {
    return Response.json({ html: await formatted(text), problem: null }, { headers });
  } catch (error) {
    if (!(error instanceof MarkdownTooSlowError)) throw error;
    return Response.json({ html: null, problem: markdownTooSlow("The text") }, { status: 400, headers });
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return postOnly();
}
