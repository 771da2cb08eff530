import type { ShouldRevalidateFunctionArgs } from "react-router";
import { settingsServer, store } from "~/collections.server";
import { manageCollection } from "~/features/admin/manage.server";
import { SingleRecordPage } from "~/features/admin/single-record-page";
import { requireAdmin } from "~/features/admin-accounts/service/session.server";
import { settingsCollection } from "~/features/settings/collection";
import { settingsRecord } from "~/features/settings/settings.server";
import { adminPagePath } from "~/lib/admin-paths";
import { db } from "~/lib/db/client.server";
import { answerForm } from "~/lib/toast.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) => {
  const layout = matches.find((match) => match?.id === "routes/admin/layout")?.data as
    | { clubName?: string }
    | undefined;
  return [{ title: `Settings | ${layout?.clubName ?? ""} Admin` }];
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { record: await settingsRecord(db()) };
}

/** Saves the settings; a save drops the page cache like a content write and is in the activity log. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const managed = await manageCollection(db(), store, settingsServer, request, user);
  return answerForm(managed.redirectTo, managed, { to: adminPagePath(settingsCollection) });
}

/** A save refused because someone saved meanwhile shows the settings as they are now. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

export default function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SingleRecordPage
      collection={settingsCollection}
      record={loaderData.record}
      actionReply={actionData ?? undefined}
    />
  );
}
