import { useWords } from "~/lib/root-data";
import type { ArchivedIssue } from "./record";

/** The day an issue went out: 'Sent November 27, 2026'. */
export function SentOn({ issue, className }: { issue: Pick<ArchivedIssue, "day" | "sentOn">; className: string }) {
  const { newsletter } = useWords();
  if (!issue.day || !issue.sentOn) return null;
  return (
    <p className={className}>
      {newsletter.archive.sent} <time dateTime={issue.day}>{issue.sentOn}</time>
    </p>
  );
}
