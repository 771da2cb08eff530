import { desc, eq } from "drizzle-orm";
import type { Database } from "~/lib/db/client.server";
import type { GalleryItemRecord } from "./record";
import { galleryItems } from "./table";

/** Every gallery item, most recently uploaded first. */
export function galleryNewestFirst(database: Database): Promise<GalleryItemRecord[]> {
  return database.select().from(galleryItems).orderBy(desc(galleryItems.uploadDate), desc(galleryItems.createdAt));
}

/** The gallery items linked to a project, newest first. */
export function projectGallery(database: Database, projectId: string): Promise<GalleryItemRecord[]> {
  return database
    .select()
    .from(galleryItems)
    .where(eq(galleryItems.projectId, projectId))
    .orderBy(desc(galleryItems.uploadDate), desc(galleryItems.createdAt));
}
