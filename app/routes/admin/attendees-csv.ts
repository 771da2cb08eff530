import { attendeePageOf } from "~/features/registrations/attendee-actions.server";
import { attendeesCsv } from "~/features/registrations/attendees.server";
import { csvDownload } from "~/lib/csv";
import type { Route } from "./+types/attendees-csv";

/** An event's registrations as a CSV download, safe to open in a spreadsheet. */
export async function loader(args: Route.LoaderArgs) {
  const { admin, database, event, settings } = await attendeePageOf(args);
  const csv = await attendeesCsv(database, event, settings.timeZone);
  console.info(`[attendees] ${admin.email} exported the attendees of event ${event.id}`);
  return csvDownload(csv, `attendees-${event.slug}.csv`);
}
