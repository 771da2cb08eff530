import { attendeesCsv, eventOfPage } from "~/features/registrations/attendees.server";
import { db } from "~/lib/db/client.server";
import { requireAdmin } from "~/lib/session.server";
import { currentSettings } from "~/lib/site-settings.server";
import type { Route } from "./+types/attendees-csv";

/** An event's registrations as a CSV download, safe to open in a spreadsheet. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const database = db();
  const { timeZone } = await currentSettings(database);
  const { event } = await eventOfPage(database, params.id, timeZone);
  const csv = await attendeesCsv(database, event);
  console.info(`[attendees] ${user.email} exported the attendees of event ${event.id}`);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="attendees-${event.slug}.csv"`,
      "Cache-Control": "no-store, private",
    },
  });
}
