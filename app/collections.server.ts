import { type CollectionServer, withHooks } from "~/content/collection.server";
import { contentStore } from "~/content/store.server";
import { eventsServer } from "~/features/events/collection.server";
import { galleryServer } from "~/features/gallery/collection.server";
import { newsServer } from "~/features/news/collection.server";
import { newsletterServer } from "~/features/newsletter/collection.server";
import { projectsServer } from "~/features/projects/collection.server";
import { afterEventChange, beforeEventDelete } from "~/features/registrations/event-hooks.server";
import { settingsServer } from "~/features/settings/collection.server";
import { teamServer } from "~/features/team/collection.server";
import { declareBuckets } from "~/lib/storage.server";
import { bucketTypes, type CollectionKey, isCollectionKey } from "./collections";

/** The server half of every managed content type, by its key: one is missing, and the type check fails. */
export const collectionServers: { readonly [K in CollectionKey]: CollectionServer } = {
  // An event's registrations follow its changes: its seats, its waitlist, the mail to registrants.
  events: withHooks(eventsServer, { afterChange: afterEventChange, beforeDelete: beforeEventDelete }),
  projects: projectsServer,
  news: newsServer,
  gallery: galleryServer,
  team: teamServer,
  newsletter: newsletterServer,
};

export function serverOf(key: string | undefined): CollectionServer | undefined {
  return isCollectionKey(key) ? collectionServers[key] : undefined;
}

/** The list pages whose records each have a page below them (`/events`, `/events/<slug>`). */
export const itemPageLists: readonly string[] = Object.values(collectionServers).flatMap((server) =>
  server.page ? [server.page.path] : [],
);

// The buckets storage keeps: those the upload fields of the types and the settings name.
declareBuckets(bucketTypes.keys());

/** The server half of the settings, saved through the store like a record. */
export { settingsServer };

/** Every content write goes through this store; it asks all collections and the settings whether a file is in use. */
export const store = contentStore([...Object.values(collectionServers), settingsServer]);
