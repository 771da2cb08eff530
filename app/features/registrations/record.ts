import type { ToastMessage } from "~/lib/messages";
import type { eventRegistrations } from "./table";

/** Where a registration is: holding a seat, waiting for one, or given up (by the person or an admin). */
export const registrationStatuses = ["confirmed", "waitlisted", "cancelled"] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/** A stored registration, as loaders hand it to the admin's pages (a type only). */
export type RegistrationRecord = typeof eventRegistrations.$inferSelect;

/** Who a check-in is about, as the door sees them. */
export type CheckInPerson = Pick<RegistrationRecord, "id" | "name" | "checkedInAt" | "checkedInBy" | "cancelledAt">;

export type CheckInOutcome =
  | { kind: "ready"; person: CheckInPerson }
  | { kind: "checked-in"; person: CheckInPerson }
  | { kind: "already"; person: CheckInPerson }
  | { kind: "waitlisted"; person: CheckInPerson }
  | { kind: "cancelled"; person: CheckInPerson }
  | { kind: "invalid" }
  | { kind: "other-event"; title: string }
  | { kind: "expired" }
  | { kind: "failed" };

/** What an attendee action answers: its outcome, the message, a refused form's messages, a check-in's result. */
export interface AttendeeReply {
  outcome: string;
  toast: ToastMessage | null;
  /** Which of the page's forms a refused post came from ('add' or 'email'), to show its messages there. */
  form?: "add" | "email";
  errors?: Record<string, string[]>;
  values?: Record<string, string>;
  checkIn?: CheckInOutcome;
}
