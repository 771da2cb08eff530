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
  lang,
}: {
  src: string;
  alt: string;
  /** The language of `alt` when it is not the page's: an English text on an Arabic page. */
  lang?: "en";
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
      lang={lang}
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
export function CardImage({ src, alt, sizes, lang }: { src: string | null; alt: string; sizes: string; lang?: "en" }) {
  return src ? <ContentImage src={src} alt={alt} sizes={sizes} lang={lang} className="aspect-[3/2] w-full" /> : null;
}
