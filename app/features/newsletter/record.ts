/** A newsletter subscriber as the admin list shows it (browser-safe). */
export interface SubscriberRecord {
  id: string;
  email: string;
  createdAt: Date | string;
  /** When the address was confirmed from its link; null while it waits (it receives no issue). */
  confirmedAt: Date | string | null;
}

/** How the Subscribers page names where a subscription stands. */
export const subscriberStates = {
  confirmed: { label: "Confirmed", tone: "green" },
  waiting: { label: "Waiting for confirmation", tone: "amber" },
} as const;

export const subscriberState = (subscriber: Pick<SubscriberRecord, "confirmedAt">) =>
  subscriberStates[subscriber.confirmedAt === null ? "waiting" : "confirmed"];

/** Where a subscriber's links lead: confirming the subscription, and leaving the newsletter. */
export const CONFIRM_PATH = "/newsletter/confirm";
export const LEAVE_PATH = "/newsletter/leave";
