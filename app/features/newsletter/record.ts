import { pagePath } from "~/lib/slug";
import type { newsletterIssues } from "./table";

/** A newsletter subscriber as the admin list shows it (browser-safe). */
export interface SubscriberRecord {
  id: string;
  email: string;
  createdAt: Date | string;
  /** When the address was confirmed from its link; null while it waits (it receives no issue). */
  confirmedAt: Date | string | null;
  /** When the mail server refused the address (for good, or three times for now): it receives no issue. */
  bouncedAt: Date | string | null;
}

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

/** A stored newsletter issue, as loaders hand it to pages (browser-safe: a type only). */
export type IssueRecord = typeof newsletterIssues.$inferSelect;

/** Where the newsletter's archive is; each issue that went out has its web version below it. */
export const NEWSLETTER_PATH = "/newsletter";

/** Where a subscriber's links lead: confirming the subscription, and leaving the newsletter. */
export const SUBSCRIBER_LINKS = ["confirm", "leave"] as const;
export const CONFIRM_PATH = `${NEWSLETTER_PATH}/confirm`;
export const LEAVE_PATH = `${NEWSLETTER_PATH}/leave`;

/** The RSS feed of the issues that went out. */
export const NEWSLETTER_FEED_PATH = `${NEWSLETTER_PATH}/rss.xml`;

/** An issue as the archive lists it: its subject, when it went out, and a line of it. */
export interface ArchivedIssue {
  id: string;
  slug: string;
  subject: string;
  startedAt: Date | null;
  summary: string;
  /** The day it went out (yyyy-MM-dd) in the club's time zone, and that day as the visitor reads dates. */
  day: string | null;
  sentOn: string | null;
}

/** The address of an issue's web version. */
export const issuePath = (issue: Pick<IssueRecord, "slug">) => pagePath(NEWSLETTER_PATH, issue.slug);

/** Whether an issue went out (or is going): it is then public, and no longer changes. */
export const hasGoneOut = (issue: Pick<IssueRecord, "startedAt">) => issue.startedAt !== null;

/** How an issue's copies stand: sent, waiting their turn, refused, and not sent as their subscriber left. */
export interface IssueProgress {
  sent: number;
  waiting: number;
  failed: number;
  skipped: number;
}
