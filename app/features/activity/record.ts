import History from "lucide-react/icons/history";
import type { AdminSection } from "~/features/admin/inbox";

export const activitySection: AdminSection = {
  key: "activity",
  title: "Activity",
  description:
    "Who changed what, and when: content, event attendees, messages, mail, settings, admins and accounts, newest first.",
  icon: History,
};

/** The kinds of change, as the Activity page names them (the values are features/activity/service/activity.server's). */
export const activityKindLabels = {
  content: "Content",
  attendees: "Event attendees",
  inbox: "Messages and subscribers",
  mail: "Mail",
  settings: "Settings",
  admins: "Admins",
  account: "Accounts",
} as const;
export type ActivityKindName = keyof typeof activityKindLabels;

/** An entry as the Activity page shows it (browser-safe). */
export interface ActivityRecord {
  id: string;
  at: Date | string;
  actorEmail: string;
  kind: string;
  action: string;
  subjectType: string;
  subjectId: string | null;
  subjectTitle: string | null;
  changes: Record<string, { from: unknown; to: unknown }> | null;
}

/** What an entry says after its actor: what was done to what ('updated event'), and the record's title. */
export function activityParts(entry: Pick<ActivityRecord, "action" | "subjectType" | "subjectTitle">): {
  done: string;
  title: string | null;
} {
  return { done: `${entry.action}${entry.subjectType ? ` ${entry.subjectType}` : ""}`, title: entry.subjectTitle };
}

/** "chair@… updated event “Rocketry Workshop”": the entry as one sentence, after its actor. */
export function activitySentence(entry: Pick<ActivityRecord, "action" | "subjectType" | "subjectTitle">): string {
  const { done, title } = activityParts(entry);
  return title ? `${done} “${title}”` : done;
}

/** "positionOrder" as "position order". */
export function fieldName(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

/** A logged value as text: empty, yes/no, a list, or as it is. */
export function loggedValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) return value.length === 0 ? "(empty)" : value.join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
