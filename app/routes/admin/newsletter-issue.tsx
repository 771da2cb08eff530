import { IssuePage } from "~/features/newsletter/issue-page";
import { issuePageAction, issuePageLoader } from "~/features/newsletter/issue-page.server";
import { club } from "~/lib/club";
import type { Route } from "./+types/newsletter-issue";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Newsletter${loaderData ? `: ${loaderData.issue.subject}` : ""} | ${club.name} Admin` },
];

export function loader(args: Route.LoaderArgs) {
  return issuePageLoader(args);
}

/** A test, send now, schedule or take it back, pause, resume. */
export function action(args: Route.ActionArgs) {
  return issuePageAction(args);
}

export default function NewsletterIssue({ loaderData }: Route.ComponentProps) {
  return <IssuePage data={loaderData} />;
}
