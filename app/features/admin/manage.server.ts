import { parseWithZod } from "@conform-to/zod/v4";
import type { Collection } from "~/content/collection";
import type { CollectionServer, RowOf } from "~/content/collection.server";
import { keepUnchanged, mediaAddressMessage } from "~/content/fields";
import { type ContentStore, recordExists, type WriteOutcome } from "~/content/store.server";
import type { Actor } from "~/features/activity/service/activity.server";
import { adminMessages, type ToastMessage } from "~/lib/admin-messages";
import type { Database } from "~/lib/db/client.server";
import { markdownTooSlow } from "~/lib/markdown-limits";
import { MarkdownTooSlowError, readMarkdown } from "~/lib/markdown-render.server";
import { type FilePart, MultipartError, readForm } from "~/lib/multipart.server";
import { isRecordId } from "~/lib/record-id";
import { storage } from "~/lib/storage.server";
import type { FormAnswer } from "~/lib/toast.server";
import { receiveUpload } from "~/lib/uploads.server";
import { fileInputName, type ManageOutcome, type ManageReply, uploadFields } from "./replies";

/**
 * The action of a management page: create, update or delete a record (by `intent`), or run one of
 * the page's header actions. Every outcome carries the message the admin sees.
 */

export interface Managed extends FormAnswer<ManageReply> {
  /** The page a form posted without JavaScript was on (it goes back once the post is done). */
  redirectTo: FormDataEntryValue | null;
}

/** File parts a form may post besides one per upload field (read past, stored nowhere). */
const MORE_FILE_PARTS = 20;

/**
 * Reads the posted form. A file chosen in an upload field (a form posted without JavaScript) is
 * received and stored on the way, and the field then holds its address.
 */
async function readManagedForm(request: Request, collection: Collection, stored: string[]) {
  const uploaded = new Map<string, { url: string; kind: "image" | "video" }>();
  const fileErrors: Record<string, string[]> = {};
  let toast: ToastMessage | null = null;
  const onFile = async (part: FilePart) => {
    const field = uploadFields(collection).find((candidate) => fileInputName(candidate) === part.field);
    if (field?.control.kind !== "upload" || part.filename === "") {
      part.stream.resume();
      return;
    }
    const outcome = await receiveUpload(part.stream, part.filename, field.control.rule);
    if (outcome.ok) {
      stored.push(outcome.url);
      uploaded.set(field.name, { url: outcome.url, kind: outcome.kind });
    } else {
      fileErrors[field.name] = [outcome.message.description ?? outcome.message.title];
      toast = outcome.message;
    }
  };
  // A form posts a file input for each upload field, chosen or not; a file posted under another
  // name is read past. A form with more file parts than this is refused, never cut short.
  const form = await readForm(request, onFile, { files: uploadFields(collection).length + MORE_FILE_PARTS });
  for (const [name, { url, kind }] of uploaded) {
    form.set(name, url);
    const follows = collection.hooks?.afterUpload?.({ field: name, kind }) ?? {};
    for (const [field, value] of Object.entries(follows)) form.set(field, value);
  }
  return { form, fileErrors, toast: toast as ToastMessage | null };
}

const statusOf: Record<ManageOutcome, number> = {
  saved: 200,
  deleted: 200,
  invalid: 400,
  changed: 409,
  missing: 404,
  failed: 500,
};

/** A refused or failed post keeps a form posted without JavaScript on the answer, with what was typed. */
function done(reply: ManageReply, redirectTo: FormDataEntryValue | null): Managed {
  const finished = reply.outcome === "saved" || reply.outcome === "deleted";
  return { reply, status: statusOf[reply.outcome], toast: reply.toast, goBack: finished, redirectTo };
}

export async function manageCollection(
  database: Database,
  store: ContentStore,
  server: CollectionServer,
  request: Request,
  actor: Actor,
): Promise<Managed> {
  const { collection } = server;
  const { singular } = collection.labels;
  let read: Awaited<ReturnType<typeof readManagedForm>>;
  const stored: string[] = [];
  try {
    read = await readManagedForm(request, collection, stored);
  } catch (error) {
    if (!(error instanceof MultipartError)) throw error;
    // A file stored before the form turned out cut off (or malformed) is not kept: nothing was saved.
    for (const url of stored) await store.removeUnusedFile(database, url);
    return done({ outcome: "invalid", toast: adminMessages.admin.saveFailed(singular) }, null);
  }
  const { form, fileErrors, toast: fileToast } = read;
  const intent = String(form.get("intent") ?? "");
  const redirectTo = form.get("redirectTo");
  const id = String(form.get("id") ?? "");

  // A single record (the settings) is only ever updated.
  if (collection.single && intent !== "update") {
    return done({ outcome: "invalid", toast: adminMessages.admin.saveFailed(singular) }, redirectTo);
  }

  if (intent === "delete") {
    const outcome = await store.deleteRecord(database, server, id, actor);
    if (outcome.status === "saved") {
      return done({ outcome: "deleted", toast: adminMessages.admin.deleted(singular) }, redirectTo);
    }
    return done(
      outcome.status === "missing"
        ? { outcome: "missing", toast: adminMessages.admin.deletedMeanwhile(singular) }
        : {
            outcome: "failed",
            toast: outcome.status === "locked" ? outcome.message : adminMessages.admin.deleteFailed(singular),
          },
      redirectTo,
    );
  }

  // Only the collection's own actions: "constructor" or "__proto__" name no action.
  const headerAction = Object.hasOwn(server.actions, intent) ? server.actions[intent] : undefined;
  if (headerAction) {
    const outcome = await store.createRecord(database, server, await headerAction.values(), actor);
    return done(
      outcome.status === "saved"
        ? { outcome: "saved", toast: headerAction.success }
        : { outcome: "failed", toast: headerAction.failure },
      redirectTo,
    );
  }

  if (intent !== "create" && intent !== "update") {
    return done({ outcome: "invalid", toast: adminMessages.admin.saveFailed(singular) }, redirectTo);
  }
  const editId = intent === "update" ? { editId: id } : {};
  const submission = parseWithZod(form, { schema: collection.schema, disableAutoCoercion: true });
  // An upload field's address that is not https must name a file of the site's own storage.
  for (const field of uploadFields(collection)) {
    const value = form.get(field.name);
    if (typeof value !== "string" || value.trim() === "" || fileErrors[field.name]) continue;
    const address = value.trim();
    if (!/^https:\/\//i.test(address) && !storage().locate(address)) {
      fileErrors[field.name] = [mediaAddressMessage(field.label)];
    }
  }
  // A reference names a record of its collection that exists (not one deleted since the form opened).
  for (const field of collection.fields) {
    const value = form.get(field.name);
    if (field.control.kind !== "reference" || typeof value !== "string" || !isRecordId(value.trim())) continue;
    const { collection: key } = field.control;
    const referenced = store.servers.find((candidate) => candidate.collection.key === key);
    if (referenced && !(await recordExists(database, referenced, value.trim()))) {
      fileErrors[field.name] = [`Choose a ${field.label.toLowerCase()} from the list`];
    }
  }
  if (Object.keys(fileErrors).length > 0) {
    return done(
      { outcome: "invalid", toast: fileToast, result: submission.reply({ fieldErrors: fileErrors }), ...editId },
      redirectTo,
    );
  }
  if (submission.status !== "success") {
    return done({ outcome: "invalid", toast: null, result: submission.reply(), ...editId }, redirectTo);
  }
  // Each Markdown text is read now, as pages will show it: what it takes is made once, here, and a
  // text that takes too long to read is refused next to its field.
  const slowTexts = await slowMarkdownFields(collection, submission.value as Record<string, unknown>);
  if (Object.keys(slowTexts).length > 0) {
    return done(
      { outcome: "invalid", toast: null, result: submission.reply({ fieldErrors: slowTexts }), ...editId },
      redirectTo,
    );
  }

  let outcome: WriteOutcome;
  if (intent === "update") {
    const version = Number(form.get("version"));
    const posted = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : undefined;
    };
    const row = (stored: RowOf<typeof server.table>) =>
      server.hooks.beforeChange(keepUnchanged(collection.fields, posted, submission.value, stored), {
        operation: "update",
        stored,
      });
    outcome = await store.updateRecord(database, server, id, Number.isInteger(version) ? version : -1, row, actor);
  } else {
    const row = server.hooks.beforeChange(submission.value, { operation: "create" });
    outcome = await store.createRecord(database, server, row, actor);
  }
  switch (outcome.status) {
    case "saved": {
      const verb = intent === "update" ? "updated" : (collection.labels.createdVerb ?? "created");
      return done(
        { outcome: "saved", toast: adminMessages.admin.saved(singular, verb), savedId: outcome.record.id },
        redirectTo,
      );
    }
    case "changed":
      // The form shows the record as it is now; what this admin typed is not applied over it.
      return done(
        { outcome: "changed", toast: adminMessages.admin.changedMeanwhile(singular), editId: id },
        redirectTo,
      );
    case "missing":
      // The record is gone: the form keeps what was typed, ready to be saved as a new record.
      return done(
        { outcome: "missing", toast: adminMessages.admin.deletedMeanwhile(singular), result: submission.reply() },
        redirectTo,
      );
    case "locked":
      return done({ outcome: "failed", toast: outcome.message, result: submission.reply(), ...editId }, redirectTo);
    case "failed":
      return done(
        { outcome: "failed", toast: adminMessages.admin.saveFailed(singular), result: submission.reply(), ...editId },
        redirectTo,
      );
  }
}

/** The Markdown fields of a checked form that take too long to read, with why; each other text read and kept. */
async function slowMarkdownFields(
  collection: Collection,
  values: Record<string, unknown>,
): Promise<Record<string, string[]>> {
  const slow: Record<string, string[]> = {};
  for (const field of collection.fields) {
    const value = values[field.name];
    if (field.control.kind !== "markdown" || typeof value !== "string") continue;
    try {
      await readMarkdown(value);
    } catch (error) {
      if (!(error instanceof MarkdownTooSlowError)) throw error;
      slow[field.name] = [markdownTooSlow(field.label)];
    }
  }
  return slow;
}
