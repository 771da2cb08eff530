import ShieldCheck from "lucide-react/icons/shield-check";
import type { AdminSection } from "~/features/admin/inbox";
import type { ToastMessage } from "~/lib/messages";

export const adminsSection: AdminSection = {
  key: "admins",
  title: "Admins",
  description: "Who runs the site: invite a new admin, send or withdraw an invitation, revoke the role.",
  icon: ShieldCheck,
};

/** An admin as the Admins page lists them (browser-safe). */
export interface AdminListing {
  userId: string;
  email: string;
  name: string;
  addedAt: Date | string;
  addedBy: string | null;
  lastSignInAt: Date | string | null;
  twoFactorEnabled: boolean;
}

export interface InvitationListing {
  id: string;
  email: string;
  invitedBy: string | null;
  createdAt: Date | string;
  expiresAt: Date | string;
}

/** What the Admins page's actions answer. */
export interface AdminsReply {
  /** 'left': the admin revoked their own role (and has no session any more). */
  outcome: "done" | "left" | "missing" | "invalid" | "refused" | "failed";
  toast: ToastMessage | null;
  /** An invitation's link, for 'Copy link', right after it was made. */
  link?: string | null;
  /** Whom the link is for. */
  email?: string;
  /** A refusal of the invitation's address, shown next to the field. */
  emailError?: string;
}
