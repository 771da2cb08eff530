import { eventsCollection } from "~/features/events/collection";
import { galleryCollection } from "~/features/gallery/collection";
import { newsCollection } from "~/features/news/collection";
import { projectsCollection } from "~/features/projects/collection";
import { teamCollection } from "~/features/team/collection";
import { SIGN_IN_PATH } from "~/lib/admin-paths";
import type { Collection } from "./collection";
import { type InboxSection, messagesSection, subscribersSection } from "./inbox";

/** The managed content types, in the sidebar's order. */
export const collections: readonly Collection[] = [
  eventsCollection,
  projectsCollection,
  newsCollection,
  galleryCollection,
  teamCollection,
];

export function findCollection(key: string | undefined): Collection | undefined {
  return collections.find((collection) => collection.key === key);
}

/** The admin page of a collection or an inbox section. */
export function adminPagePath(page: { key: string }): string {
  return `${SIGN_IN_PATH}/${page.key}`;
}

/** The inbox pages, after the collections in the sidebar. */
export const inboxSections: readonly InboxSection[] = [messagesSection, subscribersSection];
