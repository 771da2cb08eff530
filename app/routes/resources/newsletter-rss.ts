import { newsletterRss, sentIssues } from "~/features/newsletter/archive.server";
import { loadList } from "~/features/public-pages/service/lists.server";
import { currentSettings, settingsIn } from "~/features/settings/service/site-settings.server";
import { languageOfRequest } from "~/i18n/language";
import { db } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { rssResponse } from "~/lib/rss.server";

/** The feed of the issues that went out: `/newsletter/rss.xml`, and in Arabic `/ar/newsletter/rss.xml`. */
export async function loader(args?: { request: Request }) {
  const language = args ? languageOfRequest(args.request.url) : "en";
  const [{ items }, settings] = await Promise.all([
    loadList("newsletter feed", () => sentIssues(db(), 50)),
    currentSettings(),
  ]);
  // The club's name as the feed's language writes it, where the settings have it in Arabic.
  const { clubName } = settingsIn(settings, language);
  return rssResponse(await newsletterRss(items, env().PUBLIC_URL, clubName, language));
}
