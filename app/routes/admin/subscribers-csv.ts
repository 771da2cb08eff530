import { requireAdmin } from "~/features/admin-accounts/service/session.server";
import { subscribersCsv } from "~/features/newsletter/subscribers.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { csvDownload } from "~/lib/csv";
import { db } from "~/lib/db/client.server";
import { dayIn } from "~/lib/time-zone";
import type { Route } from "./+types/subscribers-csv";

/** Every subscriber as a CSV download, safe to open in a spreadsheet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const database = db();
  const { timeZone } = await currentSettings(database);
  const csv = await subscribersCsv(database, timeZone);
  console.info(`[inbox] ${user.email} exported the subscribers`);
  return csvDownload(csv, `subscribers-${dayIn(timeZone)}.csv`);
}
