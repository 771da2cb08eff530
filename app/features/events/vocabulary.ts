import type { ShownTerm } from "~/lib/shown-term";
import { vocabulary } from "~/lib/vocabulary";

/**
 * An event's types and statuses. The labels are the admin area's; public pages show each value in
 * the page's language, from the dictionary (`events.types`, `events.statuses`).
 */
export const eventTypes = vocabulary([
  { value: "workshop", admin: true, label: "Workshop", tone: "blue" },
  { value: "competition", admin: true, label: "Competition", tone: "orange" },
  { value: "seminar", admin: true, label: "Seminar", tone: "violet" },
  { value: "meeting", admin: true, label: "Meeting", tone: "slate" },
  { value: "speaker", label: "Speaker", tone: "teal" },
]);

export const eventStatuses = vocabulary([
  { value: "open", admin: true, label: "Open", tone: "green" },
  { value: "members_only", label: "Members Only", tone: "violet" },
  { value: "full", admin: true, label: "Full", tone: "amber" },
  { value: "cancelled", admin: true, label: "Cancelled", tone: "red" },
  { value: "closed", label: "Closed", tone: "slate" },
  { value: "active", label: "Active", tone: "green" },
  { value: "in_progress", label: "In Progress", tone: "blue" },
  { value: "completed", label: "Completed", tone: "teal" },
]);

export type EventType = (typeof eventTypes.values)[number];
export type EventStatus = (typeof eventStatuses.values)[number];

/** The status visitors see: 'full' for an open event whose every seat is taken, else the one set. */
export function statusShown(event: { status: string; maxAttendees: number | null; currentAttendees: number }): string {
  const open = eventStatuses.find(event.status)?.value === "open";
  return open && event.maxAttendees !== null && event.currentAttendees >= event.maxAttendees ? "full" : event.status;
}

/** An event's type and status as its badges show them. */
export interface EventTerms {
  type: ShownTerm<EventType>;
  status: ShownTerm<EventStatus>;
}

/**
 * An event's badges, read on the server: its type, and its status as visitors see it
 * (`statusShown`), or, in the admin's list, the one set.
 */
export function eventTerms(
  event: { type: string; status: string; maxAttendees: number | null; currentAttendees: number },
  status = statusShown(event),
): EventTerms {
  return { type: eventTypes.shown(event.type), status: eventStatuses.shown(status) };
}

/** Whether an event is called off, however its status is spelled. */
export const isCancelled = (status: string) => eventStatuses.find(status)?.value === "cancelled";

/** Full and cancelled events take no registrations. */
export function registrationClosed(status: string): boolean {
  const value = eventStatuses.find(status)?.value;
  return value === "full" || value === "cancelled";
}

/** Why an event takes no registrations (its button says it in the page's words); null while it does. */
export type RegistrationClosedReason = "Full" | "Cancelled" | "Closed";

export function registrationClosedReason(status: string, past: boolean): RegistrationClosedReason | null {
  const value = eventStatuses.find(status)?.value;
  if (value === "cancelled") return "Cancelled";
  if (past || value === "closed") return "Closed";
  if (value === "full") return "Full";
  return null;
}

/** How visitors register for an event: the spec's external link, or the form on the event's page. */
export const registrationModes = vocabulary([
  { value: "external", admin: true, label: "External link", tone: "slate" },
  { value: "site", admin: true, label: "On this site", tone: "blue" },
]);

export type RegistrationMode = (typeof registrationModes.values)[number];
