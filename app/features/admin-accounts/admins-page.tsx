import Copy from "lucide-react/icons/copy";
import KeyRound from "lucide-react/icons/key-round";
import Send from "lucide-react/icons/send";
import UserMinus from "lucide-react/icons/user-minus";
import UserPlus from "lucide-react/icons/user-plus";
import X from "lucide-react/icons/x";
import { useState } from "react";
import { Form, useFetcher, useNavigation } from "react-router";
import { FieldError } from "~/components/field";
import { ServerToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { ConfirmButton } from "~/features/admin/confirm-button";
import { useMailState, useSiteTimeZone } from "~/features/admin/layout-data";
import { AdminPageHeading } from "~/features/admin/page-heading";
import { AdminTableHead } from "~/features/admin/table-head";
import { useAnswer } from "~/features/admin/use-answer";
import { adminPagePath } from "~/lib/admin-paths";
import { useHydrated } from "~/lib/hydrated";
import type { ToastMessage } from "~/lib/messages";
import { zonedDateTime } from "~/lib/time-zone";
import { type AdminListing, type AdminsReply, adminsSection, type InvitationListing } from "./record";

const CONFIRMER = "admins-confirm";
const PAGE = adminPagePath(adminsSection);

/** The link of an invitation just made: shown once, with 'Copy link' for clubs without mail. */
function InvitationLink({ link, email }: { link: string; email: string }) {
  const hydrated = useHydrated();
  const mailConfigured = useMailState()?.configured ?? true;
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-2 rounded-md border bg-muted/50 p-4" role="status">
      <p className="text-sm">
        {mailConfigured ? (
          <>
            The invitation for <strong>{email}</strong> is on its way by email. You can also send this link yourself: it
            works once, within 7 days.
          </>
        ) : (
          <>
            No mail server is configured, so the email to <strong>{email}</strong> waits in the outbox. Send this link
            yourself: it works once, within 7 days.
          </>
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <Label htmlFor="invitation-link" className="sr-only">
          Invitation link
        </Label>
        <Input
          id="invitation-link"
          readOnly
          value={link}
          className="min-w-0 flex-1 font-mono text-xs"
          onFocus={(event) => event.currentTarget.select()}
        />
        {hydrated ? (
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              void navigator.clipboard.writeText(link).then(() => setCopied(true));
            }}
          >
            <Copy aria-hidden="true" />
            {copied ? "Copied" : "Copy link"}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

function InviteForm({ reply }: { reply: AdminsReply | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "invite";
  const error = reply?.emailError;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Invite admin</CardTitle>
        <CardDescription>
          The person gets an email with a link to choose a password; the link works once, within 7 days.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Form method="post" action={PAGE} className="flex flex-wrap items-start gap-2" noValidate>
          <input type="hidden" name="intent" value="invite" />
          <div className="grid min-w-64 flex-1 gap-2">
            <Label htmlFor="invite-email">Email</Label>
            <Input
              id="invite-email"
              name="email"
              type="email"
              required
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "invite-email-error" : undefined}
            />
            <FieldError id="invite-email-error" errors={error ? [error] : undefined} />
          </div>
          <Button type="submit" className="mt-7" disabled={busy}>
            <UserPlus aria-hidden="true" />
            Invite admin
          </Button>
        </Form>
        {reply?.link && reply.email ? <InvitationLink link={reply.link} email={reply.email} /> : null}
      </CardContent>
    </Card>
  );
}

function Invitations({ invitations }: { invitations: readonly InvitationListing[] }) {
  const timeZone = useSiteTimeZone();
  if (invitations.length === 0) return null;
  return (
    <section aria-labelledby="invitations-heading" className="space-y-3">
      <h2 id="invitations-heading" className="text-xl font-semibold">
        Pending invitations
      </h2>
      <ul className="grid gap-3" aria-label="Pending invitations">
        {invitations.map((invitation) => {
          const expired = new Date(invitation.expiresAt) < new Date();
          return (
            <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4">
              <div className="min-w-0">
                <p className="font-medium break-words">{invitation.email}</p>
                <p className="text-sm text-muted-foreground">
                  Sent {zonedDateTime(invitation.createdAt, timeZone)}
                  {invitation.invitedBy ? ` by ${invitation.invitedBy}` : ""} ·{" "}
                  {expired ? "expired" : `link works until ${zonedDateTime(invitation.expiresAt, timeZone)}`}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Form method="post" action={PAGE}>
                  <input type="hidden" name="intent" value="resend" />
                  <input type="hidden" name="id" value={invitation.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    aria-label={`Resend invitation to ${invitation.email}`}
                  >
                    <Send aria-hidden="true" />
                    Resend
                  </Button>
                </Form>
                <ConfirmButton
                  action={PAGE}
                  fields={{ intent: "withdraw", id: invitation.id }}
                  fetcherKey={CONFIRMER}
                  question="Withdraw this invitation?"
                  description={`The link sent to ${invitation.email} will stop working.`}
                  label="Withdraw"
                  accessibleName={`Withdraw invitation to ${invitation.email}`}
                  icon={X}
                />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function AdminsTable({ admins, me }: { admins: readonly AdminListing[]; me: string }) {
  const timeZone = useSiteTimeZone();
  const last = admins.length === 1;
  return (
    <section aria-labelledby="admins-heading" className="space-y-3">
      <h2 id="admins-heading" className="text-xl font-semibold">
        {admins.length === 1 ? "1 admin" : `${admins.length} admins`}
      </h2>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-start text-sm">
          <AdminTableHead
            columns={["Email", "Name", "Added", "Last sign-in", "Two-step"]}
            cell="px-4 py-2"
            className="bg-muted/60 text-muted-foreground"
          />
          <tbody>
            {admins.map((admin) => (
              <tr key={admin.userId} className="border-t">
                <td className="px-4 py-2 break-all">
                  {admin.email}
                  {admin.email === me ? <span className="text-muted-foreground"> (you)</span> : null}
                </td>
                <td className="px-4 py-2">{admin.name}</td>
                <td className="px-4 py-2">
                  {zonedDateTime(admin.addedAt, timeZone)}
                  <br />
                  <span className="text-muted-foreground">
                    {admin.addedBy ? `by ${admin.addedBy}` : "from the command line"}
                  </span>
                </td>
                <td className="px-4 py-2">
                  {admin.lastSignInAt ? zonedDateTime(admin.lastSignInAt, timeZone) : "Not yet"}
                </td>
                <td className="px-4 py-2">{admin.twoFactorEnabled ? "On" : "Off"}</td>
                <td className="space-y-2 px-4 py-2 text-end">
                  {admin.twoFactorEnabled && admin.email !== me ? (
                    <ConfirmButton
                      action={PAGE}
                      fields={{ intent: "reset-two-step", id: admin.userId }}
                      fetcherKey={CONFIRMER}
                      question="Reset this admin's two-step sign-in?"
                      description={`For an admin who lost their phone and backup codes: ${admin.email} is signed out everywhere, signs in with the password alone, and sets two-step sign-in up again.`}
                      label="Reset two-step"
                      accessibleName={`Reset the two-step sign-in of ${admin.email}`}
                      icon={KeyRound}
                    />
                  ) : null}
                  {last ? (
                    <span className="text-xs text-muted-foreground">The only admin</span>
                  ) : (
                    <ConfirmButton
                      action={PAGE}
                      fields={{ intent: "revoke", id: admin.userId }}
                      fetcherKey={CONFIRMER}
                      question={admin.email === me ? "Revoke your own admin role?" : "Revoke this admin?"}
                      description={`${admin.email} will no longer be an admin, and is signed out everywhere at once. The account stays.`}
                      label="Revoke"
                      accessibleName={`Revoke ${admin.email}`}
                      icon={UserMinus}
                    />
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Who runs the site: the admins, the pending invitations, and 'Invite admin'. */
export function AdminsPage({
  admins,
  invitations,
  me,
  reply,
  loadToast,
}: {
  admins: readonly AdminListing[];
  invitations: readonly InvitationListing[];
  me: string;
  reply: AdminsReply | undefined;
  loadToast: ToastMessage | null;
}) {
  useAnswer(useFetcher<AdminsReply>({ key: CONFIRMER }));
  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <AdminPageHeading title={adminsSection.title} description={adminsSection.description} />
      <InviteForm reply={reply} />
      <Invitations invitations={invitations} />
      <AdminsTable admins={admins} me={me} />
      <ServerToast message={reply?.toast ?? loadToast} />
    </div>
  );
}
