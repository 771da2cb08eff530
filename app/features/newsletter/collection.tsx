import Send from "lucide-react/icons/send";
import { Link } from "react-router";
import { defineCollection, plainTextOf } from "~/content/collection";
import { bilingual, markdown, slug, text } from "~/content/fields";
import { ItemHeading, TermBadge } from "~/features/admin/item-parts";
import { useSiteTimeZone } from "~/features/admin/layout-data";
import { issueSendingPath } from "~/lib/admin-paths";
import { truncate } from "~/lib/format";
import { imageTypes } from "~/lib/media";
import { zonedDateTime } from "~/lib/time-zone";
import { issueStatusTerms, issueWords } from "./issue-words";
import { hasGoneOut, type IssueRecord, issuePath, NEWSLETTER_PATH } from "./record";

/** When an issue is, as its list says: sent, going, or planned (in the club's time zone). */
function IssueWhen({ issue }: { issue: IssueRecord }) {
  const timeZone = useSiteTimeZone();
  const at = (value: Date | string) => zonedDateTime(value, timeZone);
  const to = issue.recipients ?? 0;
  let when = issueWords.lastChanged(at(issue.updatedAt));
  if (issue.finishedAt) when = issueWords.sentTo(at(issue.finishedAt), to);
  else if (issue.startedAt) when = issueWords.startedTo(at(issue.startedAt), to);
  else if (issue.scheduledAt) when = issueWords.goesOutAt(at(issue.scheduledAt));
  return <p className="text-sm text-muted-foreground">{when}</p>;
}

export const newsletterCollection = defineCollection<IssueRecord>()({
  key: "newsletter",
  icon: Send,
  labels: {
    title: "Newsletter",
    description: "Issues for the confirmed subscribers: write, preview, send a test, then send or schedule.",
    singular: "issue",
    plural: "issues",
    empty: "No issues yet",
    newButton: "New Issue",
  },
  // Subscribers who chose Arabic receive the Arabic version when its text is written, else the
  // English one; the address stays one, made from the English subject.
  fields: [
    ...bilingual(text("subject", "Subject", { required: true })),
    ...bilingual(
      text("preheader", "Preheader", {
        default: "",
        description: "The line an inbox shows after the subject. Leave it empty to show the start of the text.",
      }),
    ),
    slug("slug", "Address", { path: NEWSLETTER_PATH }),
    ...bilingual(
      markdown("body", "Text", {
        required: true,
        rows: 16,
        pictures: { bucket: "news", types: imageTypes, maxMegabytes: 5 },
      }),
    ),
  ],
  titleOf: (issue) => issue.subject,
  pageOf: (issue) =>
    hasGoneOut(issue)
      ? { href: issuePath(issue), label: "View page" }
      : { href: `${issuePath(issue)}?preview`, label: "Preview" },
  renderItem: (issue) => (
    <div className="space-y-2">
      <ItemHeading title={issue.subject}>
        <TermBadge vocabulary={issueStatusTerms} value={issue.status} />
      </ItemHeading>
      <p className="text-sm">{truncate(plainTextOf(issue, "body"), 120)}</p>
      <IssueWhen issue={issue} />
      <p className="text-sm">
        <Link className="text-primary underline-offset-4 hover:underline" to={issueSendingPath(issue.id)}>
          {hasGoneOut(issue) ? issueWords.progressLink : issueWords.sendingLink}
        </Link>
      </p>
    </div>
  ),
});
