import { recordAtSlug, recordOrAnswer } from "~/content/slugs.server";
import { eventsServer } from "~/features/events/collection.server";
import { eventsCalendar } from "~/features/events/ical.server";
import { EVENTS_PATH } from "~/features/events/record";
import { currentSettings, settingsIn } from "~/features/settings/service/site-settings.server";
import { languageOfRequest, pathIn } from "~/i18n/language";
import { db } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import type { Route } from "./+types/event-ics";

/** One event as a calendar file, for 'Add to calendar' on its page. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const database = db();
  const [found, settings] = await Promise.all([
    recordAtSlug(database, eventsServer, params.slug),
    currentSettings(database),
  ]);
  const language = languageOfRequest(request.url);
  if (found && "movedTo" in found) {
    const moved = pathIn(language, `${EVENTS_PATH}/${found.movedTo}/calendar.ics`);
    return new Response(null, { status: 301, headers: { Location: moved } });
  }
  const event = recordOrAnswer(found, EVENTS_PATH, request);
  return new Response(
    await eventsCalendar([event], env().PUBLIC_URL, settingsIn(settings, language), new Date(), language),
    {
      headers: {
        "Content-Type": "text/calendar; charset=utf-8",
        "Content-Disposition": `attachment; filename="${event.slug}.ics"`,
        "Cache-Control": "public, max-age=600",
      },
    },
  );
}
