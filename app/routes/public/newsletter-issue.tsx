import { data } from "react-router";
import { FormattedText } from "~/components/formatted-text";
import { BackLink, ItemPageError, missingPageMeta, PreviewNotice } from "~/components/item-page";
import { LocalizedText } from "~/components/localized-text";
import { ShareControl } from "~/components/share-control";
import { pageRecord } from "~/content/slugs.server";
import { isAdminRequest } from "~/features/admin-accounts/service/session.server";
import { archived } from "~/features/newsletter/archive.server";
import { newsletterServer } from "~/features/newsletter/collection.server";
import { issueIn, issuePath, NEWSLETTER_PATH } from "~/features/newsletter/record";
import { SentOn } from "~/features/newsletter/sent-on";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { textAttributes } from "~/i18n/content";
import { languageOfRequest } from "~/i18n/language";
import { db } from "~/lib/db/client.server";
import { localeOf } from "~/lib/format";
import { formatted } from "~/lib/markdown-render.server";
import { usePathIn, usePublicUrl, useWords } from "~/lib/root-data";
import { absoluteUrl, pageImage, rootDataOf, seo } from "~/lib/seo";
import { cardPath } from "~/lib/social-card";
import type { Route } from "./+types/newsletter-issue";

/** The query parameter of an admin's preview of an issue not sent yet. */
const PREVIEW_PARAM = "preview";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return missingPageMeta(matches);
  const { issue, preview } = loaderData;
  const tags = seo(matches, {
    title: issue.subject,
    description: issue.summary,
    path: issuePath(issue),
    type: "article",
    image: pageImage(null, cardPath("newsletter", issue, rootDataOf(matches)?.language)),
  });
  return preview ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

/** An issue's web version: what its readers received, with nobody's leaving link in it. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const database = db();
  const preview = new URL(request.url).searchParams.has(PREVIEW_PARAM) && (await isAdminRequest(request, context));
  const issue = await pageRecord(database, newsletterServer, request, params.slug, { preview });
  const { timeZone } = await currentSettings(database);
  const language = languageOfRequest(request.url);
  const read = issueIn(issue, language);
  return data(
    {
      issue: {
        ...(await archived(issue, { timeZone, locale: localeOf(request) }, language)),
        // Whether the text itself is English on an Arabic page (its line in the archive may not be).
        englishOnly: read.englishOnly.filter((text) => text === "subject" || text === "body"),
        version: issue.version,
        html: await formatted(read.body),
      },
      preview: issue.startedAt === null,
    },
    preview ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function ErrorBoundary() {
  return <ItemPageError />;
}

export default function NewsletterIssue({ loaderData }: Route.ComponentProps) {
  const { issue, preview } = loaderData;
  const publicUrl = usePublicUrl();
  const words = useWords().newsletter.archive;
  const pathIn = usePathIn();
  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-16 sm:px-6" aria-labelledby="issue-title">
      <BackLink to={NEWSLETTER_PATH} label={words.back} />
      {preview ? <PreviewNotice>{words.preview}</PreviewNotice> : null}
      <header className="mt-6 space-y-3">
        <h1
          id="issue-title"
          {...textAttributes(issue, "subject")}
          className="text-4xl font-bold tracking-tight sm:text-5xl"
        >
          {issue.subject}
        </h1>
        <SentOn issue={issue} className="text-sm text-muted-foreground" />
      </header>
      <LocalizedText record={issue} field="body" className="mt-8 space-y-4">
        {(language) => <FormattedText html={issue.html} className="text-muted-foreground" {...language} />}
      </LocalizedText>
      {preview ? null : (
        <div className="mt-10">
          <ShareControl url={absoluteUrl(publicUrl, pathIn(issuePath(issue)))} title={issue.subject} />
        </div>
      )}
    </article>
  );
}
