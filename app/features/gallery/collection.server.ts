import { desc } from "drizzle-orm";
import { defineCollectionServer } from "~/content/collection.server";
import { clubToday } from "~/content/fields";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { adminMessages } from "~/lib/admin-messages";
import { heroMedia } from "~/lib/site-media.server";
import { storage } from "~/lib/storage.server";
import { ADD_CLUB_VIDEO, galleryCollection } from "./collection";
import { galleryItems } from "./table";

export const galleryServer = defineCollectionServer(galleryCollection, {
  table: galleryItems,
  order: [desc(galleryItems.uploadDate), desc(galleryItems.createdAt)],
  recentOrder: [desc(galleryItems.createdAt)],
  files: ["imageUrl"],
  actions: {
    // The club's video, already in the videos bucket (it plays behind the home page's hero).
    [ADD_CLUB_VIDEO]: {
      values: async () => ({
        title: "KFUPM Aerospace Club Video",
        description: null,
        category: "general",
        mediaType: "video",
        imageUrl: storage().publicUrl(heroMedia.mp4.bucket, heroMedia.mp4.file),
        uploadDate: clubToday((await currentSettings()).timeZone),
      }),
      success: adminMessages.admin.videoAdded,
      failure: adminMessages.admin.videoAddFailed,
    },
  },
});
