import UserRound from "lucide-react/icons/user-round";
import { data } from "react-router";
import { ContentImage } from "~/components/content-image";
import { ExternalLinkButton } from "~/components/external-link-button";
import { FormattedText } from "~/components/formatted-text";
import { BackLink, ItemPageError, missingPageMeta, PreviewNotice } from "~/components/item-page";
import { JsonLd } from "~/components/json-ld";
import { LocalLink } from "~/components/local-link";
import { LocalizedText } from "~/components/localized-text";
import { ShareControl } from "~/components/share-control";
import { pageRecord } from "~/content/slugs.server";
import { isAdminRequest } from "~/features/admin-accounts/service/session.server";
import { newsServer } from "~/features/news/collection.server";
import { LinkText } from "~/features/news/link-text";
import { localizedArticle } from "~/features/news/localized";
import { PublishedDate } from "~/features/news/published-date";
import { neighbourArticles } from "~/features/news/queries.server";
import { type ArticleRecord, articlePath, NEWS_PATH } from "~/features/news/record";
import { articleJsonLd } from "~/features/news/structured-data.server";
import { withPublishedOn } from "~/features/news/written";
import { keptRead } from "~/features/public-pages/service/kept-reads.server";
import { currentSettingsIn } from "~/features/settings/service/site-settings.server";
import { textAttributes } from "~/i18n/content";
import { type Language, languageOfRequest } from "~/i18n/language";
import { safeHref } from "~/lib/club";
import { db } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { localeOf } from "~/lib/format";
import { withFormatted } from "~/lib/markdown-render.server";
import { usePathIn, usePublicUrl, useWords } from "~/lib/root-data";
import { absoluteUrl, pageDescription, pageImage, seo } from "~/lib/seo";
import { cardPath } from "~/lib/social-card";
import type { Route } from "./+types/article";

/** An article reads in a column of a comfortable line length. */
const readingBody = "mx-auto max-w-3xl px-4 pb-16 sm:px-6";

/** The query parameter of an admin's preview of a draft: `/news/<slug>?preview`. */
export const PREVIEW_PARAM = "preview";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return missingPageMeta(matches);
  const { article, draft } = loaderData;
  const tags = seo(matches, {
    title: article.title,
    description: article.excerpt ?? pageDescription(article.summary),
    path: articlePath(article),
    type: "article",
    image: loaderData.image,
  });
  return draft ? [...tags, { name: "robots", content: "noindex" }] : tags;
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const database = db();
  // A visitor sees published articles only; an admin previewing sees drafts too, never kept in a cache.
  const preview = new URL(request.url).searchParams.has(PREVIEW_PARAM) && (await isAdminRequest(request, context));
  const article = await pageRecord(database, newsServer, request, params.slug, { preview, keep: {} });
  const locale = localeOf(request);
  const language = languageOfRequest(request.url);
  const neighbours = () => neighbourArticles(database, article);
  const { older, newer } = preview ? await neighbours() : await keptRead(`news/neighbours/${article.id}`, neighbours);
  const shown = await withFormatted(withPublishedOn(localizedArticle(article, language), locale), "content");
  const { clubName } = await currentSettingsIn(language);
  return data(
    {
      article: shown,
      draft: !article.isPublished,
      // For search engines (a draft has none): written here, so that the page's script does not carry how.
      jsonLd: article.isPublished ? articleJsonLd(shown, env().PUBLIC_URL, clubName, language) : null,
      image: pageImage(article.featuredImageUrl, cardPath("news", article, language)),
      older: neighbour(older, language),
      newer: neighbour(newer, language),
    },
    preview ? { headers: { "Cache-Control": "private, no-store" } } : undefined,
  );
}

/** A neighbouring article as the page links to it: its title in the page's language, and its address. */
function neighbour(other: ArticleRecord | null, language: Language) {
  if (!other) return null;
  const { title, englishOnly } = localizedArticle(other, language);
  return { title, english: englishOnly.includes("title"), path: articlePath(other) };
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function ErrorBoundary() {
  return <ItemPageError />;
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, draft, older, newer, jsonLd } = loaderData;
  const publicUrl = usePublicUrl();
  const href = safeHref(article.articleLink);
  const { news } = useWords();
  const pathIn = usePathIn();
  const english = { lang: "en", dir: "ltr" } as const;
  return (
    <>
      <article className={`${readingBody} pt-8`} aria-labelledby="article-title">
        <BackLink to={NEWS_PATH} label={news.allNews} />
        {draft ? <PreviewNotice>{news.draftPreview}</PreviewNotice> : null}
        <header className="mt-6 space-y-4">
          <h1
            id="article-title"
            {...textAttributes(article, "title")}
            className="text-4xl font-bold tracking-tight sm:text-5xl"
          >
            {article.title}
          </h1>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <PublishedDate date={article.publishedDate} text={article.publishedOn} />
            <span className="flex items-center gap-1.5">
              <UserRound className="size-4" aria-hidden="true" />
              <bdi>{article.author}</bdi>
            </span>
          </p>
        </header>
        {article.featuredImageUrl ? (
          <ContentImage
            src={article.featuredImageUrl}
            alt={article.title}
            sizes="(min-width: 768px) 720px, 100vw"
            className="mt-8 aspect-[3/2] w-full rounded-lg"
            priority
          />
        ) : null}
        <LocalizedText record={article} field="content" className="mt-8 space-y-4">
          {(language) => <FormattedText html={article.html} className="text-muted-foreground" {...language} />}
        </LocalizedText>
        {href ? (
          <div className="mt-8">
            <ExternalLinkButton href={href} variant="outline">
              <LinkText article={article} />
            </ExternalLinkButton>
          </div>
        ) : null}
        <div className="mt-10">
          <ShareControl url={absoluteUrl(publicUrl, pathIn(articlePath(article)))} title={article.title} />
        </div>
      </article>
      {older || newer ? (
        <nav aria-label={news.moreArticles} className={readingBody}>
          <ul className="grid gap-4 border-t pt-8 sm:grid-cols-2">
            {newer ? (
              <li>
                <span className="text-sm text-muted-foreground">{news.newer}</span>
                <LocalLink
                  to={newer.path}
                  className="mt-1 block font-semibold underline-offset-4 hover:underline"
                  {...(newer.english ? english : {})}
                >
                  {newer.title}
                </LocalLink>
              </li>
            ) : null}
            {older ? (
              <li className="sm:col-start-2 sm:text-end">
                <span className="text-sm text-muted-foreground">{news.older}</span>
                <LocalLink
                  to={older.path}
                  className="mt-1 block font-semibold underline-offset-4 hover:underline"
                  {...(older.english ? english : {})}
                >
                  {older.title}
                </LocalLink>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      {jsonLd ? <JsonLd data={jsonLd} /> : null}
    </>
  );
}
