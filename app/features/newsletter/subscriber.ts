import type { Language } from "~/i18n/language";

/** A newsletter subscriber as the admin list shows it (browser-safe). */
export interface SubscriberRecord {
  id: string;
  email: string;
  createdAt: Date | string;
  /** When the address was confirmed from its link; null while it waits (it receives no issue). */
  confirmedAt: Date | string | null;
  /** When the mail server refused the address (for good, or three times for now): it receives no issue. */
  bouncedAt: Date | string | null;
  /** The language the address subscribed in: its emails, and the version of each issue it receives. */
  language: Language;
}

/** How the Subscribers page names a subscriber's language. */
export const subscriberLanguages: Readonly<Record<Language, string>> = { en: "English", ar: "Arabic" };

/** How the Subscribers page names where a subscription stands. */
export const subscriberStates = {
  confirmed: { label: "Confirmed", tone: "green" },
  waiting: { label: "Waiting for confirmation", tone: "amber" },
  bouncing: { label: "Refused by the mail server", tone: "red" },
} as const;

export const subscriberState = (subscriber: Pick<SubscriberRecord, "confirmedAt" | "bouncedAt">) =>
  subscriberStates[
    subscriber.bouncedAt !== null ? "bouncing" : subscriber.confirmedAt === null ? "waiting" : "confirmed"
  ];
