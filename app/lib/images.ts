/** Widths the image service renders for pictures in storage. */
export const imageWidths = [320, 480, 640, 800, 1200] as const;
export type ImageWidth = (typeof imageWidths)[number];

export function isImageWidth(value: number): value is ImageWidth {
  return (imageWidths as readonly number[]).includes(value);
}

const storedPicture = /^\/storage\/([a-z]+)\/([\w.-]+\.(?:webp|png|jpe?g))$/i;

/** The address of a stored picture resized to `width`, or the address itself when it is not ours. */
export function resizedUrl(src: string, width: ImageWidth): string {
  const match = src.match(storedPicture);
  return match ? `/images/${match[1]}/${match[2]}?w=${width}` : src;
}

/**
 * The `srcset` of a stored picture, each resized copy with its width, or undefined for a picture
 * that is not ours. Given the picture's own width, a copy wider than the picture is described as
 * what it is, the picture at its own width (copies are never enlarged), and given once, so that a
 * browser never takes a small picture for a large one.
 */
export function resizedSrcSet(src: string, ownWidth?: number): string | undefined {
  if (!storedPicture.test(src)) return undefined;
  const described = new Map<number, string>();
  for (const width of imageWidths) {
    const real = ownWidth ? Math.min(width, ownWidth) : width;
    if (!described.has(real)) described.set(real, resizedUrl(src, width));
  }
  return [...described].map(([width, url]) => `${url} ${width}w`).join(", ");
}
