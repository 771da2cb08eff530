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
