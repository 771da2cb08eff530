import Video from "lucide-react/icons/video";
import { Badge } from "~/components/ui/badge";
import { useWords } from "~/lib/root-data";
import type { GalleryItemRecord } from "./record";
import { galleryCategories, galleryCategoryWord } from "./vocabulary";

/** A gallery item's category, and "Video" for a video. */
export function GalleryBadges({ item }: { item: Pick<GalleryItemRecord, "category" | "mediaType"> }) {
  const words = useWords().gallery;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Badge tone={galleryCategories.tone(item.category)}>{galleryCategoryWord(words, item.category)}</Badge>
      {item.mediaType === "video" ? (
        <Badge variant="outline">
          <Video className="size-3" aria-hidden="true" />
          {words.video}
        </Badge>
      ) : null}
    </div>
  );
}
