import Send from "lucide-react/icons/send";
import type { AdminSection } from "~/features/admin/inbox";
import type { MailStatus } from "~/lib/db/schema";
import { vocabulary } from "~/lib/vocabulary";

/** An outbox message as the admin's Mail page shows it (browser-safe). */
export interface MailRecord {
  id: string;
  kind: string;
  /** Null: the club's address (CONTACT_TO). */
  toAddress: string | null;
  subject: string;
  status: MailStatus;
  attempts: number;
  nextAttemptAt: Date | string;
  lastError: string | null;
  sentAt: Date | string | null;
  createdAt: Date | string;
}

export const mailSection: AdminSection = {
  key: "mail",
  title: "Mail",
  description: "Every email the site sends, from the moment it is queued: sent, waiting and failed.",
  icon: Send,
  counted: "failed",
};

export const mailStatusTerms = vocabulary<MailStatus>([
  { value: "queued", label: "Queued", tone: "amber" },
  { value: "sending", label: "Sending", tone: "blue" },
  { value: "sent", label: "Sent", tone: "green" },
  { value: "failed", label: "Failed", tone: "red" },
]);

/** What each kind of message is, as the Mail page names it. */
export const mailKinds = vocabulary([
  { value: "contact", label: "Contact message", tone: "slate" },
  { value: "password-reset", label: "Password reset", tone: "violet" },
  { value: "invitation", label: "Admin invitation", tone: "teal" },
  { value: "contact-notification", label: "New message notice", tone: "blue" },
  { value: "contact-digest", label: "Daily digest", tone: "blue" },
  { value: "registration-confirmed", label: "Registration confirmed", tone: "green" },
  { value: "registration-waitlisted", label: "Waitlist place", tone: "amber" },
  { value: "registration-cancelled", label: "Registration cancelled", tone: "slate" },
  { value: "event-changed", label: "Event changed", tone: "orange" },
  { value: "event-cancelled", label: "Event cancelled", tone: "red" },
  { value: "event-reminder", label: "Event reminder", tone: "teal" },
  { value: "attendee-message", label: "Message to attendees", tone: "violet" },
  { value: "newsletter-confirmation", label: "Newsletter confirmation", tone: "pink" },
]);

/** The Mail page's filters: every message, or those of one status. */
export const mailFilters = ["all", "queued", "sent", "failed"] as const;
export type MailFilter = (typeof mailFilters)[number];

export function mailFilterOf(value: string | null): MailFilter {
  return (mailFilters as readonly string[]).includes(value ?? "") ? (value as MailFilter) : "all";
}
