import { AuthFrame } from "~/features/admin-accounts/auth-frame";
import { ChoosePasswordCard, LinkCannotBeUsed } from "~/features/admin-accounts/choose-password";
import { choosePasswordAction } from "~/features/admin-accounts/choose-password.server";
import { resetLinkAccount, resetPassword } from "~/features/admin-accounts/passwords.server";
import { adminMessages } from "~/lib/admin-messages";
import { FORGOT_PASSWORD_PATH } from "~/lib/admin-paths";
import { serverActionOr } from "~/lib/client-action";
import { club } from "~/lib/club";
import { tokenPageHeaders } from "~/lib/http.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  { title: `Choose a new password | ${club.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export const headers: Route.HeadersFunction = tokenPageHeaders;

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const account = await resetLinkAccount(token);
  return account
    ? { state: "choose" as const, email: account.email, token: token ?? "" }
    : { state: "invalid" as const, email: null, token: "" };
}

export function action({ request, context }: Route.ActionArgs) {
  return choosePasswordAction(
    request,
    context,
    (input) => resetPassword(request, context, input),
    {
      signedIn: adminMessages.account.passwordReset,
      signInAgain: adminMessages.account.passwordResetSignIn,
    },
    { kind: "account", action: "reset their password with an emailed link", subject: { type: "" } },
  );
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, "auth", {
    result: undefined,
    invalid: false,
    toast: { ...adminMessages.auth.unexpected },
  });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthFrame toast={actionData?.toast}>
      {loaderData.state === "invalid" || actionData?.invalid ? (
        <LinkCannotBeUsed
          description="A password reset link works once, within one hour of being sent. This one has expired, was already used, or was changed on its way."
          next={{ to: FORGOT_PASSWORD_PATH, label: "Ask for a new link" }}
        />
      ) : (
        <ChoosePasswordCard
          id="reset-password"
          title="Choose a new password"
          description={`For ${loaderData.email}. Every browser signed in to this account will be signed out.`}
          token={loaderData.token}
          email={loaderData.email ?? ""}
          submitLabel="Set password"
          lastResult={actionData?.result}
        />
      )}
    </AuthFrame>
  );
}
