import { vocabulary } from "~/lib/vocabulary";
import type { ContactEmailStatus } from "./table";

/** A contact message as the admin inbox shows it (browser-safe). */
export interface ContactMessageRecord {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  emailStatus: ContactEmailStatus;
  emailError: string | null;
  emailedAt: Date | string | null;
  handledAt: Date | string | null;
  createdAt: Date | string;
}

/** Whether the message reached the club's mailbox too. */
export const emailStatuses = vocabulary([
  { value: "sent", label: "Emailed", tone: "green" },
  { value: "pending", label: "Email pending", tone: "amber" },
  { value: "failed", label: "Email failed", tone: "red" },
  { value: "not_configured", label: "Not emailed (no mail server)", tone: "slate" },
]);
