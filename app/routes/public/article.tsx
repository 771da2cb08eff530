import UserRound from "lucide-react/icons/user-round";
import { data } from "react-router";
import { ContentImage } from "~/components/content-image";
import { ExternalLinkButton } from "~/components/external-link-button";
import { FormattedText } from "~/components/formatted-text";
import { BackLink, ItemPageError, missingPageMeta, PreviewNotice } from "~/components/item-page";
import { JsonLd } from "~/components/json-ld";
import { LocalLink } from "~/components/local-link";
import { ShareControl } from "~/components/share-control";
import { pageRecord } from "~/content/slugs.server";
import { isAdminRequest } from "~/features/admin-accounts/service/session.server";
import { newsServer } from "~/features/news/collection.server";
import { PublishedDate } from "~/features/news/published-date";
import { neighbourArticles } from "~/features/news/queries.server";
import { type ArticleRecord, articlePath, DEFAULT_LINK_TEXT, NEWS_PATH } from "~/features/news/record";
import { articleJsonLd } from "~/features/news/structured-data";
import { withPublishedOn } from "~/features/news/written";
import { keptRead } from "~/features/public-pages/service/kept-reads.server";
import { safeHref } from "~/lib/club";
import { db } from "~/lib/db/client.server";
import { textOrWord } from "~/lib/default-text";
import { localeOf } from "~/lib/format";
import { withFormatted } from "~/lib/markdown-render.server";
import { usePublicUrl, useSiteSettings, useWords } from "~/lib/root-data";
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
  const neighbours = () => neighbourArticles(database, article);
  const { older, newer } = preview ? await neighbours() : await keptRead(`news/neighbours/${article.id}`, neighbours);
  const link = (other: ArticleRecord | null) => (other ? { title: other.title, path: articlePath(other) } : null);
  return data(
    {
      article: await withFormatted(withPublishedOn(article, locale), "content"),
      draft: !article.isPublished,
      image: pageImage(article.featuredImageUrl, cardPath("news", article)),
      older: link(older),
      newer: link(newer),
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

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, draft, older, newer } = loaderData;
  const publicUrl = usePublicUrl();
  const { clubName } = useSiteSettings();
  const href = safeHref(article.articleLink);
  const { news } = useWords();
  return (
    <>
      <article className={`${readingBody} pt-8`} aria-labelledby="article-title">
        <BackLink to={NEWS_PATH} label={news.allNews} />
        {draft ? <PreviewNotice>{news.draftPreview}</PreviewNotice> : null}
        <header className="mt-6 space-y-4">
          <h1 id="article-title" dir="auto" className="text-4xl font-bold tracking-tight sm:text-5xl">
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
        <FormattedText html={article.html} className="mt-8 text-muted-foreground" />
        {href ? (
          <div className="mt-8">
            <ExternalLinkButton href={href} variant="outline">
              {textOrWord(article.linkText, DEFAULT_LINK_TEXT, news.readFullArticle)}
            </ExternalLinkButton>
          </div>
        ) : null}
        <div className="mt-10">
          <ShareControl url={absoluteUrl(publicUrl, articlePath(article))} title={article.title} />
        </div>
      </article>
      {older || newer ? (
        <nav aria-label={news.moreArticles} className={readingBody}>
          <ul className="grid gap-4 border-t pt-8 sm:grid-cols-2">
            {newer ? (
              <li>
                <span className="text-sm text-muted-foreground">{news.newer}</span>
                <LocalLink to={newer.path} className="mt-1 block font-semibold underline-offset-4 hover:underline">
                  {newer.title}
                </LocalLink>
              </li>
            ) : null}
            {older ? (
              <li className="sm:col-start-2 sm:text-end">
                <span className="text-sm text-muted-foreground">{news.older}</span>
                <LocalLink to={older.path} className="mt-1 block font-semibold underline-offset-4 hover:underline">
                  {older.title}
                </LocalLink>
              </li>
            ) : null}
          </ul>
        </nav>
      ) : null}
      {draft ? null : <JsonLd data={articleJsonLd(article, publicUrl, clubName)} />}
    </>
  );
}
