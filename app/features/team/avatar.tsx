import { ContentImage } from "~/components/content-image";
import { initials } from "~/lib/format";
import { useLoadFailure } from "~/lib/load-failure";
import { cn } from "~/lib/utils";

/** Each size's box, and how wide the photo is shown in it (the `sizes` its resized copies are chosen by). */
const sizes = {
  sm: { box: "size-10 text-sm", shown: "40px" },
  md: { box: "size-14 text-lg", shown: "56px" },
  lg: { box: "size-24 text-2xl", shown: "96px" },
  /** Medium on a phone, large from 640 px. */
  responsive: { box: "size-14 text-lg sm:size-24 sm:text-2xl", shown: "(min-width: 640px) 96px, 56px" },
};

/** A member's photo, or the initials of their name when there is none or it fails to load. */
export function MemberAvatar({
  name,
  imageUrl,
  size = "lg",
}: {
  name: string;
  imageUrl: string | null;
  size?: keyof typeof sizes;
}) {
  const { ref, failed, onError } = useLoadFailure<HTMLImageElement>();

  return (
    <div
      className={cn(
        "relative flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 font-semibold text-primary",
        sizes[size].box,
      )}
    >
      {imageUrl && !failed ? (
        // Portraits are square (docs/decisions/0017).
        <ContentImage
          ref={ref}
          src={imageUrl}
          alt={name}
          sizes={sizes[size].shown}
          width={96}
          height={96}
          className="size-full"
          onError={onError}
        />
      ) : (
        <span role="img" aria-label={name}>
          {initials(name)}
        </span>
      )}
    </div>
  );
}
