import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import KeyRound from "lucide-react/icons/key-round";
import Loader2 from "lucide-react/icons/loader-2";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { SIGN_IN_PATH } from "~/lib/admin-paths";
import { NewPasswordFields } from "./password-fields";
import { resetPasswordSchema } from "./password-forms";

/**
 * The page a link opens to choose a password (a reset link, an invitation): the link's token goes
 * back with the new password, typed twice.
 */
export function ChoosePasswordCard({
  id,
  title,
  description,
  token,
  email,
  submitLabel,
  lastResult,
}: {
  id: string;
  title: string;
  description: string;
  token: string;
  email: string;
  submitLabel: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: getZodConstraint(resetPasswordSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resetPasswordSchema }),
  });
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <KeyRound className="size-8 text-primary" aria-hidden="true" />
        <CardTitle as="h1" size="xl">
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" {...getFormProps(form)} className="grid gap-5">
          <input type="hidden" name="token" value={token} />
          {/* For password managers: the account the new password belongs to. */}
          <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
          <NewPasswordFields fields={fields} disabled={submitting} />
          <Button type="submit" size="lg" disabled={submitting}>
            {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
            {submitLabel}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

/** What a link that cannot be used (expired, used, altered) opens, with the way to a new one. */
export function LinkCannotBeUsed({ description, next }: { description: string; next?: { to: string; label: string } }) {
  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <KeyRound className="size-8 text-destructive" aria-hidden="true" />
        <CardTitle as="h1" size="xl">
          This link cannot be used
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-3">
        {next ? (
          <Button asChild>
            <Link to={next.to}>{next.label}</Link>
          </Button>
        ) : null}
        <Button asChild variant={next ? "outline" : "default"}>
          <Link to={SIGN_IN_PATH}>Back to sign in</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
