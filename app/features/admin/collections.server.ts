import { allEvents } from "~/features/events/queries.server";
import { galleryNewestFirst } from "~/features/gallery/queries.server";
import { allArticles } from "~/features/news/queries.server";
import { newestProjects } from "~/features/projects/queries.server";
import { teamInOrder } from "~/features/team/queries.server";
import type { Database } from "~/lib/db/client.server";
import type { CollectionKey } from "./collections";

/** Every record of a content type, in the order its admin list shows them. */
export async function loadCollection(database: Database, key: CollectionKey) {
  switch (key) {
    case "events":
      return { key, items: await allEvents(database) } as const;
    case "projects":
      return { key, items: await newestProjects(database) } as const;
    case "news":
      return { key, items: await allArticles(database) } as const;
    case "gallery":
      return { key, items: await galleryNewestFirst(database) } as const;
    case "team":
      return { key, items: await teamInOrder(database) } as const;
  }
}

export type LoadedCollection = Awaited<ReturnType<typeof loadCollection>>;
