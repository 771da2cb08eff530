import { LocalLink } from "~/components/local-link";
import { PageHeader } from "~/components/page-header";
import { archived, sentIssues } from "~/features/newsletter/archive.server";
import { type ArchivedIssue, issuePath, NEWSLETTER_FEED_PATH, NEWSLETTER_PATH } from "~/features/newsletter/record";
import { SentOn } from "~/features/newsletter/sent-on";
import { loadList } from "~/features/public-pages/service/lists.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { textAttributes } from "~/i18n/content";
import { languageOfRequest, pathIn } from "~/i18n/language";
import { serverLoaderOr } from "~/lib/client-loader";
import { db } from "~/lib/db/client.server";
import { localeOf } from "~/lib/format";
import { useWords } from "~/lib/root-data";
import { rootDataOf, seo, wordsOf } from "~/lib/seo";
import type { Route } from "./+types/newsletter";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = rootDataOf(matches);
  const words = wordsOf(matches)?.newsletter.archive;
  if (!words) return [];
  // The feed in the page's language: the Arabic archive points to the Arabic feed.
  const feed = pathIn(root?.language ?? "en", NEWSLETTER_FEED_PATH);
  return [
    ...seo(matches, { title: words.title, description: words.description, path: NEWSLETTER_PATH }),
    { tagName: "link", rel: "alternate", type: "application/rss+xml", title: words.title, href: feed },
  ];
};

export async function loader({ request }: Route.LoaderArgs) {
  const database = db();
  const [{ items }, { timeZone }] = await Promise.all([
    loadList("newsletter issues", () => sentIssues(database)),
    currentSettings(database),
  ]);
  const dates = { timeZone, locale: localeOf(request) };
  const language = languageOfRequest(request.url);
  return { issues: await Promise.all(items.map((issue) => archived(issue, dates, language))) };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoaderOr(serverLoader, "newsletter issues", { issues: [] as ArchivedIssue[] });
}

export default function Newsletter({ loaderData }: Route.ComponentProps) {
  const { issues } = loaderData;
  const words = useWords().newsletter.archive;
  return (
    <>
      <PageHeader title={words.title} description={words.description} />
      <section aria-label={words.title} className="mx-auto max-w-3xl px-4 pb-16 sm:px-6">
        {issues.length === 0 ? (
          <p className="rounded-lg border p-8 text-center text-muted-foreground">{words.empty}</p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {issues.map((issue) => (
              <li key={issue.id} className="p-5">
                <h2 className="text-xl font-semibold" {...textAttributes(issue, "subject")}>
                  <LocalLink to={issuePath(issue)} className="underline-offset-4 hover:underline">
                    {issue.subject}
                  </LocalLink>
                </h2>
                <SentOn issue={issue} className="mt-1 text-sm text-muted-foreground" />
                <p className="mt-2 text-muted-foreground" {...textAttributes(issue, "summary")}>
                  {issue.summary}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
