import { initials } from "~/lib/format";
import { useLoadFailure } from "~/lib/load-failure";
import { cn } from "~/lib/utils";

/** A member's photo, or the initials of their name when there is none or it fails to load. */
export function MemberAvatar({
  name,
  imageUrl,
  className,
}: {
  name: string;
  imageUrl: string | null;
  className?: string;
}) {
  const { ref, failed, onError } = useLoadFailure<HTMLImageElement>();

  return (
    <div
      className={cn(
        "relative flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 text-2xl font-semibold text-primary",
        className,
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
