import Video from "lucide-react/icons/video";
import { Badge, TermBadge } from "~/components/ui/badge";
import type { GalleryItemRecord } from "./record";
import { galleryCategories } from "./vocabulary";

/** A gallery item's category, and "Video" for a video. */
export function GalleryBadges({ item }: { item: Pick<GalleryItemRecord, "category" | "mediaType"> }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <TermBadge vocabulary={galleryCategories} value={item.category} />
      {item.mediaType === "video" ? (
        <Badge variant="outline">
          <Video className="size-3" aria-hidden="true" />
          Video
        </Badge>
      ) : null}
    </div>
  );
}
