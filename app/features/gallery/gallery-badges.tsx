import Video from "lucide-react/icons/video";
import { Badge, ShownBadge } from "~/components/ui/badge";
import { useWords } from "~/lib/root-data";
import type { GalleryItemRecord } from "./record";
import type { GalleryTerms } from "./vocabulary";

/** A gallery item's category (as `galleryTerms` reads it), and "Video" for a video. */
export function GalleryBadges({
  terms,
  mediaType,
}: {
  terms: GalleryTerms;
  mediaType: GalleryItemRecord["mediaType"];
}) {
  const words = useWords().gallery;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ShownBadge term={terms.category} words={words.categories} />
      {mediaType === "video" ? (
        <Badge variant="outline">
          <Video className="size-3" aria-hidden="true" />
          {words.video}
        </Badge>
      ) : null}
    </div>
  );
}
