import type { MailStatus } from "~/lib/db/schema";
import { vocabulary } from "~/lib/vocabulary";

/** A contact message as the admin inbox shows it (browser-safe). */
export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The email that forwards it to the club; null for a message never queued to be emailed. */
  forward: { status: MailStatus; lastError: string | null } | null;
  handledAt: Date | string | null;
  createdAt: Date | string;
}

/** Whether the message reached the club's mailbox too. */
export const emailStatuses = vocabulary<MailStatus | "none">([
  { value: "sent", label: "Emailed", tone: "green" },
  { value: "queued", label: "Email queued", tone: "amber" },
  { value: "sending", label: "Email sending", tone: "amber" },
  { value: "failed", label: "Email failed", tone: "red" },
  { value: "none", label: "Not emailed", tone: "slate" },
]);
