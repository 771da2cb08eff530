import { noteActivity } from "~/features/activity/service/activity.server";
import type { SessionUser } from "~/features/admin-accounts/service/session.server";
import { configuredTransport } from "~/features/mail/service/outbox.server";
import { adminMessages } from "~/lib/admin-messages";
import type { Database } from "~/lib/db/client.server";
import type { FormAnswer } from "~/lib/toast.server";
import { AdminAccountError, adminRecords, resetTwoStep, revokeAdmin } from "./accounts.server";
import {
  type Invited,
  inviteAdmin,
  pendingInvitations,
  resendInvitation,
  withdrawInvitation,
} from "./invitations.server";
import { forgotPasswordSchema } from "./password-forms";
import type { AdminsReply } from "./record";

/** The Admins page: every admin and every pending invitation. */
export async function adminsPage(database: Database) {
  const [admins, invitations] = await Promise.all([adminRecords(database), pendingInvitations(database)]);
  return { admins, invitations };
}

const statusOf: Record<AdminsReply["outcome"], number> = {
  done: 200,
  left: 200,
  missing: 404,
  invalid: 400,
  refused: 409,
  failed: 500,
};

function answer(reply: AdminsReply): FormAnswer<AdminsReply> {
  // The link of a new invitation is shown on the page it was made on, with or without JavaScript.
  return { reply, status: statusOf[reply.outcome], toast: reply.toast, goBack: reply.link === undefined };
}

function invited(result: Invited | null): FormAnswer<AdminsReply> {
  if (!result) return answer({ outcome: "missing", toast: adminMessages.admins.invitationGone });
  if (result.outcome === "already-admin") {
    return answer({ outcome: "refused", toast: null, emailError: `${result.email} is already an admin.` });
  }
  // Without a mail server the email only waits: the admin hears so, and copies the link shown.
  const toast = configuredTransport().mailer ? adminMessages.admins.invited : adminMessages.admins.invitedWithoutMail;
  return answer({ outcome: "done", toast, link: result.link, email: result.email });
}

/** Runs what the Admins page posted: invite, resend, withdraw or revoke. */
export async function runAdminsIntent(
  database: Database,
  form: FormData,
  admin: SessionUser,
  baseURL: string,
): Promise<FormAnswer<AdminsReply>> {
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const inviter = { id: admin.id, email: admin.email };
  const note = (action: string, email: string, type = "") =>
    noteActivity(database, { actor: inviter, kind: "admins", action, subject: { type, title: email } });
  try {
    switch (intent) {
      case "invite": {
        const parsed = forgotPasswordSchema.safeParse({ email: form.get("email") ?? undefined });
        if (!parsed.success) {
          return answer({ outcome: "invalid", toast: null, emailError: parsed.error.issues[0]?.message ?? "" });
        }
        const result = await inviteAdmin(database, { email: parsed.data.email, inviter, baseURL });
        if (result.outcome === "invited") await note("invited", result.email, "admin");
        return invited(result);
      }
      case "resend": {
        const result = await resendInvitation(database, { id, inviter, baseURL });
        if (result?.outcome === "invited") await note("sent a new invitation link to", result.email);
        return invited(result);
      }
      case "withdraw": {
        const invitation = (await pendingInvitations(database)).find((pending) => pending.id === id);
        if (!invitation || !(await withdrawInvitation(database, id))) {
          return answer({ outcome: "missing", toast: adminMessages.admins.invitationGone });
        }
        await note("withdrew the invitation of", invitation.email);
        return answer({ outcome: "done", toast: adminMessages.admins.withdrawn });
      }
      case "reset-two-step": {
        // One's own is turned off on the account page, with one's password.
        const target = (await adminRecords(database)).find((record) => record.userId === id);
        if (!target || target.userId === admin.id)
          return answer({ outcome: "missing", toast: adminMessages.admins.adminGone });
        const email = await resetTwoStep(database, target.userId);
        if (!email) return answer({ outcome: "missing", toast: adminMessages.admins.twoStepAlreadyOff(target.email) });
        console.info(`[admins] ${admin.email} reset the two-step sign-in of ${email}`);
        await note("reset the two-step sign-in of", email);
        return answer({ outcome: "done", toast: adminMessages.admins.twoStepReset(email) });
      }
      case "revoke": {
        const target = (await adminRecords(database)).find((record) => record.userId === id);
        if (!target) return answer({ outcome: "missing", toast: adminMessages.admins.adminGone });
        await revokeAdmin(database, target.email);
        console.info(`[admins] ${admin.email} revoked the admin role of ${target.email}`);
        await note("revoked the admin role of", target.email);
        if (target.userId === admin.id) return answer({ outcome: "left", toast: null });
        return answer({ outcome: "done", toast: adminMessages.admins.revoked(target.email) });
      }
      default:
        return answer({ outcome: "invalid", toast: adminMessages.admin.unknownAction });
    }
  } catch (error) {
    if (error instanceof AdminAccountError) {
      return answer({ outcome: "refused", toast: adminMessages.admins.refused(error.message) });
    }
    console.error(`[admins] ${intent} failed: ${(error as Error).message}`);
    return answer({ outcome: "failed", toast: adminMessages.admins.failed });
  }
}
