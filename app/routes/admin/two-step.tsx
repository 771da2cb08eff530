import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import Loader2 from "lucide-react/icons/loader-2";
import ShieldCheck from "lucide-react/icons/shield-check";
import { data, Form, redirect, useNavigation } from "react-router";
import { Field } from "~/components/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { signInWithCode } from "~/features/admin/sign-in.server";
import { AuthCard, AuthFrame } from "~/features/admin-accounts/auth-frame";
import { DASHBOARD_PATH, sessionUser } from "~/features/admin-accounts/service/session.server";
import { twoStepSchema } from "~/features/admin-accounts/two-step-forms";
import { adminMessages } from "~/lib/admin-messages";
import { adminReturnPath, RETURN_PARAM, TWO_STEP_PATH } from "~/lib/admin-paths";
import { serverActionOr } from "~/lib/client-action";
import { formDataOf, settingCookies } from "~/lib/http.server";
import { hasAuthCookie } from "~/lib/sign-in-cookies";
import type { Route } from "./+types/two-step";

export const meta: Route.MetaFunction = () => [
  { title: "Two-step sign-in" },
  { name: "robots", content: "noindex, nofollow" },
];

/** The cookie Better Auth keeps a sign-in waiting for its code in (10 minutes). */

const EXPIRED =
  "This sign-in waited too long for its code, or was finished already. Sign in again with your email and password.";

export async function loader({ request, context }: Route.LoaderArgs) {
  const returnTo = adminReturnPath(new URL(request.url).searchParams.get(RETURN_PARAM));
  if (await sessionUser(request, context)) throw redirect(returnTo ?? DASHBOARD_PATH);
  return { waiting: hasAuthCookie(request.headers.get("Cookie"), "two_factor"), returnTo };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  const submission = parseWithZod(form, { schema: twoStepSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["code"] }), toast: null, expired: false }, { status: 400 });
  }
  const outcome = await signInWithCode(request, context, submission.value.code);
  if (outcome.ok === true) {
    throw redirect(adminReturnPath(form.get(RETURN_PARAM)) ?? DASHBOARD_PATH, {
      headers: settingCookies(outcome.cookies),
    });
  }
  if (outcome.ok === "two-step") throw redirect(TWO_STEP_PATH);
  if (outcome.code === "INVALID_CODE" || outcome.code === "INVALID_BACKUP_CODE") {
    const wrong = "That code is not right. Type the one your app shows now, or an unused backup code.";
    return data(
      {
        result: submission.reply({ fieldErrors: { code: [wrong] }, hideFields: ["code"] }),
        toast: null,
        expired: false,
      },
      { status: 400 },
    );
  }
  const expired = outcome.code === "INVALID_TWO_FACTOR_COOKIE" || outcome.code === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE";
  return data(
    { result: submission.reply({ hideFields: ["code"] }), toast: expired ? null : outcome.toast, expired },
    { status: outcome.status },
  );
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, "auth", {
    result: undefined,
    toast: { ...adminMessages.auth.unexpected },
    expired: false,
  });
}

export default function TwoStep({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === TWO_STEP_PATH;
  const [form, fields] = useForm({
    id: "two-step",
    lastResult: actionData?.result,
    constraint: getZodConstraint(twoStepSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: twoStepSchema }),
  });
  const expired = !loaderData.waiting || actionData?.expired;
  return (
    <AuthFrame toast={actionData?.toast}>
      <AuthCard
        icon={ShieldCheck}
        title="Two-step sign-in"
        description="Type the six-digit code your authenticator app shows for this site. Without your phone, use one of your backup codes: each works once."
      >
        {expired ? (
          <p role="alert" className="rounded-md border bg-muted/60 p-3 text-sm">
            {EXPIRED}
          </p>
        ) : (
          <Form method="post" {...getFormProps(form)} className="grid gap-5">
            {loaderData.returnTo ? <input type="hidden" name={RETURN_PARAM} value={loaderData.returnTo} /> : null}
            <Field meta={fields.code} label="Code">
              {(control) => (
                <Input
                  {...getInputProps(fields.code, { type: "text" })}
                  {...control}
                  autoComplete="one-time-code"
                  autoFocus
                  spellCheck={false}
                  disabled={submitting}
                />
              )}
            </Field>
            <Button type="submit" size="lg" disabled={submitting}>
              {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Verify
            </Button>
          </Form>
        )}
      </AuthCard>
    </AuthFrame>
  );
}
