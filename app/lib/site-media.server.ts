import type { HeroVideoSources } from "./hero-media";
import { resizedSrcSet, resizedUrl } from "./images";
import { mimeOfObjectName } from "./media";
import type { SiteSettings } from "./site-settings";
import { type Bucket, storage } from "./storage.server";

/** The club video behind the home page's hero, kept in the videos bucket with its poster frame. */
export const heroMedia = {
  mp4: { bucket: "videos", file: "club-loop.mp4" },
  webm: { bucket: "videos", file: "club-loop.webm" },
  poster: { bucket: "videos", file: "club-loop-poster.webp" },
} as const satisfies Record<string, { bucket: Bucket; file: string }>;

/**
 * The hero's video and the picture shown until it plays: the ones chosen in the settings, or the
 * club's own (WebM and MP4, and its first frame).
 */
export function heroVideo(settings: Pick<SiteSettings, "heroVideoUrl" | "heroPosterUrl">): HeroVideoSources {
  const media = storage();
  const own = (file: { bucket: Bucket; file: string }) => media.publicUrl(file.bucket, file.file);
  const videos = settings.heroVideoUrl
    ? [{ src: settings.heroVideoUrl, type: mimeOfObjectName(settings.heroVideoUrl.split(/[?#]/)[0] ?? "") }]
    : [
        { src: own(heroMedia.webm), type: "video/webm" },
        { src: own(heroMedia.mp4), type: "video/mp4" },
      ];
  // An uploaded video without a picture of its own starts on a plain background.
  const posterUrl = settings.heroPosterUrl ?? (settings.heroVideoUrl ? null : own(heroMedia.poster));
  const poster = posterUrl ? { src: resizedUrl(posterUrl, 1200), srcSet: resizedSrcSet(posterUrl) } : null;
  return { videos, poster };
}
