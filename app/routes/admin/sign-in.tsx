import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import Loader2 from "lucide-react/icons/loader-2";
import Rocket from "lucide-react/icons/rocket";
import ShieldAlert from "lucide-react/icons/shield-alert";
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Field } from "~/components/field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { signIn } from "~/features/admin/sign-in.server";
import { signInSchema } from "~/features/admin/sign-in-schema";
import { AuthFrame } from "~/features/admin-accounts/auth-frame";
import { isAdmin } from "~/features/admin-accounts/service/admin-role.server";
import { DASHBOARD_PATH, sessionUser } from "~/features/admin-accounts/service/session.server";
import { adminMessages } from "~/lib/admin-messages";
import {
  adminReturnPath,
  ENDED_PARAM,
  FORGOT_PASSWORD_PATH,
  RETURN_PARAM,
  type SessionEnd,
  SIGN_IN_PATH,
  SIGN_OUT_PATH,
  sessionEndOf,
  TWO_STEP_PATH,
} from "~/lib/admin-paths";
import { serverActionOr } from "~/lib/client-action";
import { club } from "~/lib/club";
import { db } from "~/lib/db/client.server";
import { formDataOf, settingCookies } from "~/lib/http.server";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = () => [
  { title: `Admin Sign In | ${club.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const returnTo = adminReturnPath(query.get(RETURN_PARAM));
  const user = await sessionUser(request, context);
  if (!user) return { state: "sign-in" as const, email: null, returnTo, ended: sessionEndOf(query.get(ENDED_PARAM)) };
  if (await isAdmin(db(), user.id)) throw redirect(returnTo ?? DASHBOARD_PATH);
  return { state: "denied" as const, email: user.email, returnTo: null, ended: null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await formDataOf(request);
  const submission = parseWithZod(form, { schema: signInSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), toast: null }, { status: 400 });
  }
  const result = await signIn(request, context, submission.value);
  if (!result.ok) {
    return data(
      { result: submission.reply({ hideFields: ["password"] }), toast: result.toast },
      { status: result.status },
    );
  }
  const headers = settingCookies(result.cookies);
  const returnTo = adminReturnPath(form.get(RETURN_PARAM));
  // The account signs in with a code too: its page asks for it, then leads on.
  if (result.ok === "two-step") {
    throw redirect(returnTo ? `${TWO_STEP_PATH}?${RETURN_PARAM}=${encodeURIComponent(returnTo)}` : TWO_STEP_PATH, {
      headers,
    });
  }
  // The page checks the admin role; anyone else comes back here and sees Access Denied.
  throw redirect(returnTo ?? DASHBOARD_PATH, { headers });
}

/** A sign-in request lost on its way shows 'Error' / 'An unexpected error occurred'. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return serverActionOr(serverAction, "auth", { result: undefined, toast: { ...adminMessages.auth.unexpected } });
}

function AccessDenied({ email }: { email: string }) {
  return (
    <Card className="w-full max-w-md text-center">
      <CardHeader className="items-center">
        <ShieldAlert className="mx-auto size-12 text-destructive" aria-hidden="true" />
        <CardTitle as="h1" size="xl">
          Access Denied
        </CardTitle>
        <CardDescription>You don't have admin privileges to access this area.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">Signed in as {email}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to="/">Return to Home</Link>
          </Button>
          <Form method="post" action={SIGN_OUT_PATH}>
            <Button type="submit" variant="outline">
              Sign Out
            </Button>
          </Form>
        </div>
      </CardContent>
    </Card>
  );
}

function SignInForm({
  actionData,
  returnTo,
  ended,
}: {
  actionData: Route.ComponentProps["actionData"];
  returnTo: string | null;
  ended: SessionEnd | null;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formAction === SIGN_IN_PATH;
  // A refused sign-in empties the password field: the page stays, and the password must be typed again.
  const password = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (actionData && password.current) password.current.value = "";
  }, [actionData]);
  const [form, fields] = useForm({
    id: "sign-in",
    lastResult: actionData?.result,
    constraint: getZodConstraint(signInSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signInSchema }),
  });
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <Rocket className="size-8 text-primary" aria-hidden="true" />
        <CardTitle as="h1" size="xl">
          Admin Sign In
        </CardTitle>
        <CardDescription>{club.name} back-office</CardDescription>
      </CardHeader>
      <CardContent>
        {ended ? (
          <p role="status" className="mb-5 rounded-md border bg-muted/60 p-3 text-sm">
            {
              {
                ended: adminMessages.auth.sessionEnded,
                unsaved: adminMessages.auth.sessionEndedUnsaved,
                revoked: adminMessages.auth.selfRevoked,
              }[ended]
            }
          </p>
        ) : null}
        <Form method="post" {...getFormProps(form)} className="grid gap-5">
          {returnTo ? <input type="hidden" name={RETURN_PARAM} value={returnTo} /> : null}
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
          <Field meta={fields.password} label="Password">
            {(control) => (
              <Input
                {...getInputProps(fields.password, { type: "password" })}
                {...control}
                ref={password}
                autoComplete="current-password"
                disabled={submitting}
              />
            )}
          </Field>
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            Sign In
          </Button>
          <p className="text-center text-sm">
            <Link to={FORGOT_PASSWORD_PATH} className="text-primary underline underline-offset-4">
              Forgot password?
            </Link>
          </p>
        </Form>
      </CardContent>
    </Card>
  );
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AuthFrame toast={actionData?.toast}>
      {loaderData.state === "denied" ? (
        <AccessDenied email={loaderData.email} />
      ) : (
        <SignInForm actionData={actionData} returnTo={loaderData.returnTo} ended={loaderData.ended} />
      )}
    </AuthFrame>
  );
}
