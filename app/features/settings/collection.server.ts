import { defineCollectionServer } from "~/content/collection.server";
import { siteSettings } from "~/lib/db/schema";
import { env } from "~/lib/env.server";
import { settingsCollection } from "./collection";

export const settingsServer = defineCollectionServer(settingsCollection, {
  table: siteSettings,
  order: [],
  files: ["heroVideoUrl", "heroPosterUrl", "campusPictureUrl"],
  activityKind: "settings",
  hooks: {
    // A time zone never chosen stays the TZ variable's while the form shows that zone unchanged.
    beforeChange: (values, { stored }) =>
      stored?.timeZone === null && values.timeZone === env().TZ ? { ...values, timeZone: null } : values,
  },
});
