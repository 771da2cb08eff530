import { CardListSection } from "~/components/card-list";
import { JsonLd } from "~/components/json-ld";
import { PageHeader } from "~/components/page-header";
import { ArticleCard } from "~/features/news/article-card";
import { type LocalizedArticle, localizedArticle } from "~/features/news/localized";
import { publishedArticles } from "~/features/news/queries.server";
import { articleJsonLd } from "~/features/news/structured-data";
import { withPublishedOn } from "~/features/news/written";
import { keptRead } from "~/features/public-pages/service/kept-reads.server";
import { loadList } from "~/features/public-pages/service/lists.server";
import { languageOfRequest, pathIn } from "~/i18n/language";
import { serverLoaderOr } from "~/lib/client-loader";
import { db } from "~/lib/db/client.server";
import { localeOf } from "~/lib/format";
import { withFormatted } from "~/lib/markdown-render.server";
import { useLanguage, usePublicUrl, useSiteSettings, useWords } from "~/lib/root-data";
import { rootDataOf, seo } from "~/lib/seo";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = rootDataOf(matches)?.words?.news.meta;
  if (!words) return [];
  return [
    ...seo(matches, { title: words.title, description: words.description, path: "/news" }),
    {
      tagName: "link",
      rel: "alternate",
      type: "application/rss+xml",
      title: words.feedTitle,
      // The feed in the page's language.
      href: pathIn(rootDataOf(matches)?.language ?? "en", "/news/rss.xml"),
    },
  ];
};

export async function loader({ request }: Route.LoaderArgs) {
  const { items } = await loadList("news articles", () => keptRead("news/published", () => publishedArticles(db())));
  const locale = localeOf(request);
  const language = languageOfRequest(request.url);
  return {
    articles: await Promise.all(
      items.map((article) => withFormatted(withPublishedOn(localizedArticle(article, language), locale), "content")),
    ),
  };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoaderOr(serverLoader, "news articles", {
    articles: [] as (LocalizedArticle & { publishedOn: string; html: string; summary: string })[],
  });
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  const publicUrl = usePublicUrl();
  const { clubName } = useSiteSettings();
  const { news } = useWords();
  const language = useLanguage();
  return (
    <>
      <PageHeader title={news.title} description={news.description} />
      <CardListSection
        label={news.listLabel}
        items={articles}
        columns={2}
        empty={news.empty}
        renderItem={(article) => <ArticleCard article={article} />}
      />
      {articles.length > 0 ? (
        <JsonLd data={articles.map((article) => articleJsonLd(article, publicUrl, clubName, language))} />
      ) : null}
    </>
  );
}
