import type { LucideIcon } from "lucide-react";
import Inbox from "lucide-react/icons/inbox";
import MailCheck from "lucide-react/icons/mail-check";
import type { ToastMessage } from "~/lib/messages";

/** What a sidebar link counts next to its name: messages not handled, emails that failed. */
export type SidebarCount = "unhandled" | "failed";

/** An admin page of its own beyond the content types: the inbox (messages, subscribers), mail, admins, activity. */
export interface AdminSection {
  key: string;
  title: string;
  description: string;
  icon: LucideIcon;
  counted?: SidebarCount;
}

export const messagesSection: AdminSection = {
  key: "messages",
  title: "Messages",
  description: "What visitors sent through the contact form, newest first.",
  icon: Inbox,
  counted: "unhandled",
};

export const subscribersSection: AdminSection = {
  key: "subscribers",
  title: "Subscribers",
  description: "Addresses subscribed to the newsletter.",
  icon: MailCheck,
};

/** What an inbox action answers. */
export interface InboxReply {
  outcome: "done" | "missing" | "invalid" | "failed";
  toast: ToastMessage | null;
}
