import { subscribersSection } from "~/features/admin/inbox";
import { runInboxIntent } from "~/features/admin/inbox.server";
import { requireAdmin } from "~/features/admin-accounts/service/session.server";
import { subscriberIntents, subscribersPage } from "~/features/newsletter/subscribers.server";
import { SubscribersPage } from "~/features/newsletter/subscribers-page";
import { loadOr } from "~/features/public-pages/service/lists.server";
import { adminMessages } from "~/lib/admin-messages";
import { adminPagePath } from "~/lib/admin-paths";
import { club } from "~/lib/club";
import { db } from "~/lib/db/client.server";
import { formDataOf } from "~/lib/http.server";
import { pageParam, searchParam } from "~/lib/paging";
import { answerForm } from "~/lib/toast.server";
import type { Route } from "./+types/subscribers";

export const meta: Route.MetaFunction = () => [{ title: `${subscribersSection.title} | ${club.name} Admin` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const search = searchParam(params);
  const page = pageParam(params.get("page"));
  const empty = { items: [], page: 1, pages: 1, total: 0, all: 0, confirmed: 0 };
  const { value, failed } = await loadOr("subscribers", () => subscribersPage(db(), { search, page }), empty);
  return { ...value, search, toast: failed ? adminMessages.admin.fetchFailed("subscribers") : null };
}

/** Remove a subscriber. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const form = await formDataOf(request);
  return answerForm(form.get("redirectTo"), await runInboxIntent(db(), form, subscriberIntents, user), {
    within: adminPagePath(subscribersSection),
  });
}

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  return <SubscribersPage {...loaderData} loadToast={loaderData.toast} />;
}
