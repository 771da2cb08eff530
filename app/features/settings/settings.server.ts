import { ensureSettingsRow } from "~/features/settings/service/site-settings.server";
import type { Database } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import type { SettingsRecord } from "./collection";

/**
 * The settings as the Settings page edits them, their row made first if there is none yet. A
 * time zone never chosen shows as the TZ variable's.
 */
export async function settingsRecord(database: Database): Promise<SettingsRecord> {
  const { updatedAt: _updatedAt, ...row } = await ensureSettingsRow(database);
  return { ...row, timeZone: row.timeZone ?? env().TZ };
}
