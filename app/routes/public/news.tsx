import { CardListSection } from "~/components/card-list";
import { JsonLd } from "~/components/json-ld";
import { PageHeader } from "~/components/page-header";
import { ArticleCard } from "~/features/news/article-card";
import { type LocalizedArticle, localizedArticle } from "~/features/news/localized";
import { publishedArticles } from "~/features/news/queries.server";
import { articleJsonLd } from "~/features/news/structured-data.server";
import { withPublishedOn } from "~/features/news/written";
import { keptRead } from "~/features/public-pages/service/kept-reads.server";
import { loadList } from "~/features/public-pages/service/lists.server";
import { currentSettingsIn } from "~/features/settings/service/site-settings.server";
import { languageOfRequest, pathIn } from "~/i18n/language";
import { serverLoaderOr } from "~/lib/client-loader";
import { db } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { localeOf } from "~/lib/format";
import { withFormatted } from "~/lib/markdown-render.server";
import { useWords } from "~/lib/root-data";
import { rootDataOf, seo, wordsOf } from "~/lib/seo";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsOf(matches)?.news.meta;
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
  const articles = await Promise.all(
    items.map((article) => withFormatted(withPublishedOn(localizedArticle(article, language), locale), "content")),
  );
  const { clubName } = await currentSettingsIn(language);
  return {
    articles,
    // For search engines: written here, so that the page's script does not carry how.
    jsonLd: articles.map((article) => articleJsonLd(article, env().PUBLIC_URL, clubName, language)),
  };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoaderOr(serverLoader, "news articles", {
    articles: [] as (LocalizedArticle & { publishedOn: string; html: string; summary: string })[],
    jsonLd: [],
  });
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { articles, jsonLd } = loaderData;
  const { news } = useWords();
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
      {jsonLd.length > 0 ? <JsonLd data={jsonLd} /> : null}
    </>
  );
}
