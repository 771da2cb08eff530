import type { Collection } from "~/content/collection";

/**
 * What an admin typed in a management form, kept in the tab's session storage from the moment the
 * form is sent until the server answers it. A save that never got an answer (the session had
 * ended, and the page went to sign-in) comes back into the form when the admin returns, so one
 * more press saves it. Chosen files are not kept: a browser cannot store them.
 */
export interface Draft {
  /** The record being edited, or null for a new one. */
  editId: string | null;
  /** The version the edit started from, so that a record changed meanwhile is still not overwritten. */
  version: string | null;
  values: Record<string, string>;
}

const keyOf = (collection: Collection) => `admin-draft:${collection.key}`;
const formOnly = new Set(["intent", "id", "version", "redirectTo"]);

function store(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepDraft(collection: Collection, form: HTMLFormElement): void {
  const data = new FormData(form);
  const values: Record<string, string> = {};
  for (const [name, value] of data) {
    if (typeof value === "string" && !formOnly.has(name)) values[name] = value;
  }
  const id = data.get("id");
  const version = data.get("version");
  const draft: Draft = {
    editId: typeof id === "string" ? id : null,
    version: typeof version === "string" ? version : null,
    values,
  };
  try {
    store()?.setItem(keyOf(collection), JSON.stringify(draft));
  } catch {
    // A full or refused storage keeps no draft; the save itself goes on.
  }
}

/**
 * The draft left by a save that got no answer. It stays kept until the form is answered, or left
 * with New or Cancel, so a reload before that shows it again.
 */
export function readDraft(collection: Collection): Draft | null {
  const text = store()?.getItem(keyOf(collection));
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Draft;
    return typeof draft?.values === "object" && draft.values !== null ? draft : null;
  } catch {
    return null;
  }
}

export function dropDraft(collection: Collection): void {
  store()?.removeItem(keyOf(collection));
}
