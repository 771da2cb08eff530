import type { Localized } from "~/i18n/content";

/**
 * The site's settings: what a club changes without a developer (names, texts, contact details,
 * office hours, award figures, social links, time zone, membership links). One record in the
 * database; until it is saved, every value is its default (site-settings-defaults.ts), the site's
 * texts as they were before they became settings. This module is what the browser needs of them.
 */

/** The social networks a club can link to from the footer, in the footer's order. */
export const socialNetworks = [
  { key: "instagramUrl", label: "Instagram" },
  { key: "xUrl", label: "X" },
  { key: "linkedinUrl", label: "LinkedIn" },
  { key: "youtubeUrl", label: "YouTube" },
  { key: "tiktokUrl", label: "TikTok" },
  { key: "whatsappUrl", label: "WhatsApp channel" },
  { key: "discordUrl", label: "Discord" },
  { key: "githubUrl", label: "GitHub" },
] as const;

export type SocialKey = (typeof socialNetworks)[number]["key"];

/** A social link as the footer shows it: where it leads, and its icon's SVG path. */
export interface SocialLink {
  key: SocialKey;
  label: string;
  href: string;
  path: string;
  /** The path is filled with the even-odd rule (a mark cut out of a shape). */
  evenOdd?: true;
}

/** The award figures of the home page, with the labels they are shown under. */
export const awardFigures = [
  { key: "awardsAiaa", label: "AIAA Awards" },
  { key: "awardsNasa", label: "NASA Competitions" },
  { key: "awardsDesign", label: "Design Awards" },
  { key: "awardsInnovation", label: "Innovation Prizes" },
] as const;

export type AwardKey = (typeof awardFigures)[number]["key"];

/** The settings' texts a visitor reads: each has an Arabic version (`clubNameAr`) in the same record. */
export const settingsTexts = [
  "clubName",
  "tagline",
  "heroText",
  "campusTitle",
  "campusText",
  "campusPictureAlt",
  "mission",
  "vision",
  "officeLocation",
  "officeHours",
  "replyNote",
  "footerText",
] as const;

export type SettingsText = (typeof settingsTexts)[number];

/** The settings as stored: each text in English, and in Arabic where an admin wrote it (null: not written). */
export type SiteSettings = {
  clubName: string;
  shortName: string;
  tagline: string;
  heroText: string;
  /** An uploaded video behind the home page's hero; null: the club's own video. */
  heroVideoUrl: string | null;
  /** The picture shown until the hero video plays; null: the club video's own frame. */
  heroPosterUrl: string | null;
  campusTitle: string;
  campusText: string;
  /** An uploaded picture of the campus section; null: the site's own picture. */
  campusPictureUrl: string | null;
  campusPictureAlt: string;
  mission: string;
  vision: string;
  contactEmail: string | null;
  contactPhone: string | null;
  /** Lines of the office's address. */
  officeLocation: string;
  /** One line per row: "Sunday–Thursday: 8:00 AM–5:00 PM". */
  officeHours: string;
  replyNote: string;
  footerText: string;
  /** The IANA time zone admin times are written in; until it is chosen, the TZ variable's. */
  timeZone: string;
  /** Whether 'Join Club' and 'Apply Now' lead to `membershipLink` (the spec shows them disabled). */
  membershipOpen: boolean;
  membershipLink: string | null;
  /** Whether every admin must turn on two-step sign-in before using the admin area. */
  requireTwoFactor: boolean;
} & { [K in AwardKey]: number } & { [K in SocialKey]: string | null } & {
  [K in SettingsText as `${K}Ar`]: string | null;
};

/**
 * The settings as a page in one language shows them (the root loader's): one version of each
 * text, the Arabic defaults in place on an Arabic page, and which texts fell back to English.
 */
export type PageSettings = Localized<SiteSettings>;

/** The rows of the office hours: "Days: hours" per line; a line without a colon is a row of its own. */
export function officeHoursRows(text: string): { days: string; hours: string }[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "")
    .map((line) => {
      const colon = line.indexOf(": ");
      return colon < 0
        ? { days: line, hours: "" }
        : { days: line.slice(0, colon).trim(), hours: line.slice(colon + 2).trim() };
    });
}

/** The non-empty lines of a text. */
export function linesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** A phone number as a tel: link dials it: its digits, and a leading plus. */
export function phoneDigits(phone: string): string {
  return phone.replace(/[^\d+]/g, "");
}
