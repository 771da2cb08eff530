import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import KeyRound from "lucide-react/icons/key-round";
import Loader2 from "lucide-react/icons/loader-2";
import { data, Form, useNavigation } from "react-router";
import { Field } from "~/components/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { AuthCard, AuthFrame } from "~/features/admin-accounts/auth-frame";
import { forgotPasswordSchema } from "~/features/admin-accounts/password-forms";
import { requestPasswordReset } from "~/features/admin-accounts/passwords.server";
import { configuredTransport } from "~/features/mail/service/outbox.server";
import { adminMessages } from "~/lib/admin-messages";
import { FORGOT_PASSWORD_PATH } from "~/lib/admin-paths";
import { serverActionOr } from "~/lib/client-action";
import { club } from "~/lib/club";
import { formDataOf } from "~/lib/http.server";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = () => [
  { title: `Forgot password | ${club.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

/** What the page says once a link was asked for: the same whether or not the address has an account. */
const SENT =
  "If an admin account uses that address, a link to choose a new password is on its way to it. The link works once, within one hour.";
const NO_MAIL =
  "This site has no mail server configured, so the email waits in its outbox. Someone with access to the server can make a link with npm run admin:reset-link -- --email <address>.";

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  const submission = parseWithZod(form, { schema: forgotPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: null, toast: null }, { status: 400 });
  }
  const outcome = await requestPasswordReset(request, context, submission.value.email);
  if (outcome.outcome === "field") {
    return data(
      { result: submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] } }), sent: null, toast: null },
      { status: 400 },
    );
  }
  if (outcome.outcome !== "done") {
    const { status, toast } =
      outcome.outcome === "refused" ? outcome : { status: 500, toast: adminMessages.auth.unexpected };
    return data({ result: submission.reply(), sent: null, toast }, { status });
  }
  const mailConfigured = configuredTransport().mailer !== null;
  return {
    result: submission.reply({ resetForm: true }),
    sent: mailConfigured ? SENT : `${SENT} ${NO_MAIL}`,
    toast: null,
  };
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, "auth", {
    result: undefined,
    sent: null,
    toast: { ...adminMessages.auth.unexpected },
  });
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === FORGOT_PASSWORD_PATH;
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(forgotPasswordSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  });
  return (
    <AuthFrame toast={actionData?.toast}>
      <AuthCard
        icon={KeyRound}
        title="Forgot password?"
        description="Type the email address of your admin account: we will email it a link to choose a new password."
      >
        {actionData?.sent ? (
          <p role="status" className="rounded-md border bg-muted/60 p-3 text-sm">
            {actionData.sent}
          </p>
        ) : null}
        <Form method="post" {...getFormProps(form)} className="grid gap-5">
          <Field meta={fields.email} label="Email">
            {(control) => (
              <Input
                {...getInputProps(fields.email, { type: "email" })}
                {...control}
                autoComplete="username"
                disabled={submitting}
              />
            )}
          </Field>
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Send reset link
          </Button>
        </Form>
      </AuthCard>
    </AuthFrame>
  );
}
