import { initials } from "~/lib/format";
import { useLoadFailure } from "~/lib/load-failure";
import { cn } from "~/lib/utils";

const sizes = {
  sm: "size-10 text-sm",
  md: "size-14 text-lg",
  lg: "size-24 text-2xl",
  /** Medium on a phone, large from 640 px. */
  responsive: "size-14 text-lg sm:size-24 sm:text-2xl",
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
        sizes[size],
      )}
    >
      {imageUrl && !failed ? (
        <img
          ref={ref}
          src={imageUrl}
          alt={name}
          width={96}
          height={96}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
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
