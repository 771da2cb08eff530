import { contactLimits } from "~/features/contact/constraint";
import { questionLimits } from "~/features/events/questions";
import type { ToastMessage } from "~/lib/messages";
import { vocabulary } from "~/lib/vocabulary";
import type { eventRegistrations } from "./table";

/** Where a registration is: holding a seat, waiting for one, or given up (by the person or an admin). */
export const registrationStatusTerms = vocabulary([
  { value: "confirmed", label: "Confirmed", tone: "green" },
  { value: "waitlisted", label: "Waitlisted", tone: "amber" },
  { value: "cancelled", label: "Cancelled", tone: "slate" },
]);
export const registrationStatuses = registrationStatusTerms.values;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/** The longest text each field of the registration form takes: name and email as the contact form's. */
export const registrationLimits = {
  name: contactLimits.name,
  email: contactLimits.email,
  answer: questionLimits.answer,
} as const;

/** The longest subject and text of the club's message to an event's attendees. */
export const attendeeMessageLimits = { subject: 200, message: 10_000 } as const;

/** Where a registration's cancel link leads (a public page: the link's code is the key). */
export const CANCEL_REGISTRATION_PATH = "/registrations/cancel";

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
