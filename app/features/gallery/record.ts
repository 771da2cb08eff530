import type { galleryItems } from "./table";

/** A stored record, as loaders hand it to pages (browser-safe: a type only). */
export type GalleryItemRecord = typeof galleryItems.$inferSelect;
