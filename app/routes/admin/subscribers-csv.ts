import { subscribersCsv } from "~/features/newsletter/subscribers.server";
import { csvDownload } from "~/lib/csv";
import { db } from "~/lib/db/client.server";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/subscribers-csv";

/** Every subscriber as a CSV download, safe to open in a spreadsheet. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdmin(request, context);
  const csv = await subscribersCsv(db());
  console.info(`[inbox] ${user.email} exported the subscribers`);
  return csvDownload(csv, `subscribers-${new Date().toISOString().slice(0, 10)}.csv`);
}
