import { messagesSection } from "~/features/admin/inbox";
import { runInboxIntent } from "~/features/admin/inbox.server";
import { requireAdmin } from "~/features/admin-accounts/service/session.server";
import { inboxPage, messageIntents } from "~/features/contact/inbox.server";
import { MessagesPage } from "~/features/contact/messages-page";
import { loadOr } from "~/features/public-pages/service/lists.server";
import { adminMessages } from "~/lib/admin-messages";
import { adminPagePath } from "~/lib/admin-paths";
import { club } from "~/lib/club";
import { db } from "~/lib/db/client.server";
import { formDataOf } from "~/lib/http.server";
import { pageParam } from "~/lib/paging";
import { answerForm } from "~/lib/toast.server";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [{ title: `${messagesSection.title} | ${club.name} Admin` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const requested = pageParam(new URL(request.url).searchParams.get("page"));
  const empty = { items: [], page: 1, pages: 1, total: 0, open: 0 };
  const { value, failed } = await loadOr("messages", () => inboxPage(db(), requested), empty);
  return { ...value, toast: failed ? adminMessages.admin.fetchFailed("messages") : null };
}

/** Mark a message as handled (or not), or delete it. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const form = await formDataOf(request);
  return answerForm(form.get("redirectTo"), await runInboxIntent(db(), form, messageIntents, user), {
    within: adminPagePath(messagesSection),
  });
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  return <MessagesPage {...loaderData} loadToast={loaderData.toast} />;
}
