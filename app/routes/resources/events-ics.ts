import { eventsCalendar } from "~/features/events/ical.server";
import { allEvents } from "~/features/events/queries.server";
import { loadList } from "~/features/public-pages/service/lists.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { db } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";

export async function loader() {
  const [{ items }, settings] = await Promise.all([
    loadList("events calendar", () => allEvents(db())),
    currentSettings(),
  ]);
  return new Response(await eventsCalendar(items, env().PUBLIC_URL, settings), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="kfupm-aero-events.ics"',
      "Cache-Control": "public, max-age=600",
    },
  });
}
