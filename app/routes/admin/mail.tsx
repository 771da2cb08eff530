import { runInboxIntent } from "~/features/admin/inbox.server";
import { requireAdmin } from "~/features/admin-accounts/service/session.server";
import { mailIntents, mailPage } from "~/features/mail/mail-list.server";
import { MailPage } from "~/features/mail/mail-page";
import { mailFilterOf, mailSection } from "~/features/mail/record";
import { configuredTransport } from "~/features/mail/service/outbox.server";
import { loadOr } from "~/features/public-pages/service/lists.server";
import { adminMessages } from "~/lib/admin-messages";
import { adminPagePath } from "~/lib/admin-paths";
import { club } from "~/lib/club";
import { db } from "~/lib/db/client.server";
import { formDataOf } from "~/lib/http.server";
import { pageParam } from "~/lib/paging";
import { answerForm } from "~/lib/toast.server";
import type { Route } from "./+types/mail";

export const meta: Route.MetaFunction = () => [{ title: `${mailSection.title} | ${club.name} Admin` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const filter = mailFilterOf(params.get("status"));
  const empty = { items: [], page: 1, pages: 1, total: 0, counts: { queued: 0, sent: 0, failed: 0 } };
  const { value, failed } = await loadOr("mail", () => mailPage(db(), filter, pageParam(params.get("page"))), empty);
  return {
    ...value,
    filter,
    setup: { configured: configuredTransport().mailer !== null },
    toast: failed ? adminMessages.admin.fetchFailed("mail") : null,
  };
}

/** 'Retry' a failed message. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const form = await formDataOf(request);
  return answerForm(form.get("redirectTo"), await runInboxIntent(db(), form, mailIntents, user), {
    within: adminPagePath(mailSection),
  });
}

export default function Mail({ loaderData }: Route.ComponentProps) {
  return <MailPage {...loaderData} loadToast={loaderData.toast} />;
}
