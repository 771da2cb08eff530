import { adminMessages, type ToastMessage } from "~/lib/admin-messages";
import { acceptedType, imageTypes, MAX_STORED_SIDE, MEGABYTE, typeWords, type UploadRule } from "~/lib/media";

/**
 * A chosen file made ready to send, for every upload field and 'Insert picture'. The server keeps a
 * picture at most MAX_STORED_SIDE on its long side, so a picture over the rule's size, or larger
 * than that, is scaled down here first, as the server would keep it: a phone's 7 MB photo then fits
 * the 5 MB rule, which applies to what is sent. Videos are sent as they are.
 */

export type PreparedUpload = { ok: true; file: File } | { ok: false; message: ToastMessage };

export async function prepareUpload(chosen: File, rule: UploadRule): Promise<PreparedUpload> {
  const type = acceptedType(rule, chosen.type);
  if (!type) return { ok: false, message: adminMessages.admin.invalidFileType(typeWords(rule)) };
  const limit = rule.maxMegabytes * MEGABYTE;
  const file = type.kind === "image" ? ((await scaledPicture(chosen, limit)) ?? chosen) : chosen;
  if (file.size > limit) return { ok: false, message: adminMessages.admin.fileTooLarge(rule.maxMegabytes) };
  return { ok: true, file };
}

/** The size a picture is kept at: at most MAX_STORED_SIDE on its long side, never enlarged. */
export function storedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_STORED_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === "function") return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement("canvas"), { width, height });
}

function encode(canvas: Canvas, type: string, quality?: number): Promise<Blob | null> {
  if ("convertToBlob" in canvas) return canvas.convertToBlob({ type, quality }).catch(() => null);
  return new Promise((resolve) => canvas.toBlob(resolve, type, quality));
}

function hasTransparency(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D, canvas: Canvas) {
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] !== 255) return true;
  return false;
}

/**
 * The picture scaled down and encoded again, or null to send the chosen file as it is: it is
 * within both limits already (no needless loss), this browser cannot decode it (the server
 * decides), or no encoding of it fits the limit while the original does.
 */
async function scaledPicture(chosen: File, limit: number): Promise<File | null> {
  let bitmap: ImageBitmap;
  try {
    // Upright as the phone held it: its EXIF orientation is applied.
    bitmap = await createImageBitmap(chosen, { imageOrientation: "from-image" });
  } catch {
    return null;
  }
  try {
    if (chosen.size <= limit && Math.max(bitmap.width, bitmap.height) <= MAX_STORED_SIDE) return null;
    const size = storedSize(bitmap.width, bitmap.height);
    const canvas = canvasOf(size.width, size.height);
    const context = canvas.getContext("2d") as OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
    if (!context) return null;
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    // A photo becomes a JPEG; a transparent picture stays transparent, lossless if that fits.
    const encodings: [string, number?][] =
      chosen.type !== "image/jpeg" && hasTransparency(context, canvas)
        ? [["image/png"], ["image/webp", 0.9]]
        : [
            ["image/jpeg", 0.9],
            ["image/jpeg", 0.75],
          ];
    let smallest: Blob | null = null;
    for (const [type, quality] of encodings) {
      const blob = await encode(canvas, type, quality);
      // A browser that cannot write a type (WebP in Safari) writes PNG instead: not what was asked.
      if (!blob || blob.type !== type) continue;
      if (!smallest || blob.size < smallest.size) smallest = blob;
      if (blob.size <= limit) break;
    }
    if (!smallest || (smallest.size > limit && chosen.size <= limit)) return null;
    const written = smallest.type;
    const extension = imageTypes.find((type) => type.mime === written)?.extensions[0];
    const name = written === chosen.type ? chosen.name : `${chosen.name.replace(/\.[^.]*$/, "")}.${extension}`;
    return new File([smallest], name, { type: written, lastModified: chosen.lastModified });
  } finally {
    bitmap.close();
  }
}
