import type { Collection } from "~/content/collection";
import type { ContentStore } from "~/content/store.server";
import { adminMessages } from "~/lib/admin-messages";
import type { Database } from "~/lib/db/client.server";
import { MultipartError, readMultipartForm } from "~/lib/multipart.server";
import { cropStoredImage, receiveUpload, type UploadOutcome } from "~/lib/uploads.server";
import type { UploadReply } from "./replies";

/**
 * The upload endpoint of the admin forms' file fields (POST /admin-kfupm-aero/upload). The form
 * names its collection and field, so the field's own rule (types, size, bucket) applies, whatever
 * the browser claims. Without a file, `intent=crop` stores a region of a stored picture instead.
 */

function ruleOf(form: FormData, collections: readonly Collection[]) {
  const key = form.get("collection");
  const collection = collections.find((candidate) => candidate.key === key);
  const field = collection?.fields.find((f) => f.name === form.get("field"));
  // An upload field's rule, or the rule of the pictures a Markdown field takes.
  if (field?.control.kind === "upload") return field.control.rule;
  return field?.control.kind === "markdown" ? (field.control.pictures ?? undefined) : undefined;
}

function reply(outcome: UploadOutcome): Response {
  if (outcome.ok) {
    const message = outcome.kind === "video" ? adminMessages.admin.videoUploaded : adminMessages.admin.uploaded;
    return Response.json({ ...outcome, message } satisfies UploadReply);
  }
  return Response.json({ ok: false, message: outcome.message } satisfies UploadReply, { status: outcome.status });
}

const badRequest = () => Response.json({ ok: false, message: adminMessages.admin.uploadFailed }, { status: 400 });

export async function handleUpload(
  database: Database,
  request: Request,
  collections: readonly Collection[],
  store: ContentStore,
): Promise<Response> {
  let received: UploadOutcome | undefined;
  let form: FormData;
  try {
    form = await readMultipartForm(request, async (part, fieldsSoFar) => {
      const rule = ruleOf(fieldsSoFar, collections);
      if (!rule || part.field !== "file" || received) {
        part.stream.resume();
        return;
      }
      received = await receiveUpload(part.stream, part.filename, rule);
    });
  } catch (error) {
    if (error instanceof MultipartError) {
      // A file stored before the form turned out cut off (or malformed) is answered as not uploaded: it goes.
      if (received?.ok) await store.removeUnusedFile(database, received.url);
      return badRequest();
    }
    throw error;
  }
  if (received) return reply(received);

  const rule = ruleOf(form, collections);
  if (form.get("intent") !== "crop" || !rule) return badRequest();
  const source = String(form.get("source") ?? "");
  const [left, top, width, height] = ["left", "top", "width", "height"].map((name) => Number(form.get(name)));
  const cropped = await cropStoredImage(
    source,
    { left: left ?? Number.NaN, top: top ?? Number.NaN, width: width ?? Number.NaN, height: height ?? Number.NaN },
    rule,
  );
  // A picture uploaded in this form and not saved yet is replaced by its cropped copy.
  if (cropped.ok) await store.removeUnusedFile(database, source);
  return reply(cropped);
}
