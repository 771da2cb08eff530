import { useCallback, useEffect, useState } from "react";
import type { useFetcher } from "react-router";
import type { Collection } from "~/content/collection";
import { useHydrated } from "~/lib/hydrated";
import { titleCase } from "./collection-form";
import { type Draft, dropDraft, readDraft } from "./drafts";
import type { ManageReply } from "./replies";

/** What the form says when it shows a draft that was never saved. */
function restoredNotice(collection: Collection, editing: boolean): string {
  const verb = collection.single
    ? "Save"
    : editing
      ? "Update"
      : collection.labels.createdVerb === "added"
        ? "Add"
        : "Create";
  return `This is what you typed before your session ended; it is not saved yet. Press ${verb} ${titleCase(collection.labels.singular)} to save it.`;
}

/** A save that got no answer (the session had ended) comes back into the form, once the page is hydrated. */
export function useDraft(collection: Collection) {
  const hydrated = useHydrated();
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    if (hydrated) setDraft(readDraft(collection));
  }, [hydrated, collection]);
  const forgetDraft = useCallback(() => {
    setDraft(null);
    dropDraft(collection);
  }, [collection]);
  return { draft, forgetDraft };
}

/**
 * What a record form shows of the last answer to it: the checked values and errors (only in the
 * form that sent them), and a notice (saved meanwhile by someone else, or a draft shown).
 */
export function useFormAnswer({
  collection,
  fetcher,
  actionReply,
  formKey,
  editing,
  shownDraft,
}: {
  collection: Collection;
  fetcher: ReturnType<typeof useFetcher<ManageReply>>;
  actionReply: ManageReply | undefined;
  formKey: string;
  editing: boolean;
  shownDraft: Draft | null;
}) {
  const [submittedKey, setSubmittedKey] = useState<string | null>(null);
  const reply = fetcher.data ?? actionReply;
  const lastResult = reply && (fetcher.data ? submittedKey === formKey : true) ? reply.result : undefined;
  const notice =
    reply?.outcome === "changed" && editing
      ? (reply.toast?.description ?? null)
      : shownDraft
        ? restoredNotice(collection, editing)
        : null;
  return { lastResult, notice, onSubmit: () => setSubmittedKey(formKey) };
}
