import { desc, isNotNull } from "drizzle-orm";
import { fill } from "~/i18n/words";
import { publicWords } from "~/i18n/words.server";
import type { Database } from "~/lib/db/client.server";
import { formatLocalDate } from "~/lib/format";
import { formatted, markdownText } from "~/lib/markdown-render.server";
import { rssDocument } from "~/lib/rss.server";
import { pageDescription } from "~/lib/seo";
import { dayIn } from "~/lib/time-zone";
import { type ArchivedIssue, type IssueRecord, issuePath, NEWSLETTER_FEED_PATH, NEWSLETTER_PATH } from "./record";
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
async function issueSummary(issue: IssueRecord): Promise<string> {
  return issue.preheader.trim() || pageDescription(await markdownText(issue.body), 200);
}

export async function archived(issue: IssueRecord, dates: ArchiveDates): Promise<ArchivedIssue> {
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
  };
}

/** The RSS feed of the issues that went out. */
export async function newsletterRss(issues: IssueRecord[], publicUrl: string, clubName: string): Promise<string> {
  const [html, lines] = await Promise.all([
    Promise.all(issues.map((issue) => formatted(issue.body))),
    Promise.all(issues.map(issueSummary)),
  ]);
  return rssDocument({
    publicUrl,
    title: fill(publicWords("en").newsletter.archive.feedTitle, { club: clubName }),
    description: fill(publicWords("en").newsletter.archive.feedDescription, { club: clubName }),
    pagePath: NEWSLETTER_PATH,
    selfPath: NEWSLETTER_FEED_PATH,
    items: issues.map((issue, i) => ({
      title: issue.subject,
      path: issuePath(issue),
      guid: `${publicUrl}${NEWSLETTER_PATH}#${issue.id}`,
      published: issue.startedAt ?? issue.createdAt,
      summary: lines[i] ?? "",
      html: html[i] ?? "",
    })),
  });
}
