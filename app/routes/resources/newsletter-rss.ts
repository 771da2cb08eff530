import { newsletterRss, sentIssues } from "~/features/newsletter/archive.server";
import { loadList } from "~/features/public-pages/service/lists.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { db } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { rssResponse } from "~/lib/rss.server";

export async function loader() {
  const [{ items }, settings] = await Promise.all([
    loadList("newsletter feed", () => sentIssues(db(), 50)),
    currentSettings(),
  ]);
  return rssResponse(await newsletterRss(items, env().PUBLIC_URL, settings.clubName));
}
