import type { FieldMetadata } from "@conform-to/react";
import { getTextareaProps } from "@conform-to/react";
import ImagePlus from "lucide-react/icons/image-plus";
import { useId, useRef, useState } from "react";
import { FormattedText } from "~/components/formatted-text";
import { showToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Textarea } from "~/components/ui/textarea";
import type { Collection } from "~/content/collection";
import type { FormField } from "~/content/fields";
import { adminMessages } from "~/lib/admin-messages";
import { MARKDOWN_PREVIEW_PATH } from "~/lib/admin-paths";
import { acceptAttribute, type UploadRule } from "~/lib/media";
import { cn } from "~/lib/utils";
import { prepareUpload } from "./prepare-upload";
import { sendToStorage } from "./upload-field";

type ControlProps = { "aria-describedby"?: string; "aria-invalid"?: boolean; id?: string };

/** What a preview shows: the HTML made on the server, or why there is none. */
type Preview = { state: "loading" } | { state: "shown"; html: string } | { state: "failed"; problem: string | null };

/**
 * A Markdown field: Write shows the text as written; Preview shows exactly what visitors will see,
 * made by the server as the public pages make it; 'Insert picture' uploads a picture and puts it
 * where the cursor is. The text area stays in the form in both modes, so the form posts it.
 */
export function MarkdownField({
  collection,
  field,
  rows,
  pictures,
  meta,
  control,
}: {
  collection: Collection;
  field: FormField;
  rows: number;
  /** What 'Insert picture' takes; null: the text takes no pictures, and the button is not shown. */
  pictures: UploadRule | null;
  meta: FieldMetadata<string | undefined, Record<string, string | undefined>, string[]>;
  control: ControlProps;
}) {
  const [mode, setMode] = useState<"write" | "preview">("write");
  const [preview, setPreview] = useState<Preview>({ state: "loading" });
  const [uploading, setUploading] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const panel = useId();

  async function showPreview() {
    setMode("preview");
    setPreview({ state: "loading" });
    const body = new FormData();
    body.set("text", text.current?.value ?? "");
    try {
      const response = await fetch(MARKDOWN_PREVIEW_PATH, { method: "POST", body });
      const reply = (await response.json()) as { html: string | null; problem?: string | null };
      setPreview(
        typeof reply.html === "string"
          ? { state: "shown", html: reply.html }
          : { state: "failed", problem: reply.problem ?? null },
      );
    } catch {
      setPreview({ state: "failed", problem: null });
    }
  }

  async function insertPicture(chosen: File, rule: UploadRule) {
    setUploading(true);
    const prepared = await prepareUpload(chosen, rule);
    if (!prepared.ok) {
      setUploading(false);
      showToast(prepared.message);
      return;
    }
    const body = new FormData();
    body.set("collection", collection.key);
    body.set("field", field.name);
    body.set("file", prepared.file);
    const reply = await sendToStorage(body);
    setUploading(false);
    showToast(reply.message);
    const area = text.current;
    if (!reply.ok || !area) return;
    const alt = chosen.name.replace(/\.[^.]+$/, "").replace(/[[\]\\]/g, " ");
    const markup = `![${alt}](${reply.url})`;
    const before = area.value.slice(0, area.selectionStart);
    // A picture starts a paragraph of its own.
    const lead = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
    area.focus();
    area.setRangeText(`${lead}${markup}\n\n`, area.selectionStart, area.selectionEnd, "end");
    // The form's checks listen for input events.
    area.dispatchEvent(new Event("input", { bubbles: true }));
    setMode("write");
  }

  const tab = (name: "write" | "preview", label: string, onClick: () => void) => (
    <button
      type="button"
      role="tab"
      aria-selected={mode === name}
      aria-controls={panel}
      onClick={onClick}
      className={cn(
        "rounded-md px-3 py-1 text-sm font-medium",
        mode === name ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
      )}
    >
      {label}
    </button>
  );

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="tablist" aria-label="Write or preview" className="flex gap-1 rounded-lg bg-muted p-1">
          {tab("write", "Write", () => setMode("write"))}
          {tab("preview", "Preview", showPreview)}
        </div>
        {pictures ? (
          <>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={uploading}
              onClick={() => file.current?.click()}
            >
              <ImagePlus aria-hidden="true" />
              {uploading ? "Uploading..." : "Insert picture"}
            </Button>
            <input
              ref={file}
              type="file"
              hidden
              accept={acceptAttribute(pictures)}
              onChange={(event) => {
                const chosen = event.currentTarget.files?.[0];
                event.currentTarget.value = "";
                if (chosen) void insertPicture(chosen, pictures);
              }}
            />
          </>
        ) : null}
      </div>
      <div id={panel} role="tabpanel">
        <Textarea
          {...getTextareaProps(meta)}
          {...control}
          ref={text}
          rows={rows}
          hidden={mode === "preview"}
          className="font-mono"
        />
        {mode === "preview" ? (
          <div className="min-h-28 rounded-md border p-4" aria-live="polite">
            {preview.state === "loading" ? <p className="text-sm text-muted-foreground">Loading preview...</p> : null}
            {preview.state === "failed" ? (
              <p className="text-sm text-destructive">{preview.problem ?? adminMessages.admin.previewFailed}</p>
            ) : null}
            {preview.state === "shown" ? (
              preview.html === "" ? (
                <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
              ) : (
                <div {...(field.arabicOf ? { lang: "ar", dir: "rtl" } : {})}>
                  <FormattedText html={preview.html} className="text-sm text-muted-foreground" />
                </div>
              )
            ) : null}
          </div>
        ) : null}
      </div>
      <p className="text-xs text-muted-foreground">
        Markdown: a blank line starts a paragraph; **bold**, _italic_, ## heading, - list, &gt; quote,
        [link](https://…).
      </p>
    </div>
  );
}
