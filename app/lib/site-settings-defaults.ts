import type { SiteSettings } from "./site-settings";
import { DEFAULT_TIME_ZONE } from "./time-zone";

/**
 * The settings until an admin saves them: the texts the site showed before they became settings.
 * The columns of the settings' table take them as defaults; the server reads them while there is
 * no row. Kept apart from site-settings.ts so that the browser never loads them.
 */
const heroText =
  "We are the aerospace engineering student club of KFUPM: we design, build and fly rockets, satellites and drones, and we bring students together with the people who make aerospace happen.";

/** The id of the settings' one record. */
export const SITE_SETTINGS_ID = "00000000-0000-4000-8000-000000000001";

export const defaultSettings: SiteSettings = {
  clubName: "KFUPM Aerospace Club",
  shortName: "KFUPM Aero",
  tagline: "Engineering the future of flight",
  heroText,
  heroVideoUrl: null,
  heroPosterUrl: null,
  campusTitle: "Based at KFUPM, Dhahran",
  campusText:
    "Our labs and workshops are in the Aerospace Engineering Department, Building 63, on the university campus.",
  campusPictureUrl: null,
  campusPictureAlt: "The KFUPM campus in Dhahran at dusk",
  mission:
    "To give every student who is curious about flight and space the chance to practise aerospace engineering: to design, build, test and fly real systems in teams, to learn from engineers who do it for a living, and to carry that experience into their studies and careers.",
  vision:
    "A leading student aerospace community in the region, whose satellites, rockets and aircraft compete with the best university teams in the world, and whose members help build the Kingdom's growing aviation and space industry.",
  contactEmail: null,
  contactPhone: null,
  officeLocation:
    "Aerospace Engineering Department, Building 63\nKing Fahd University of Petroleum & Minerals, Dhahran 31261, Saudi Arabia",
  officeHours: "Sunday–Thursday: 8:00 AM–5:00 PM\nFriday–Saturday: Closed",
  replyNote: "We typically reply within 24 hours.",
  awardsAiaa: 5,
  awardsNasa: 3,
  awardsDesign: 12,
  awardsInnovation: 8,
  instagramUrl: null,
  xUrl: null,
  linkedinUrl: null,
  youtubeUrl: null,
  tiktokUrl: null,
  whatsappUrl: null,
  discordUrl: null,
  githubUrl: null,
  footerText: "The student club of aerospace engineering at King Fahd University of Petroleum & Minerals, Dhahran.",
  timeZone: DEFAULT_TIME_ZONE,
  membershipOpen: false,
  membershipLink: null,
  requireTwoFactor: false,
  // No Arabic is written until an admin writes it: Arabic pages show the Arabic defaults of the
  // dictionary (i18n/ar/settings.ts) while an English text is unchanged, else the English.
  clubNameAr: null,
  taglineAr: null,
  heroTextAr: null,
  campusTitleAr: null,
  campusTextAr: null,
  campusPictureAltAr: null,
  missionAr: null,
  visionAr: null,
  officeLocationAr: null,
  officeHoursAr: null,
  replyNoteAr: null,
  footerTextAr: null,
};
