import { desc, isNotNull } from "drizzle-orm";
import { type Language, pathIn } from "~/i18n/language";
import { fill } from "~/i18n/words";
import { publicWords } from "~/i18n/words.server";
import type { Database } from "~/lib/db/client.server";
import { formatLocalDate } from "~/lib/format";
import { formatted, markdownText } from "~/lib/markdown-render.server";
import { rssDocument } from "~/lib/rss.server";
import { pageDescription } from "~/lib/seo";
import { dayIn } from "~/lib/time-zone";
import {
  type ArchivedIssue,
  type IssueRecord,
  issueIn,
  issuePath,
  NEWSLETTER_FEED_PATH,
  NEWSLETTER_PATH,
} from "./record";
import { newsletterIssues } from "./table";

/** The newsletter's archive: the issues that went out, newest first, as visitors read them. */

/** The issues that went out (or are going), newest first; all of them unless `limit` is given. */
export function sentIssues(database: Database, limit?: number): Promise<IssueRecord[]> {
  const query = database
    .select()
    .from(newsletterIssues)
    .where(isNotNull(newsletterIssues.startedAt))
    .orderBy(desc(newsletterIssues.startedAt));
  return limit === undefined ? query : query.limit(limit);
}

/** How an archive page reads dates: the club's time zone, the visitor's way of writing them. */
export interface ArchiveDates {
  timeZone: string;
  locale: string;
}

/** An issue's line in the archive and its feed: its preheader, or the start of its text. */
async function issueSummary(issue: Pick<IssueRecord, "preheader" | "body">): Promise<string> {
  return issue.preheader.trim() || pageDescription(await markdownText(issue.body), 200);
}

/**
 * An issue as the archive in `language` lists it: on an Arabic page its Arabic version where
 * written (`englishOnly` names the texts shown in English).
 */
export async function archived(
  stored: IssueRecord,
  dates: ArchiveDates,
  language: Language = "en",
): Promise<ArchivedIssue> {
  const issue = issueIn(stored, language);
  const summary = await issueSummary(issue);
  const day = issue.startedAt ? dayIn(dates.timeZone, issue.startedAt) : null;
  return {
    id: issue.id,
    slug: issue.slug,
    subject: issue.subject,
    startedAt: issue.startedAt,
    summary,
    day,
    sentOn: day ? formatLocalDate(day, dates.locale, { dateStyle: "long" }) : null,
    englishOnly: [
      ...(issue.englishOnly.includes("subject") ? (["subject"] as const) : []),
      // The line is the preheader, else the start of the text: it is English where that one is.
      ...(issue.englishOnly.includes(issue.preheader.trim() !== "" ? "preheader" : "body")
        ? (["summary"] as const)
        : []),
    ],
  };
}

/**
 * The RSS feed of the issues that went out, in `language`: the Arabic feed gives each issue's
 * Arabic version where written, and links to the Arabic pages.
 */
export async function newsletterRss(
  stored: IssueRecord[],
  publicUrl: string,
  clubName: string,
  language: Language = "en",
): Promise<string> {
  const issues = stored.map((issue) => issueIn(issue, language));
  const [html, lines] = await Promise.all([
    Promise.all(issues.map((issue) => formatted(issue.body))),
    Promise.all(issues.map(issueSummary)),
  ]);
  const words = publicWords(language).newsletter.archive;
  return rssDocument({
    publicUrl,
    title: fill(words.feedTitle, { club: clubName }),
    description: fill(words.feedDescription, { club: clubName }),
    pagePath: pathIn(language, NEWSLETTER_PATH),
    selfPath: pathIn(language, NEWSLETTER_FEED_PATH),
    language,
    items: issues.map((issue, i) => ({
      title: issue.subject,
      path: pathIn(language, issuePath(issue)),
      guid: `${publicUrl}${pathIn(language, NEWSLETTER_PATH)}#${issue.id}`,
      published: issue.startedAt ?? issue.createdAt,
      summary: lines[i] ?? "",
      html: html[i] ?? "",
    })),
  });
}
