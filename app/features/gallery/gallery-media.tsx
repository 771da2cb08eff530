import VideoOff from "lucide-react/icons/video-off";
import { CardImage } from "~/components/content-image";
import { textAttributes } from "~/i18n/content";
import { useLoadFailure } from "~/lib/load-failure";
import { useWords } from "~/lib/root-data";
import type { GalleryItemRecord } from "./record";

/**
 * A gallery item as a page shows it: read in the page's language (`localized`), which names the
 * texts that fell back to English, or as stored.
 */
type ShownItem = Pick<GalleryItemRecord, "title" | "description" | "imageUrl" | "mediaType"> & {
  englishOnly?: readonly string[];
};

/** The attributes of the element that shows `field` of `item` (see `textAttributes`). */
const attributesOf = (item: { englishOnly?: readonly string[] }, field: "title" | "description") =>
  textAttributes({ englishOnly: item.englishOnly ?? [] }, field);

/** The language of the item's title where it describes the picture: English on an Arabic page. */
const titleLanguage = (item: { englishOnly?: readonly string[] }) =>
  item.englishOnly?.includes("title") ? ("en" as const) : undefined;

/**
 * A gallery video that plays in place. One that cannot be loaded is hidden, in its place a box
 * that says so, and the failure logged, also when it failed before the page became interactive.
 */
function GalleryVideo({ item }: { item: ShownItem }) {
  const { ref, failed, onError } = useLoadFailure<HTMLVideoElement>(() =>
    console.error(`Gallery video failed to load: ${item.imageUrl}`),
  );
  const words = useWords().gallery;
  // The video element goes (spec section 8); a plain box of the same shape keeps the card in line.
  if (failed) {
    return (
      <div className="flex aspect-[3/2] w-full flex-col items-center justify-center gap-2 bg-muted text-sm text-muted-foreground">
        <VideoOff className="size-8" aria-hidden="true" />
        <p>{words.videoUnavailable}</p>
      </div>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: club videos have no speech
    <video
      ref={ref}
      src={item.imageUrl}
      controls
      playsInline
      preload="metadata"
      className="aspect-[3/2] w-full bg-black object-cover"
      aria-label={item.title}
      lang={titleLanguage(item)}
      onError={onError}
    />
  );
}

export function GalleryMedia({ item }: { item: ShownItem }) {
  return item.mediaType === "video" ? (
    <GalleryVideo item={item} />
  ) : (
    <CardImage
      src={item.imageUrl}
      alt={item.title}
      lang={titleLanguage(item)}
      sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
    />
  );
}

/** A gallery item's title and description under its picture, each in the direction of its own words. */
export function GalleryCaption({
  item,
  heading: Heading,
}: {
  item: Pick<ShownItem, "title" | "description" | "englishOnly">;
  heading: "h2" | "h3";
}) {
  return (
    <>
      <Heading {...attributesOf(item, "title")} className="font-semibold">
        {item.title}
      </Heading>
      {item.description ? (
        <p {...attributesOf(item, "description")} className="text-sm text-muted-foreground">
          {item.description}
        </p>
      ) : null}
    </>
  );
}
