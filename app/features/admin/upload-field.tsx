import { type FieldMetadata, useInputControl } from "@conform-to/react";
import Crop from "lucide-react/icons/crop";
import Upload from "lucide-react/icons/upload";
import X from "lucide-react/icons/x";
import { useEffect, useRef, useState } from "react";
import type { ControlProps } from "~/components/field";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Progress } from "~/components/ui/progress";
import type { Collection } from "~/content/collection";
import type { FormField } from "~/content/fields";
import { adminMessages } from "~/lib/admin-messages";
import { useHydrated } from "~/lib/hydrated";
import { acceptAttribute, typeWords, type UploadRule } from "~/lib/media";
import { CropArea, type Region } from "./crop-area";
import { prepareUpload } from "./prepare-upload";
import { fileInputName, UPLOAD_PATH, type UploadReply } from "./replies";

const videoAddress = /\.(mp4|webm|mov)$/i;
const pictureAddress = /\.(jpe?g|png|webp)$/i;

/** Posts to the upload endpoint, reporting the upload's progress (0–100). */
export function sendToStorage(body: FormData, onProgress?: (percent: number) => void): Promise<UploadReply> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    const failed = () => resolve({ ok: false, message: adminMessages.admin.uploadFailed });
    request.open("POST", UPLOAD_PATH);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const reply = request.response as UploadReply | null;
      // Anything but the endpoint's own answer (a sign-in page after the session ended, say) failed.
      if (reply && typeof reply === "object" && typeof reply.ok === "boolean" && reply.message) resolve(reply);
      else failed();
    };
    request.onerror = failed;
    request.onabort = failed;
    request.send(body);
  });
}

/**
 * Puts `file` in the file input in place of the one chosen, so that a form saved before 'Upload
 * Image' sends the file prepared for sending.
 */
function replaceChosenFile(input: HTMLInputElement | null, file: File) {
  if (!input) return;
  try {
    const transfer = new DataTransfer();
    transfer.items.add(file);
    input.files = transfer.files;
  } catch {
    // A browser without DataTransfer() sends the chosen file with the form: the server decides.
  }
}

/**
 * A file field: choose a file (checked for type and size at once, a large picture scaled down),
 * see it, upload it with a progress bar, change or remove it, and crop a stored picture. The
 * field's value is the stored file's address. Without JavaScript the chosen file is sent with the
 * form instead.
 */
export function UploadField({
  collection,
  field,
  rule,
  meta,
  control,
  onUploaded,
}: {
  collection: Collection;
  field: FormField;
  rule: UploadRule;
  meta: FieldMetadata<string | undefined, Record<string, string | undefined>, string[]>;
  control: ControlProps;
  onUploaded: (kind: "image" | "video") => void;
}) {
  const hydrated = useHydrated();
  const value = useInputControl(meta);
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [cropping, setCropping] = useState(false);
  const [busy, setBusy] = useState(false);
  /** How many files were chosen: only the last one's preparation is applied. */
  const choices = useRef(0);
  const stored = value.value ?? "";

  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  const forgetFile = () => {
    setFile(null);
    setPreview(null);
    if (fileInput.current) fileInput.current.value = "";
  };

  const choose = async (chosen: File | undefined) => {
    if (!chosen) return;
    const choice = ++choices.current;
    setBusy(true);
    const prepared = await prepareUpload(chosen, rule);
    // Another file was chosen meanwhile: that one is the field's.
    if (choice !== choices.current) return;
    setBusy(false);
    if (!prepared.ok) {
      showToast(prepared.message);
      forgetFile();
      return;
    }
    if (prepared.file !== chosen) replaceChosenFile(fileInput.current, prepared.file);
    setCropping(false);
    setFile(prepared.file);
    setPreview(URL.createObjectURL(prepared.file));
  };

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setProgress(0);
    const body = new FormData();
    body.append("collection", collection.key);
    body.append("field", field.name);
    body.append("file", file);
    const reply = await sendToStorage(body, setProgress);
    setBusy(false);
    setProgress(null);
    showToast(reply.message);
    if (!reply.ok) return;
    value.change(reply.url);
    onUploaded(reply.kind);
    forgetFile();
  };

  const crop = async (region: Region) => {
    setBusy(true);
    const body = new FormData();
    body.append("collection", collection.key);
    body.append("field", field.name);
    body.append("intent", "crop");
    body.append("source", stored);
    for (const [part, number] of Object.entries(region)) body.append(part, String(number));
    const reply = await sendToStorage(body);
    setBusy(false);
    if (!reply.ok) {
      showToast(reply.message);
      return;
    }
    showToast(adminMessages.admin.cropped);
    value.change(reply.url);
    setCropping(false);
  };

  const clear = () => {
    forgetFile();
    setCropping(false);
    value.change("");
  };

  const shown = preview ?? (stored || null);
  const isVideo = file ? file.type.startsWith("video/") : videoAddress.test(stored);
  const canCrop = hydrated && !file && pictureAddress.test(stored);

  return (
    <div className="grid gap-3">
      <input type="hidden" name={meta.name} defaultValue={meta.initialValue} />
      {shown && !cropping ? (
        isVideo ? (
          // biome-ignore lint/a11y/useMediaCaption: a preview of the admin's own upload
          <video src={shown} controls preload="metadata" className="max-h-56 w-fit max-w-full rounded-md border" />
        ) : (
          <img
            src={shown}
            alt={file ? `Preview of ${file.name}` : `Current ${field.label.toLowerCase()}`}
            className="max-h-56 w-fit max-w-full rounded-md border object-contain"
          />
        )
      ) : null}
      {cropping && stored ? (
        <CropArea src={stored} busy={busy} square={rule.square} onApply={crop} onCancel={() => setCropping(false)} />
      ) : null}
      <input
        ref={fileInput}
        type="file"
        accept={acceptAttribute(rule)}
        {...control}
        // A file chosen and not uploaded yet is sent with the form, which stores it on the way. The
        // input is never disabled: a disabled one is left out of the form, and a form saved while
        // the picture is prepared or uploaded would be saved without it.
        name={fileInputName(field)}
        onChange={(event) => void choose(event.target.files?.[0])}
        className="block w-full text-sm text-muted-foreground file:me-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground hover:file:bg-accent"
      />
      <p className="text-xs text-muted-foreground">
        {typeWords(rule)}; up to {rule.maxMegabytes} MB
        {rule.types.some((type) => type.kind === "image") ? "; larger pictures are scaled down first" : ""}.
        {hydrated && !file ? "" : " The file is uploaded when the form is saved."}
      </p>
      {progress !== null ? (
        <div className="grid gap-1">
          <Progress value={progress} aria-label="Upload progress" />
          <p className="text-xs text-muted-foreground" aria-live="polite">
            Uploading… {progress}%
          </p>
        </div>
      ) : null}
      {hydrated && (file || stored) ? (
        <div className="flex flex-wrap gap-2">
          {file ? (
            <Button type="button" size="sm" onClick={upload} disabled={busy}>
              <Upload aria-hidden="true" />
              {isVideo ? "Upload Video" : "Upload Image"}
            </Button>
          ) : null}
          <Button type="button" size="sm" variant="outline" onClick={() => fileInput.current?.click()} disabled={busy}>
            Change
          </Button>
          {canCrop ? (
            <Button
              type="button"
              size="sm"
              variant="outline"
              aria-pressed={cropping}
              onClick={() => setCropping(!cropping)}
              disabled={busy}
            >
              <Crop aria-hidden="true" />
              Crop
            </Button>
          ) : null}
          <Button type="button" size="sm" variant="ghost" onClick={clear} disabled={busy} aria-label="Remove file">
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      {stored ? <p className="break-all text-xs text-muted-foreground">Stored at {stored}</p> : null}
    </div>
  );
}
