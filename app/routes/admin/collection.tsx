import type { ShouldRevalidateFunctionArgs } from "react-router";
import { findCollection } from "~/collections";
import { serverOf, store } from "~/collections.server";
import { NotFound } from "~/components/not-found";
import { referenceChoices } from "~/content/choices.server";
import { listedRecords } from "~/content/listed.server";
import { listRecords } from "~/content/store.server";
import { manageCollection } from "~/features/admin/manage.server";
import { ManagementPage } from "~/features/admin/management-page";
import { SAVED_PARAM } from "~/features/admin/replies";
import { requireAdmin } from "~/features/admin-accounts/service/session.server";
import { loadList, loadOr } from "~/features/public-pages/service/lists.server";
import { adminMessages } from "~/lib/admin-messages";
import { adminPagePath } from "~/lib/admin-paths";
import { club } from "~/lib/club";
import { db } from "~/lib/db/client.server";
import { notFound } from "~/lib/http.server";
import { answerForm } from "~/lib/toast.server";
import type { Route } from "./+types/collection";

export const meta: Route.MetaFunction = ({ params }) => {
  const title = findCollection(params.collection)?.labels.title ?? "Not found";
  return [{ title: `${title} | ${club.name} Admin` }];
};

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const server = serverOf(params.collection);
  if (!server) return notFound(request);
  const { collection } = server;
  const { plural } = collection.labels;
  const { items, failed } = await loadList(plural, () => listRecords(db(), server));
  return {
    key: collection.key,
    items: await listedRecords(collection, items),
    choices: (await loadOr("choices", () => referenceChoices(db(), collection, serverOf), {})).value,
    failed,
    toast: failed ? adminMessages.admin.fetchFailed(plural) : null,
  };
}

/** Create, update or delete a record (by `intent`), or run one of the page's header actions. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const server = serverOf(params.collection);
  if (!server) return notFound(request);
  const { collection } = server;
  const managed = await manageCollection(db(), store, server, request, user);
  // A form posted without JavaScript goes back to the page, which shows the message and the record saved.
  const page = adminPagePath(collection);
  const savedId = managed.reply.savedId;
  return answerForm(managed.redirectTo, managed, { to: savedId ? `${page}?${SAVED_PARAM}=${savedId}` : page });
}

/** A refused save (changed or deleted meanwhile) reloads the list, so it shows the records as they are. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 404 || actionStatus === 409 ? true : defaultShouldRevalidate;
}

export default function CollectionPage({ loaderData, actionData }: Route.ComponentProps) {
  const collection = findCollection(loaderData?.key);
  if (!loaderData || !collection) return <NotFound />;
  return (
    <ManagementPage
      collection={collection}
      records={loaderData.items}
      choices={loaderData.choices}
      loadToast={loaderData.toast}
      actionReply={actionData ?? undefined}
    />
  );
}
