/** What plays behind the home page's hero: its videos, best format first, and the picture shown until one plays. */
export interface HeroVideoSources {
  videos: readonly { src: string; type: string }[];
  /**
   * Null: a plain background until the video plays. The picture comes in the widths the image
   * service makes, when it is in the site's storage.
   */
  poster: { src: string; srcSet?: string } | null;
}
