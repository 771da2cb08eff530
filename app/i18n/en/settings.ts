import { defaultSettings } from "~/lib/site-settings-defaults";

/**
 * The texts the site's settings start with, in English: the defaults the settings' table and a
 * site without a saved row take (lib/site-settings-defaults.ts), so that both are one text. Read
 * on the server only, where a page puts a language's default in place of an unchanged setting.
 */
export const settings = {
  clubName: defaultSettings.clubName,
  tagline: defaultSettings.tagline,
  heroText: defaultSettings.heroText,
  campusTitle: defaultSettings.campusTitle,
  campusText: defaultSettings.campusText,
  campusPictureAlt: defaultSettings.campusPictureAlt,
  mission: defaultSettings.mission,
  vision: defaultSettings.vision,
  officeLocation: defaultSettings.officeLocation,
  officeHours: defaultSettings.officeHours,
  replyNote: defaultSettings.replyNote,
  footerText: defaultSettings.footerText,
};
