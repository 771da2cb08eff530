import { publishedArticles } from "~/features/news/queries.server";
import { newsRss } from "~/features/news/rss.server";
import { loadList } from "~/features/public-pages/service/lists.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { db } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";

export async function loader() {
  const [{ items }, settings] = await Promise.all([
    loadList("news feed", () => publishedArticles(db(), 50)),
    currentSettings(),
  ]);
  return new Response(await newsRss(items, env().PUBLIC_URL, settings), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
