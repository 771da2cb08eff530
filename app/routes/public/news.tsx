import { CardListSection } from "~/components/card-list";
import { JsonLd } from "~/components/json-ld";
import { PageHeader } from "~/components/page-header";
import { ArticleCard } from "~/features/news/article-card";
import { publishedArticles } from "~/features/news/queries.server";
import type { ArticleRecord } from "~/features/news/record";
import { articleJsonLd } from "~/features/news/structured-data";
import { withPublishedOn } from "~/features/news/written";
import { keptRead } from "~/features/public-pages/service/kept-reads.server";
import { loadList } from "~/features/public-pages/service/lists.server";
import { serverLoaderOr } from "~/lib/client-loader";
import { db } from "~/lib/db/client.server";
import { localeOf } from "~/lib/format";
import { withFormatted } from "~/lib/markdown-render.server";
import { emptyStates } from "~/lib/messages";
import { usePublicUrl, useSiteSettings } from "~/lib/root-data";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/news";

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seo(matches, {
    title: "News",
    description: "Awards, launches, new labs and workshops: the latest news of the KFUPM Aerospace Club.",
    path: "/news",
  }),
  {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: "KFUPM Aerospace Club news",
    href: "/news/rss.xml",
  },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { items } = await loadList("news articles", () => keptRead("news/published", () => publishedArticles(db())));
  const locale = localeOf(request);
  return {
    articles: await Promise.all(items.map((article) => withFormatted(withPublishedOn(article, locale), "content"))),
  };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoaderOr(serverLoader, "news articles", {
    articles: [] as (ArticleRecord & { publishedOn: string; html: string; summary: string })[],
  });
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  const publicUrl = usePublicUrl();
  const { clubName } = useSiteSettings();
  return (
    <>
      <PageHeader title="News" description="What the club has been up to, newest first." />
      <CardListSection
        label="News articles"
        items={articles}
        columns={2}
        empty={emptyStates.news}
        renderItem={(article) => <ArticleCard article={article} />}
      />
      {articles.length > 0 ? (
        <JsonLd data={articles.map((article) => articleJsonLd(article, publicUrl, clubName))} />
      ) : null}
    </>
  );
}
