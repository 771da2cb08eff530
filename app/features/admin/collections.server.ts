import { allEvents } from "~/features/events/queries.server";
import { galleryNewestFirst } from "~/features/gallery/queries.server";
import { allArticles } from "~/features/news/queries.server";
import { newestProjects } from "~/features/projects/queries.server";
import { teamInOrder } from "~/features/team/queries.server";
import type { Database } from "~/lib/db/client.server";
import { loadList } from "~/lib/lists.server";
import { type CollectionKey, collections } from "./collections";

/**
 * Every record of a content type, in the order its admin list shows them; a failed read is logged
 * and gives an empty list with `failed` set.
 */
export async function loadCollection(database: Database, key: CollectionKey) {
  const load = <T>(read: (database: Database) => Promise<T[]>) =>
    loadList(collections[key].records, () => read(database));
  switch (key) {
    case "events":
      return { key, ...(await load(allEvents)) } as const;
    case "projects":
      return { key, ...(await load(newestProjects)) } as const;
    case "news":
      return { key, ...(await load(allArticles)) } as const;
    case "gallery":
      return { key, ...(await load(galleryNewestFirst)) } as const;
    case "team":
      return { key, ...(await load(teamInOrder)) } as const;
  }
}

export type LoadedCollection = Awaited<ReturnType<typeof loadCollection>>;
