import { type Bucket, storage } from "./storage.server";

/** The club video behind the home page's hero, kept in the videos bucket with its poster frame. */
export const heroMedia = {
  mp4: { bucket: "videos", file: "club-loop.mp4" },
  webm: { bucket: "videos", file: "club-loop.webm" },
  poster: { bucket: "videos", file: "club-loop-poster.webp" },
} as const satisfies Record<string, { bucket: Bucket; file: string }>;

export function heroVideo() {
  const media = storage();
  return {
    mp4: media.publicUrl(heroMedia.mp4.bucket, heroMedia.mp4.file),
    webm: media.publicUrl(heroMedia.webm.bucket, heroMedia.webm.file),
    poster: media.publicUrl(heroMedia.poster.bucket, heroMedia.poster.file),
  };
}
