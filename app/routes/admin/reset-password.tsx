import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import KeyRound from "lucide-react/icons/key-round";
import Loader2 from "lucide-react/icons/loader-2";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { signIn } from "~/features/admin/sign-in.server";
import { AuthFrame } from "~/features/admin-accounts/auth-frame";
import { NewPasswordFields } from "~/features/admin-accounts/password-fields";
import { resetPasswordSchema } from "~/features/admin-accounts/password-forms";
import { resetLinkAccount, resetPassword } from "~/features/admin-accounts/passwords.server";
import { DASHBOARD_PATH, FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH, SIGN_IN_PATH } from "~/lib/admin-paths";
import { serverActionOr } from "~/lib/client-action";
import { club } from "~/lib/club";
import { formDataOf } from "~/lib/http.server";
import { messages } from "~/lib/messages";
import { toastCookie } from "~/lib/toast.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = () => [
  { title: `Choose a new password | ${club.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** The link's token is in the address: the page is never kept, and never sent on as a referrer. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" });

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const account = await resetLinkAccount(token);
  return account
    ? { state: "choose" as const, email: account.email, token: token ?? "" }
    : { state: "invalid" as const, email: null, token: "" };
}

const invalidLink = () => data({ result: undefined, invalid: true, toast: null }, { status: 410 });

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  const submission = parseWithZod(form, { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    if (submission.error?.token) return invalidLink();
    return data(
      { result: submission.reply({ hideFields: ["newPassword", "confirmPassword"] }), invalid: false, toast: null },
      { status: 400 },
    );
  }
  const outcome = await resetPassword(request, context, submission.value);
  if (outcome.outcome === "invalid-link") return invalidLink();
  if (outcome.outcome === "field") {
    return data(
      {
        result: submission.reply({
          fieldErrors: { [outcome.field]: [outcome.message] },
          hideFields: ["newPassword", "confirmPassword"],
        }),
        invalid: false,
        toast: null,
      },
      { status: 400 },
    );
  }
  if (outcome.outcome === "refused") {
    return data(
      {
        result: submission.reply({ hideFields: ["newPassword", "confirmPassword"] }),
        invalid: false,
        toast: outcome.toast,
      },
      { status: outcome.status },
    );
  }
  // The new password signs this browser in; every earlier session of the account has ended.
  const signedIn = outcome.email
    ? await signIn(request, context, { email: outcome.email, password: submission.value.newPassword })
    : null;
  const headers = new Headers();
  if (signedIn?.ok) {
    for (const cookie of signedIn.cookies) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", await toastCookie(messages.auth.passwordReset));
    throw redirect(DASHBOARD_PATH, { headers });
  }
  headers.append("Set-Cookie", await toastCookie(messages.auth.passwordResetSignIn));
  throw redirect(SIGN_IN_PATH, { headers });
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, "auth", {
    result: undefined,
    invalid: false,
    toast: { ...messages.auth.unexpected },
  });
}

function InvalidLink() {
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <KeyRound className="size-8 text-destructive" aria-hidden="true" />
        <CardTitle as="h1" size="xl">
          This link cannot be used
        </CardTitle>
        <CardDescription>
          A password reset link works once, within one hour of being sent. This one has expired, was already used, or
          was changed on its way.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        <Button asChild>
          <Link to={FORGOT_PASSWORD_PATH}>Ask for a new link</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={SIGN_IN_PATH}>Back to sign in</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction?.startsWith(RESET_PASSWORD_PATH);
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(resetPasswordSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });
  const invalid = loaderData.state === "invalid" || actionData?.invalid;
  return (
    <AuthFrame toast={actionData?.toast}>
      {invalid ? (
        <InvalidLink />
      ) : (
        <Card className="w-full max-w-md">
          <CardHeader>
            <KeyRound className="size-8 text-primary" aria-hidden="true" />
            <CardTitle as="h1" size="xl">
              Choose a new password
            </CardTitle>
            <CardDescription>
              For {loaderData.email}. Every browser signed in to this account will be signed out.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Form method="post" {...getFormProps(form)} className="grid gap-5">
              <input type="hidden" name="token" value={loaderData.token} />
              <input
                type="email"
                name="username"
                value={loaderData.email ?? ""}
                autoComplete="username"
                readOnly
                hidden
              />
              <NewPasswordFields fields={fields} disabled={submitting} />
              <Button type="submit" size="lg" disabled={submitting}>
                {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                Set password
              </Button>
            </Form>
          </CardContent>
        </Card>
      )}
    </AuthFrame>
  );
}
