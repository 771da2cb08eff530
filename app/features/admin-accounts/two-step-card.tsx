import type { SubmissionResult } from "@conform-to/react";
import Loader2 from "lucide-react/icons/loader-2";
import { Form, useNavigation } from "react-router";
import { Field, type FieldMeta } from "~/components/field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { QrCode } from "./qr-code";
import { secretOf } from "./two-step-forms";

export interface TwoStepReply {
  result?: SubmissionResult<string[]>;
  twoStep: { intent: string; totpURI?: string | null; backupCodes?: string[] };
}

const metaOf = (name: string, result: SubmissionResult<string[]> | undefined): FieldMeta => ({
  id: `two-step-${name}`,
  errorId: `two-step-${name}-error`,
  descriptionId: `two-step-${name}-description`,
  errors: result?.error?.[name] ?? undefined,
});

function PasswordField({ reply, disabled }: { reply: TwoStepReply | undefined; disabled: boolean }) {
  return (
    <Field meta={metaOf("password", reply?.result)} label="Password">
      {(control) => (
        <Input {...control} name="password" type="password" autoComplete="current-password" disabled={disabled} />
      )}
    </Field>
  );
}

function BackupCodes({ codes }: { codes: readonly string[] }) {
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">Backup codes</h3>
      <p className="text-sm text-muted-foreground">
        Keep these somewhere safe, away from your phone: each signs you in once when you cannot use your app. They are
        shown only now.
      </p>
      <ul aria-label="Backup codes" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5">
        {codes.map((code) => (
          <li key={code} className="rounded border bg-muted/50 px-2 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Two-step sign-in on the account page: off (the password turns it on), being set up (scan the
 * code, keep the backup codes, type the app's first code), or on (new backup codes, turn it off).
 */
export function TwoStepCard({
  state,
  reply,
}: {
  state: { on: boolean; required: boolean };
  reply: TwoStepReply | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && String(navigation.formData?.get("intent") ?? "").startsWith("two-step-");
  const totpURI = state.on ? null : (reply?.twoStep.totpURI ?? null);
  const codes = reply?.twoStep.backupCodes ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Two-step sign-in</CardTitle>
        <CardDescription>
          {state.on
            ? "On: signing in asks for a code from your authenticator app after your password."
            : "Off: turn it on so that a stolen password alone cannot open the admin area."}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {state.required && !state.on ? (
          <p
            role="alert"
            className="rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
          >
            This site requires two-step sign-in for every admin: turn it on to use the admin area.
          </p>
        ) : null}
        {totpURI ? (
          <Form method="post" className="grid gap-5">
            <input type="hidden" name="intent" value="two-step-confirm" />
            <input type="hidden" name="totpURI" value={totpURI} />
            {codes.map((code) => (
              <input key={code} type="hidden" name="backupCodes" value={code} />
            ))}
            <ol className="grid list-decimal gap-4 pl-5 text-sm">
              <li>
                Scan this code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or
                1Password):
                <QrCode text={totpURI} label="QR code of the authenticator app's setup" className="mt-2 size-48" />
                <p className="mt-2">
                  Or type this key in the app: <code className="font-mono break-all">{secretOf(totpURI)}</code>
                </p>
              </li>
              <li>{codes.length > 0 ? <BackupCodes codes={codes} /> : "Keep the backup codes shown before."}</li>
              <li>Type the six-digit code the app now shows, to turn two-step sign-in on.</li>
            </ol>
            <Field meta={metaOf("code", reply?.result)} label="Code from the app">
              {(control) => (
                <Input
                  {...control}
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  className="max-w-40"
                  disabled={busy}
                />
              )}
            </Field>
            <div>
              <Button type="submit" disabled={busy}>
                {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                Turn on
              </Button>
            </div>
          </Form>
        ) : state.on ? (
          <>
            {codes.length > 0 ? <BackupCodes codes={codes} /> : null}
            <Form method="post" className="grid max-w-md gap-5">
              <PasswordField reply={reply} disabled={busy} />
              <div className="flex flex-wrap gap-3">
                <Button type="submit" name="intent" value="two-step-codes" variant="outline" disabled={busy}>
                  New backup codes
                </Button>
                {state.required ? null : (
                  <Button type="submit" name="intent" value="two-step-off" variant="destructive" disabled={busy}>
                    Turn off two-step sign-in
                  </Button>
                )}
              </div>
            </Form>
          </>
        ) : (
          <Form method="post" className="grid max-w-md gap-5">
            <input type="hidden" name="intent" value="two-step-on" />
            <PasswordField reply={reply} disabled={busy} />
            <div>
              <Button type="submit" disabled={busy}>
                Set up two-step sign-in
              </Button>
            </div>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}
