import Settings from "lucide-react/icons/settings";
import { defineCollection } from "~/content/collection";
import {
  bilingual,
  email,
  type FormField,
  integer,
  link,
  markdown,
  text,
  textarea,
  timeZone,
  toggle,
  upload,
} from "~/content/fields";
import { imageTypes, videoTypes } from "~/lib/media";
import { awardFigures, type SiteSettings, socialNetworks } from "~/lib/site-settings";

/** The settings' one record, as the Settings page edits it. */
export type SettingsRecord = Omit<SiteSettings, "timeZone"> & { id: string; version: number; timeZone: string };

const picture = (bucket: "site") => ({ bucket, types: imageTypes, maxMegabytes: 5 });

/**
 * A settings text and its Arabic version. Empty, the Arabic pages show the site's own Arabic text
 * while the English is the one the site started with, and the English once an admin changed it.
 */
function inBothLanguages<N extends string, T>(english: FormField<N, T>) {
  const [first, arabic] = bilingual(english);
  return [
    first,
    {
      ...arabic,
      description:
        "Shown on the Arabic pages. Empty: the site's own Arabic text until the English is changed, then the English.",
    },
  ] as const;
}

/**
 * The site's settings, edited like a record of a collection (the same fields, checks, uploads and
 * activity log), but one that always exists and is only saved.
 */
export const settingsCollection = defineCollection<SettingsRecord>()({
  key: "settings",
  single: true,
  icon: Settings,
  labels: {
    title: "Settings",
    description: "What the public pages say about the club: names, texts, contact details, links.",
    singular: "settings",
    plural: "settings",
    empty: "",
    newButton: "",
  },
  fields: [
    ...inBothLanguages(text("clubName", "Club name", { required: true, section: "Club" })),
    text("shortName", "Short name", {
      required: true,
      description: "Under the icon of the site saved to a phone's home screen.",
    }),
    ...inBothLanguages(
      textarea("footerText", "Footer text", { required: true, description: "Under the club's name in the footer." }),
    ),
    timeZone("timeZone", "Time zone", {
      description: "Event times, 'today' and the admin area's times are in this zone.",
    }),
    ...inBothLanguages(
      text("tagline", "Tagline", { required: true, section: "Home page", description: "The home page's headline." }),
    ),
    ...inBothLanguages(textarea("heroText", "Hero text", { required: true })),
    upload(
      "heroVideoUrl",
      "Hero video",
      { bucket: "videos", videoBucket: "videos", types: videoTypes, maxMegabytes: 50 },
      { description: "Plays muted behind the headline; empty: the club's own video." },
    ),
    upload("heroPosterUrl", "Hero picture", picture("site"), {
      description: "Shown until the video plays, and instead of it to visitors who ask for less motion.",
    }),
    ...awardFigures.map((figure, index) =>
      integer(figure.key, figure.label, {
        default: 0,
        half: true,
        ...(index === 0 ? { section: "Award figures" } : {}),
      }),
    ),
    ...inBothLanguages(text("campusTitle", "Campus title", { required: true, section: "Campus section" })),
    ...inBothLanguages(textarea("campusText", "Campus text", { required: true })),
    upload("campusPictureUrl", "Campus picture", picture("site"), {
      description: "Empty: the site's own picture of the campus.",
    }),
    ...inBothLanguages(
      text("campusPictureAlt", "Campus picture description", {
        required: true,
        description: "What the picture shows, for visitors who cannot see it.",
      }),
    ),
    ...inBothLanguages(
      markdown("mission", "Our Mission", { required: true, rows: 5, pictures: null, section: "About page" }),
    ),
    ...inBothLanguages(markdown("vision", "Our Vision", { required: true, rows: 5, pictures: null })),
    email("contactEmail", "Contact email", {
      half: true,
      section: "Contact",
      description: "Shown on the contact page and in the footer when set.",
    }),
    text("contactPhone", "Contact phone", { half: true, description: "Shown when set." }),
    ...inBothLanguages(
      textarea("officeLocation", "Office location", {
        required: true,
        description: "One line per line of the address.",
      }),
    ),
    ...inBothLanguages(
      textarea("officeHours", "Office hours", {
        required: true,
        description: "One line per row, the days before a colon: “Sunday–Thursday: 8:00 AM–5:00 PM”.",
      }),
    ),
    ...inBothLanguages(text("replyNote", "Reply-time note", { required: true })),
    ...socialNetworks.map((network, index) =>
      link(network.key, network.label, {
        half: true,
        unusable: "its icon is not shown",
        ...(index === 0 ? { section: "Social links", description: "Each link set is an icon in the footer." } : {}),
      }),
    ),
    toggle("requireTwoFactor", "Require two-step sign-in for every admin", {
      section: "Security",
      description:
        "An admin without it is kept on their account page until it is on. Turn on your own first, on your account page.",
    }),
    toggle("membershipOpen", "Membership applications open", {
      section: "Membership",
      description: "Turns on 'Join Club' on the home page and 'Apply Now' on the membership page.",
    }),
    link("membershipLink", "Application link", {
      unusable: "the buttons stay disabled",
      description: "Where both buttons lead: an application form, or a page of this site such as /contact.",
    }),
  ],
  titleOf: () => "Site settings",
  renderItem: () => null,
});
