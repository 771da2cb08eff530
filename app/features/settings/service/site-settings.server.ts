import { eq } from "drizzle-orm";
import { contentVersion, requestVersions } from "~/features/public-pages/service/content-version.server";
import { noteFailedRead } from "~/features/public-pages/service/render-reads.server";
import { localized } from "~/i18n/content";
import type { Language } from "~/i18n/language";
import { settingsWords } from "~/i18n/words.server";
import { type Database, db } from "~/lib/db/client.server";
import { siteSettings } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { type PageSettings, type SettingsText, type SiteSettings, settingsTexts } from "~/lib/site-settings";
import { defaultSettings, SITE_SETTINGS_ID } from "~/lib/site-settings-defaults";

export type SettingsRow = typeof siteSettings.$inferSelect;

/** The settings a stored row gives: its values, the TZ variable's zone until one is chosen. */
export function settingsOf(row: SettingsRow | undefined): SiteSettings {
  if (!row) return { ...defaultSettings, timeZone: env().TZ };
  const { id: _id, version: _version, updatedAt: _updatedAt, ...values } = row;
  return { ...values, timeZone: values.timeZone ?? env().TZ };
}

/** The settings' row, read as it is now; undefined until the Settings page first opens. */
export async function readSettingsRow(database: Database): Promise<SettingsRow | undefined> {
  const [row] = await database.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
  return row;
}

/** The settings' row, made with every default first if there is none yet. */
export async function ensureSettingsRow(database: Database): Promise<SettingsRow> {
  await database.insert(siteSettings).values({ id: SITE_SETTINGS_ID }).onConflictDoNothing();
  const row = await readSettingsRow(database);
  if (!row) throw new Error("the site settings could not be made");
  return row;
}

const kept = new WeakMap<Database, { version: string; settings: SiteSettings }>();

/**
 * The site's settings, as every page and message uses them. A save raises the content version
 * (it is a content write), so the settings are read again only after one, on every instance.
 */
export async function currentSettings(target: Database = db()): Promise<SiteSettings> {
  const known = kept.get(target);
  try {
    // The site's own database: the version this request reads (once for all its reads).
    const version = target === db() ? (await requestVersions()).content : await contentVersion(target);
    if (known?.version === version) return known.settings;
    const settings = settingsOf(await readSettingsRow(target));
    kept.set(target, { version, settings });
    return settings;
  } catch (error) {
    // Without the database a page still shows, with the settings read last (or the defaults),
    // and is not kept in the page cache.
    console.error(`[settings] could not be read: ${(error as Error).message}`);
    noteFailedRead();
    return known?.settings ?? settingsOf(undefined);
  }
}

/**
 * The settings as a page in `language` shows them. On an Arabic page a text written in Arabic is
 * shown; one not written, while its English is still the text the site started with, is the
 * Arabic the site starts with (a new club's site reads in Arabic throughout); one whose English
 * an admin changed shows that English, named in `englishOnly` so that the page marks it.
 */
export function settingsIn(settings: SiteSettings, language: Language): PageSettings {
  if (language === "en") return localized(settings, language);
  const withDefaults = { ...settings };
  for (const key of settingsTexts) withDefaults[`${key}Ar`] = arabicSetting(settings, key);
  return localized(withDefaults, language);
}

/**
 * The Arabic of the settings' text `key` (see `settingsIn`): as written; else, while its English is
 * the text the site started with, the Arabic the site starts with; else null (the English shows).
 */
export function arabicSetting<K extends SettingsText>(
  settings: Pick<SiteSettings, K> & Partial<Pick<SiteSettings, `${K}Ar`>>,
  key: K,
): string | null {
  const written: string | null | undefined = settings[`${key}Ar`];
  if (written?.trim()) return written;
  const english: Readonly<Record<SettingsText, string>> = settingsWords("en");
  const arabic: Readonly<Record<SettingsText, string>> = settingsWords("ar");
  return settings[key] === english[key] ? arabic[key] : null;
}

/** The site's settings in `language` (see `settingsIn`). */
export async function currentSettingsIn(language: Language, target: Database = db()): Promise<PageSettings> {
  return settingsIn(await currentSettings(target), language);
}
