import type { Ref } from "react";
import { resizedSrcSet, resizedUrl } from "~/lib/images";
import { cn } from "~/lib/utils";

/**
 * A picture from storage, served in the size the screen needs (WebP), lazy unless it is above the
 * fold. `sizes` says how wide it is shown.
 */
export function ContentImage({
  src,
  alt,
  sizes,
  className,
  width = 1200,
  height = 800,
  priority = false,
  ref,
  onError,
}: {
  src: string;
  alt: string;
  sizes: string;
  className?: string;
  width?: number;
  height?: number;
  priority?: boolean;
  ref?: Ref<HTMLImageElement>;
  onError?: () => void;
}) {
  const srcSet = resizedSrcSet(src);
  return (
    <img
      ref={ref}
      src={resizedUrl(src, 800)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={cn("bg-muted object-cover", className)}
      onError={onError}
    />
  );
}

/** A card's picture across its top (3:2), or nothing when the record has none. */
export function CardImage({ src, alt, sizes }: { src: string | null; alt: string; sizes: string }) {
  return src ? <ContentImage src={src} alt={alt} sizes={sizes} className="aspect-[3/2] w-full" /> : null;
}
