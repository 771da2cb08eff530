import { imageWidths, resizedUrl } from "~/lib/images";
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
}: {
  src: string;
  alt: string;
  sizes: string;
  className?: string;
  width?: number;
  height?: number;
  priority?: boolean;
}) {
  const resizable = resizedUrl(src, 800) !== src;
  return (
    <img
      src={resizable ? resizedUrl(src, 800) : src}
      srcSet={resizable ? imageWidths.map((w) => `${resizedUrl(src, w)} ${w}w`).join(", ") : undefined}
      sizes={resizable ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : undefined}
      className={cn("bg-muted object-cover", className)}
    />
  );
}

/** A card's picture across its top (3:2), or nothing when the record has none. */
export function CardImage({ src, alt, sizes }: { src: string | null; alt: string; sizes: string }) {
  return src ? <ContentImage src={src} alt={alt} sizes={sizes} className="aspect-[3/2] w-full" /> : null;
}
