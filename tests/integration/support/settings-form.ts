import { loader as settingsLoader } from "~/routes/admin/settings";

/** The settings' record as the Settings page edits it. */
export type SettingsRecord = Awaited<ReturnType<typeof settingsLoader>>["record"];

/** The settings as the Settings page opens them for the admin signed in with `cookie`. */
export async function openSettings(cookie: string): Promise<SettingsRecord> {
  const request = new Request("http://localhost:3000/admin-kfupm-aero/settings", { headers: { cookie } });
  return (await settingsLoader({ request, params: {}, context: {} } as never)).record;
}

/**
 * The form as the Settings page posts it: every field as it shows it, with `changes` typed over
 * (an empty `membershipOpen` is the switch turned off).
 */
export function settingsForm(record: SettingsRecord, changes: { [name: string]: string | undefined } = {}) {
  const fields: { [name: string]: string } = { intent: "update", id: record.id, version: String(record.version) };
  for (const [name, value] of Object.entries(record)) {
    if (name === "id" || name === "version") continue;
    if (typeof value === "boolean") {
      if (value) fields[name] = "on";
    } else if (value !== null) fields[name] = String(value);
  }
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (name === "membershipOpen" && value === "") delete fields[name];
    else fields[name] = value;
  }
  return fields;
}
