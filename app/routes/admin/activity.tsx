import { ActivityPage } from "~/features/activity/activity-page";
import { activitySection } from "~/features/activity/record";
import { activityKinds, activityPage } from "~/features/activity/service/activity.server";
import { requireAdmin } from "~/features/admin-accounts/service/session.server";
import { loadOr } from "~/features/public-pages/service/lists.server";
import { adminMessages } from "~/lib/admin-messages";
import { club } from "~/lib/club";
import { db } from "~/lib/db/client.server";
import { pageParam } from "~/lib/paging";
import type { Route } from "./+types/activity";

export const meta: Route.MetaFunction = () => [{ title: `${activitySection.title} | ${club.name} Admin` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const actor = params.get("admin")?.trim().slice(0, 254) || null;
  const asked = params.get("kind");
  const kind = activityKinds.find((name) => name === asked) ?? null;
  const empty = { items: [], page: 1, pages: 1, total: 0, actors: [] };
  const { value, failed } = await loadOr(
    "activity",
    () => activityPage(db(), { actor, kind }, pageParam(params.get("page"))),
    empty,
  );
  return { ...value, actor, kind, toast: failed ? adminMessages.admin.fetchFailed("activity") : null };
}

export default function Activity({ loaderData }: Route.ComponentProps) {
  return <ActivityPage {...loaderData} loadToast={loaderData.toast} />;
}
