import { AuthFrame } from "~/features/admin-accounts/auth-frame";
import { ChoosePasswordCard, LinkCannotBeUsed } from "~/features/admin-accounts/choose-password";
import { choosePasswordAction } from "~/features/admin-accounts/choose-password.server";
import { acceptWithPassword, invitationOf } from "~/features/admin-accounts/invitations.server";
import { auth } from "~/features/admin-accounts/service/auth.server";
import { adminMessages } from "~/lib/admin-messages";
import { serverActionOr } from "~/lib/client-action";
import { club } from "~/lib/club";
import { db } from "~/lib/db/client.server";
import { tokenPageHeaders } from "~/lib/http.server";
import type { Route } from "./+types/accept-invitation";

export const meta: Route.MetaFunction = () => [
  { title: `Join the admins | ${club.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = tokenPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const invitation = await invitationOf(db(), auth(), token);
  return invitation
    ? { state: "choose" as const, email: invitation.email, token: token ?? "" }
    : { state: "invalid" as const, email: null, token: "" };
}

export function action({ request, context }: Route.ActionArgs) {
  return choosePasswordAction(
    request,
    context,
    (input) => acceptWithPassword(db(), auth(), input),
    { signedIn: adminMessages.account.invitationAccepted, signInAgain: adminMessages.account.invitationAcceptedSignIn },
    { kind: "admins", action: "accepted an invitation and became an admin", subject: { type: "" } },
  );
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, "auth", {
    result: undefined,
    invalid: false,
    toast: { ...adminMessages.auth.unexpected },
  });
}

export default function AcceptInvitation({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthFrame toast={actionData?.toast}>
      {loaderData.state === "invalid" || actionData?.invalid ? (
        <LinkCannotBeUsed description="An invitation link works once, within 7 days of being sent, until it is withdrawn. This one has expired, was already used or withdrawn, or was changed on its way. Ask the admin who invited you to send a new one." />
      ) : (
        <ChoosePasswordCard
          id="accept-invitation"
          title={`Join the ${club.name} admins`}
          description={`Choose the password of ${loaderData.email}: you will sign in with this address and this password.`}
          token={loaderData.token}
          email={loaderData.email ?? ""}
          submitLabel="Choose password and sign in"
          lastResult={actionData?.result}
        />
      )}
    </AuthFrame>
  );
}
