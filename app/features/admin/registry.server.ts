import { eventsServer } from "~/features/events/collection.server";
import { galleryServer } from "~/features/gallery/collection.server";
import { newsServer } from "~/features/news/collection.server";
import { projectsServer } from "~/features/projects/collection.server";
import { teamServer } from "~/features/team/collection.server";
import type { Collection } from "./collection";
import type { CollectionServer } from "./collection.server";

/** The server half of every managed content type. */
export const collectionServers: readonly CollectionServer[] = [
  eventsServer,
  projectsServer,
  newsServer,
  galleryServer,
  teamServer,
];

export function serverOf(collection: Collection): CollectionServer {
  const found = collectionServers.find((server) => server.collection.key === collection.key);
  if (!found) throw new Error(`No server half for the ${collection.key} collection`);
  return found;
}
