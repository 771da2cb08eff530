/** What plays behind the home page's hero: its videos, best format first, and the picture shown until one plays. */
export interface HeroVideoSources {
  videos: readonly { src: string; type: string }[];
  /**
   * Null: a plain background until the video plays. An uploaded picture comes in the widths the
   * image service makes; the club's own is a file made for the hero.
   */
  poster: { src: string; srcSet?: string } | null;
}
