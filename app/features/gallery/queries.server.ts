import { desc } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import { galleryItems } from "~/lib/db/schema";
import type { GalleryItemRecord } from "./record";

/** Every gallery item, most recently uploaded first. */
export function galleryNewestFirst(database: Database): Promise<GalleryItemRecord[]> {
  return database.select().from(galleryItems).orderBy(desc(galleryItems.uploadDate), desc(galleryItems.createdAt));
}
