import { redirect } from "react-router";
import { adminsPage, runAdminsIntent } from "~/features/admin-accounts/admins.server";
import { AdminsPage } from "~/features/admin-accounts/admins-page";
import { adminsSection } from "~/features/admin-accounts/record";
import { requireAdmin } from "~/features/admin-accounts/service/session.server";
import { loadOr } from "~/features/public-pages/service/lists.server";
import { adminMessages } from "~/lib/admin-messages";
import { adminPagePath, signInPathFor } from "~/lib/admin-paths";
import { club } from "~/lib/club";
import { db } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { formDataOf } from "~/lib/http.server";
import { answerForm } from "~/lib/toast.server";
import type { Route } from "./+types/admins";

export const meta: Route.MetaFunction = () => [{ title: `${adminsSection.title} | ${club.name} Admin` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const { value, failed } = await loadOr("admins", () => adminsPage(db()), { admins: [], invitations: [] });
  return { ...value, me: user.email, toast: failed ? adminMessages.admin.fetchFailed("admins") : null };
}

/** Invite, resend or withdraw an invitation, revoke an admin. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const form = await formDataOf(request);
  const answer = await runAdminsIntent(db(), form, user, env().PUBLIC_URL);
  // Their own role removed, the admin's sessions ended with it: the sign-in page says why.
  if (answer.reply.outcome === "left") return redirect(signInPathFor(null, "revoked"));
  return answerForm(form.get("redirectTo"), answer, { within: adminPagePath(adminsSection) });
}

export default function Admins({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AdminsPage
      admins={loaderData.admins}
      invitations={loaderData.invitations}
      me={loaderData.me}
      reply={actionData}
      loadToast={loaderData.toast}
    />
  );
}
