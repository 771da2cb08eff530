import Film from "lucide-react/icons/film";
import ImageOff from "lucide-react/icons/image-off";
import Images from "lucide-react/icons/images";
import Video from "lucide-react/icons/video";
import { defineCollection } from "~/content/collection";
import { bilingual, date, reference, select, text, textarea, upload } from "~/content/fields";
import { ItemHeading } from "~/features/admin/item-parts";
import { adminDate } from "~/lib/admin-format";
import { useLoadFailure } from "~/lib/load-failure";
import { imageTypes, videoTypes } from "~/lib/media";
import { GalleryBadges } from "./gallery-badges";
import type { GalleryItemRecord } from "./record";
import { galleryCategories, galleryTerms, mediaTypes } from "./vocabulary";

/** The intent of the header's 'Add Video from Storage' button. */
export const ADD_CLUB_VIDEO = "add-club-video";

export const galleryCollection = defineCollection<GalleryItemRecord>()({
  key: "gallery",
  icon: Images,
  labels: {
    title: "Gallery",
    description: "Photos and videos, most recently uploaded first.",
    singular: "gallery item",
    plural: "gallery items",
    empty: "No gallery items found",
    newButton: "New Item",
  },
  fields: [
    ...bilingual(text("title", "Title", { required: true })),
    ...bilingual(textarea("description", "Description")),
    select("category", "Category", galleryCategories, "general", { half: true }),
    select("mediaType", "Media Type", mediaTypes, "image", { half: true }),
    upload(
      "imageUrl",
      "Image or Video",
      { bucket: "gallery", videoBucket: "videos", types: [...imageTypes, ...videoTypes], maxMegabytes: 50 },
      { required: true },
    ),
    date("uploadDate", "Upload Date", { today: true }),
    reference("projectId", "Project", {
      collection: "projects",
      none: "No project",
      description: "The item is shown on that project's page too.",
    }),
  ],
  // An item is a picture or a video as its uploaded file is.
  hooks: { afterUpload: ({ kind }) => ({ mediaType: kind }) },
  titleOf: (item) => item.title,
  renderItem: (item) => <GalleryListItem item={item} />,
  dashboard: {
    total: "Gallery Items",
    quickLink: "Manage Gallery",
    recentTitle: "Recent Gallery",
    recentEmpty: "No gallery items found",
    summarize: (item) => ({
      meta: `Uploaded ${adminDate(item.uploadDate)}`,
      badges: <GalleryBadges terms={galleryTerms(item)} mediaType={item.mediaType} />,
    }),
  },
  headerActions: [{ intent: ADD_CLUB_VIDEO, label: "Add Video from Storage", icon: Film }],
});

function Thumbnail({ item }: { item: GalleryItemRecord }) {
  const { ref, failed, onError } = useLoadFailure<HTMLImageElement>();
  if (item.mediaType === "video") {
    return (
      <div className="flex size-20 shrink-0 items-center justify-center rounded-md bg-muted">
        <Video className="size-6 text-muted-foreground" aria-hidden="true" />
      </div>
    );
  }
  if (failed) {
    return (
      <div className="flex size-20 shrink-0 flex-col items-center justify-center gap-1 rounded-md bg-muted p-1 text-center text-[10px] text-muted-foreground">
        <ImageOff className="size-4" aria-hidden="true" />
        Image failed to load
      </div>
    );
  }
  return (
    <img
      ref={ref}
      src={item.imageUrl}
      alt=""
      width={80}
      height={80}
      loading="lazy"
      className="size-20 shrink-0 rounded-md object-cover"
      onError={onError}
    />
  );
}

function GalleryListItem({ item }: { item: GalleryItemRecord }) {
  return (
    <div className="flex gap-4">
      <Thumbnail item={item} />
      <div className="min-w-0 flex-1 space-y-1.5">
        <ItemHeading title={item.title} />
        <GalleryBadges terms={galleryTerms(item)} mediaType={item.mediaType} />
        {item.description ? (
          <p dir="auto" className="text-sm text-muted-foreground">
            {item.description}
          </p>
        ) : null}
        <p className="text-sm text-muted-foreground">Uploaded {adminDate(item.uploadDate)}</p>
        <p className="break-all text-xs text-muted-foreground">{item.imageUrl}</p>
      </div>
    </div>
  );
}
