import { type Localized, localized } from "~/i18n/content";
import type { Language } from "~/i18n/language";
import { pagePath } from "~/lib/slug";
import type { newsletterIssues } from "./table";

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
  /** The texts shown in English on an Arabic page, as the issue has no Arabic version of them. */
  englishOnly: readonly ("subject" | "summary")[];
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

/** The texts of an issue, in English and (where written) in Arabic. */
type IssueTexts = Pick<IssueRecord, "subject" | "preheader" | "body" | "subjectAr" | "preheaderAr" | "bodyAr">;

/** Whether an issue has an Arabic version: its Arabic text is written (a subject alone is not one). */
export const hasArabicVersion = (issue: Pick<IssueRecord, "bodyAr">) => (issue.bodyAr ?? "").trim() !== "";

/**
 * An issue as it reads in `language`: on an Arabic page, each Arabic text where written, else the
 * English one (named in `englishOnly`). An Arabic version with no Arabic preheader of its own has
 * none at all rather than the English one, so that its line in an inbox or the archive is the start
 * of its Arabic text, as an English issue's is the start of its English text.
 */
export function issueIn<I extends IssueTexts>(issue: I, language: Language): Localized<I> {
  const read = localized(issue, language);
  if (language !== "ar" || !hasArabicVersion(issue) || (issue.preheaderAr ?? "").trim() !== "") return read;
  return { ...read, preheader: "", englishOnly: read.englishOnly.filter((text) => text !== "preheader") };
}

/** The version of an issue a reader of `language` receives: Arabic when they chose it and it is written. */
export const versionFor = (issue: Pick<IssueRecord, "bodyAr">, language: Language): Language =>
  language === "ar" && hasArabicVersion(issue) ? "ar" : "en";
