import { bucketsOf, type Collection } from "~/content/collection";
import { activitySection } from "~/features/activity/record";
import { type AdminSection, messagesSection, subscribersSection } from "~/features/admin/inbox";
import { adminsSection } from "~/features/admin-accounts/record";
import { eventsCollection } from "~/features/events/collection";
import { galleryCollection } from "~/features/gallery/collection";
import { mailSection } from "~/features/mail/record";
import { newsCollection } from "~/features/news/collection";
import { newsletterCollection } from "~/features/newsletter/collection";
import { projectsCollection } from "~/features/projects/collection";
import { settingsCollection } from "~/features/settings/collection";
import { teamCollection } from "~/features/team/collection";

/**
 * The registry of the managed content types: the top layer, above the features it lists (the
 * admin area's generic code imports no feature; it is handed a collection). Its server half,
 * `collections.server.ts`, has an entry for each key here, or the type check fails.
 */
const registry = {
  events: eventsCollection,
  projects: projectsCollection,
  news: newsCollection,
  gallery: galleryCollection,
  team: teamCollection,
  newsletter: newsletterCollection,
} as const satisfies Record<string, Collection>;

export type CollectionKey = keyof typeof registry;

/** The managed content types, in the sidebar's order. */
export const collections: readonly Collection[] = Object.values(registry);

export function isCollectionKey(key: string | undefined): key is CollectionKey {
  return key !== undefined && Object.hasOwn(registry, key);
}

export function findCollection(key: string | undefined): Collection | undefined {
  return isCollectionKey(key) ? registry[key] : undefined;
}

/** The records edited on a page of their own with the collections' fields: the site's settings. */
export const globals: readonly Collection[] = [settingsCollection];

/** Everything the admin forms edit, whose upload fields the upload endpoint serves. */
export const editable: readonly Collection[] = [...collections, ...globals];

/** The storage buckets the upload fields name, each with the types of file it holds. */
export const bucketTypes = bucketsOf(editable);

/** The pages after the collections in the sidebar: the inbox, the outbox, the admins and the activity log. */
export const adminSections: readonly AdminSection[] = [
  messagesSection,
  subscribersSection,
  mailSection,
  adminsSection,
  activitySection,
];
