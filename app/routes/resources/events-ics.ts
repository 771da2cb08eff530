import { eventsCalendar } from "~/features/events/ical.server";
import { allEvents } from "~/features/events/queries.server";
import { loadList } from "~/features/public-pages/service/lists.server";
import { currentSettings, settingsIn } from "~/features/settings/service/site-settings.server";
import { languageOfRequest } from "~/i18n/language";
import { db } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import type { Route } from "./+types/events-ics";

/** The club's events as a calendar feed, in the language of its address (/ar/events.ics in Arabic). */
export async function loader({ request }: Partial<Pick<Route.LoaderArgs, "request">> = {}) {
  const [{ items }, settings] = await Promise.all([
    loadList("events calendar", () => allEvents(db())),
    currentSettings(),
  ]);
  const language = request ? languageOfRequest(request.url) : "en";
  return new Response(
    await eventsCalendar(items, env().PUBLIC_URL, settingsIn(settings, language), new Date(), language),
    {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": 'inline; filename="kfupm-aero-events.ics"',
        "Cache-Control": "public, max-age=600",
      },
    },
  );
}
