import type { SubmissionResult } from "@conform-to/react";
import type { Collection } from "~/content/collection";
import type { FormField } from "~/content/fields";
import type { ToastMessage } from "~/lib/messages";

/** What the management pages' actions answer, as the pages read it (browser-safe). */

export type ManageOutcome = "saved" | "deleted" | "invalid" | "changed" | "missing" | "failed";

export interface ManageReply {
  outcome: ManageOutcome;
  toast: ToastMessage | null;
  /** The form's state to show again (its values and errors), when the form is not done. */
  result?: SubmissionResult<string[]>;
  /** The record the form goes on editing, when it stays in edit mode. */
  editId?: string;
  /** The record just created or updated. */
  savedId?: string;
}

/** The query parameter that marks the record just saved, after a form posted without JavaScript. */
export const SAVED_PARAM = "saved";

/** The upload endpoint's answer. */
export type UploadReply =
  | { ok: true; url: string; kind: "image" | "video"; width?: number; height?: number; message: ToastMessage }
  | { ok: false; message: ToastMessage };

export { UPLOAD_PATH } from "~/lib/admin-paths";

/** The name of an upload field's file input (sent only by a form posted without JavaScript). */
export function fileInputName(field: Pick<FormField, "name">): string {
  return `${field.name}File`;
}

/** The upload fields of a collection. */
export function uploadFields(collection: Collection): FormField[] {
  return collection.fields.filter((field) => field.control.kind === "upload");
}
