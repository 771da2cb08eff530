/**
 * Storage buckets and the kinds of file the admin area accepts, shared by the upload fields in the
 * browser and the checks on the server.
 */

/**
 * A storage bucket: the folder (or key prefix) a kind of upload is kept under. The upload fields
 * name them; the registry gathers them (`bucketsOf` in app/content/collection.ts).
 */
export type Bucket = string;

/** A file type an upload field may take, as the spec names it, with the extensions it is saved under. */
export interface UploadType {
  /** The type as the spec writes it (video/mov for QuickTime). */
  name: string;
  /** What browsers and file-type report for it. */
  mime: string;
  /** The type in words, as a person knows it ("JPEG"). */
  label: string;
  kind: "image" | "video";
  extensions: readonly string[];
}

export const imageTypes: readonly UploadType[] = [
  { name: "image/jpeg", mime: "image/jpeg", label: "JPEG", kind: "image", extensions: ["jpg", "jpeg"] },
  { name: "image/png", mime: "image/png", label: "PNG", kind: "image", extensions: ["png"] },
  { name: "image/webp", mime: "image/webp", label: "WebP", kind: "image", extensions: ["webp"] },
];

export const videoTypes: readonly UploadType[] = [
  { name: "video/mp4", mime: "video/mp4", label: "MP4", kind: "video", extensions: ["mp4"] },
  { name: "video/webm", mime: "video/webm", label: "WebM", kind: "video", extensions: ["webm"] },
  { name: "video/mov", mime: "video/quicktime", label: "MOV", kind: "video", extensions: ["mov"] },
];

/** The type a stored object is served with, from its name's extension. */
export function mimeOfObjectName(name: string): string {
  const extension = name.slice(name.lastIndexOf(".") + 1).toLowerCase();
  return (
    [...imageTypes, ...videoTypes].find((type) => type.extensions.includes(extension))?.mime ??
    "application/octet-stream"
  );
}

/** What an upload field takes and where its files go. */
export interface UploadRule {
  /** Pictures go here. */
  bucket: Bucket;
  /** Videos go here, when the field takes videos. */
  videoBucket?: Bucket;
  types: readonly UploadType[];
  maxMegabytes: number;
  /** Pictures are kept square: an upload is cut to its square around what stands out, a crop is a square. */
  square?: boolean;
}

export const MEGABYTE = 1024 * 1024;

/** A stored picture is at most this many pixels on its long side; a larger upload is scaled down. */
export const MAX_STORED_SIDE = 2560;

/** The accepted type matching a MIME type (as a browser or file-type reports it), if any. */
export function acceptedType(rule: UploadRule, mime: string): UploadType | undefined {
  const wanted = mime.toLowerCase();
  return rule.types.find((type) => type.mime === wanted || type.name === wanted);
}

/** "a", "a or b", "a, b or c". */
function orList(words: readonly string[]): string {
  return words.length < 2 ? (words[0] ?? "") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
}

/**
 * The types of a rule in words, as people read them in its messages and hints: "JPEG, PNG or WebP
 * pictures", "JPEG, PNG or WebP pictures, or MP4, WebM or MOV videos".
 */
export function typeWords(rule: UploadRule): string {
  const kinds = [
    { kind: "image", noun: "pictures" },
    { kind: "video", noun: "videos" },
  ] as const;
  return kinds
    .map(({ kind, noun }) => {
      const labels = rule.types.filter((type) => type.kind === kind).map((type) => type.label);
      return labels.length > 0 ? `${orList(labels)} ${noun}` : null;
    })
    .filter((group) => group !== null)
    .join(", or ");
}

/** The value of a file input's accept attribute for a rule. */
export function acceptAttribute(rule: UploadRule): string {
  return [...new Set(rule.types.flatMap((type) => [type.mime, ...type.extensions.map((ext) => `.${ext}`)]))].join(",");
}
