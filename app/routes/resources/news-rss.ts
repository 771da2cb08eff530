import { publishedArticles } from "~/features/news/queries.server";
import { newsRss } from "~/features/news/rss.server";
import { db } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { loadList } from "~/lib/lists.server";

export async function loader() {
  const { items } = await loadList("news feed", () => publishedArticles(db(), 50));
  return new Response(newsRss(items, env().PUBLIC_URL), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
