import { publishedArticles } from "~/features/news/queries.server";
import { newsRss } from "~/features/news/rss.server";
import { loadList } from "~/features/public-pages/service/lists.server";
import { currentSettings, settingsIn } from "~/features/settings/service/site-settings.server";
import { languageOfRequest } from "~/i18n/language";
import { publicWords } from "~/i18n/words.server";
import { db } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { rssResponse } from "~/lib/rss.server";

/** The news feed: /news/rss.xml in English, /ar/news/rss.xml in Arabic. */
export async function loader(args?: { request: Request }) {
  const language = args ? languageOfRequest(args.request.url) : "en";
  const [{ items }, settings] = await Promise.all([
    loadList("news feed", () => publishedArticles(db(), 50)),
    currentSettings(),
  ]);
  // The club's name as the feed's language writes it, where the settings have it in Arabic.
  const site = settingsIn(settings, language);
  return rssResponse(
    await newsRss(items, env().PUBLIC_URL, site, { language, words: publicWords(language).news.feed }),
  );
}
