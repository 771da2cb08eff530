import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import Loader2 from "lucide-react/icons/loader-2";
import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { Field } from "~/components/field";
import { ServerToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { noteActivity } from "~/features/activity/service/activity.server";
import { AdminPageHeading } from "~/features/admin/page-heading";
import { NewPasswordFields } from "~/features/admin-accounts/password-fields";
import { changePasswordSchema } from "~/features/admin-accounts/password-forms";
import { changePassword } from "~/features/admin-accounts/passwords.server";
import { requireAdmin, type SessionUser } from "~/features/admin-accounts/service/session.server";
import { twoStepStep } from "~/features/admin-accounts/two-step.server";
import { TwoStepCard } from "~/features/admin-accounts/two-step-card";
import { twoStepConfirmSchema, twoStepPasswordSchema } from "~/features/admin-accounts/two-step-forms";
import { contactNotificationsOf, setContactNotifications } from "~/features/contact/notifications.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { adminMessages } from "~/lib/admin-messages";
import { ACCOUNT_PATH } from "~/lib/admin-paths";
import { serverActionOr } from "~/lib/client-action";
import { club } from "~/lib/club";
import { type ContactNotifications, DIGEST_HOUR, isContactNotifications } from "~/lib/contact-notifications";
import { db } from "~/lib/db/client.server";
import { formDataOf, settingCookies } from "~/lib/http.server";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = () => [{ title: `Account | ${club.name} Admin` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const [notifications, settings] = await Promise.all([contactNotificationsOf(db(), user.id), currentSettings()]);
  return {
    email: user.email,
    notifications,
    twoStep: { on: user.twoFactorEnabled, required: settings.requireTwoFactor },
  };
}

const PASSWORDS = ["currentPassword", "newPassword", "confirmPassword"];

/** 'Change password', or how the admin is told of contact adminMessages. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAdmin(request, context);
  const form = await formDataOf(request);
  const intent = String(form.get("intent") ?? "");
  if (intent.startsWith("two-step-")) return twoStepAction(request, context, user, intent, form);
  if (intent === "notifications") {
    const choice = String(form.get("contactNotifications") ?? "");
    if (!isContactNotifications(choice)) {
      return data({ result: undefined, toast: adminMessages.account.notificationsInvalid }, { status: 400 });
    }
    const before = await contactNotificationsOf(db(), user.id);
    await setContactNotifications(db(), user.id, choice);
    if (before !== choice) {
      await noteActivity(db(), {
        actor: user,
        kind: "account",
        action: "changed how they hear of contact messages",
        subject: { type: "", id: user.id },
        changes: { contactNotifications: { from: before, to: choice } },
      });
    }
    return { result: undefined, toast: adminMessages.account.notificationsSaved };
  }
  const submission = parseWithZod(form, { schema: changePasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: PASSWORDS }), toast: null }, { status: 400 });
  }
  const outcome = await changePassword(request, context, user, submission.value);
  if (outcome.outcome === "done") {
    await noteActivity(db(), {
      actor: user,
      kind: "account",
      action: "changed their password",
      subject: { type: "", id: user.id },
    });
    const headers = settingCookies(outcome.cookies);
    return data(
      { result: submission.reply({ resetForm: true }), toast: adminMessages.account.passwordChanged },
      { headers },
    );
  }
  if (outcome.outcome === "field") {
    return data(
      {
        result: submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] }, hideFields: PASSWORDS }),
        toast: null,
      },
      { status: 400 },
    );
  }
  const { status, toast } =
    outcome.outcome === "refused" ? outcome : { status: 500, toast: adminMessages.auth.unexpected };
  return data({ result: submission.reply({ hideFields: PASSWORDS }), toast }, { status });
}

/** Turning two-step sign-in on (password, then the app's first code) or off, or new backup codes. */
async function twoStepAction(
  request: Request,
  context: Route.ActionArgs["context"],
  user: SessionUser,
  intent: string,
  form: FormData,
) {
  const hidden = { hideFields: ["password", "code"] };
  const step = twoStepStep(intent);
  const submission = parseWithZod(form, {
    schema: step?.asks === "code" ? twoStepConfirmSchema : twoStepPasswordSchema,
  });
  if (!step || submission.status !== "success") {
    return data({ result: submission.reply(hidden), toast: null, twoStep: { intent } }, { status: 400 });
  }
  if (intent === "two-step-off" && (await currentSettings()).requireTwoFactor) {
    return data(
      { result: submission.reply(hidden), toast: adminMessages.account.twoStepRequired, twoStep: { intent } },
      { status: 409 },
    );
  }
  const value = submission.value as { password?: string; code?: string };
  const outcome = await step.run(request, context, (step.asks === "code" ? value.code : value.password) ?? "");
  if (outcome.outcome === "field") {
    // The set-up in progress stays on the page: its QR code and backup codes come back with the form.
    return data(
      {
        result: submission.reply({ fieldErrors: { [outcome.field]: [outcome.message] }, ...hidden }),
        toast: null,
        twoStep: {
          intent,
          totpURI: form.get("totpURI")?.toString() ?? null,
          backupCodes: form.getAll("backupCodes").map(String),
        },
      },
      { status: 400 },
    );
  }
  if (outcome.outcome === "refused") {
    return data(
      { result: submission.reply(hidden), toast: outcome.toast, twoStep: { intent } },
      { status: outcome.status },
    );
  }
  if (step.activity) {
    await noteActivity(db(), {
      actor: user,
      kind: "account",
      action: step.activity,
      subject: { type: "", id: user.id },
    });
  }
  const headers = settingCookies(outcome.outcome === "done" ? outcome.cookies : []);
  return data(
    {
      result: submission.reply({ resetForm: true }),
      toast: step.toast,
      twoStep: {
        intent,
        ...(outcome.outcome === "setup" ? { totpURI: outcome.totpURI } : {}),
        ...(outcome.outcome === "setup" || outcome.outcome === "codes" ? { backupCodes: outcome.backupCodes } : {}),
      },
    },
    { headers },
  );
}

export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, "account", { result: undefined, toast: { ...adminMessages.auth.unexpected } });
}

function ChangePassword({ actionData }: { actionData: Route.ComponentProps["actionData"] }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === ACCOUNT_PATH;
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: actionData?.result,
    constraint: getZodConstraint(changePasswordSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });
  // Whatever the answer, the password fields are typed again.
  const formElement = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!actionData) return;
    for (const input of formElement.current?.querySelectorAll<HTMLInputElement>('input[type="password"]') ?? []) {
      input.value = "";
    }
  }, [actionData]);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Change password</CardTitle>
        <CardDescription>Every other browser signed in to your account is signed out when it changes.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} ref={formElement} className="grid max-w-md gap-5">
          <input type="hidden" name="intent" value="password" />
          <Field meta={fields.currentPassword} label="Current password">
            {(control) => (
              <Input
                {...getInputProps(fields.currentPassword, { type: "password" })}
                {...control}
                autoComplete="current-password"
                disabled={submitting}
              />
            )}
          </Field>
          <NewPasswordFields fields={fields} disabled={submitting} />
          <div>
            <Button type="submit" disabled={submitting}>
              {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
              Change password
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

const notificationChoices: { value: ContactNotifications; label: string }[] = [
  { value: "none", label: "No email: I read them on the Messages page" },
  { value: "each", label: "An email for each new message" },
  { value: "daily", label: `One email a day, at ${DIGEST_HOUR}:00, listing the new messages` },
];

function Notifications({ chosen }: { chosen: ContactNotifications }) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formData?.get("intent") === "notifications";
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Contact messages</CardTitle>
        <CardDescription>Whether the site emails you when visitors write through the contact form.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="grid gap-4">
          <input type="hidden" name="intent" value="notifications" />
          <fieldset className="grid gap-2">
            <legend className="sr-only">Email me about contact messages</legend>
            {notificationChoices.map((choice) => (
              <label key={choice.value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="contactNotifications"
                  value={choice.value}
                  defaultChecked={chosen === choice.value}
                  className="size-4 accent-primary"
                />
                {choice.label}
              </label>
            ))}
          </fieldset>
          <div>
            <Button type="submit" variant="outline" disabled={submitting}>
              Save
            </Button>
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const twoStepReply = actionData && "twoStep" in actionData ? actionData : undefined;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <AdminPageHeading title="Account" description={`Signed in as ${loaderData.email}.`} />
      <TwoStepCard state={loaderData.twoStep} reply={twoStepReply} />
      <ChangePassword actionData={twoStepReply ? undefined : actionData} />
      <Notifications key={loaderData.notifications} chosen={loaderData.notifications} />
      <ServerToast message={actionData?.toast} />
    </div>
  );
}
