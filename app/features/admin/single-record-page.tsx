import { useFetcher } from "react-router";
import { ServerToast } from "~/components/toasts";
import type { Collection, ContentRecord } from "~/content/collection";
import { CollectionForm } from "./collection-form";
import { useDraft, useFormAnswer } from "./form-answer";
import { AdminPageHeading } from "./page-heading";
import type { ManageReply } from "./replies";
import { useAnswer } from "./use-answer";

/**
 * The page of a single record (the site's settings): its heading and its form, always editing
 * the one record, saved in place. A save that got no answer comes back as a draft, as on the
 * management pages.
 */
export function SingleRecordPage({
  collection,
  record,
  actionReply,
}: {
  collection: Collection;
  record: ContentRecord;
  /** The action's answer to a form posted without JavaScript. */
  actionReply: ManageReply | undefined;
}) {
  const fetcher = useFetcher<ManageReply>({ key: `${collection.key}-form` });
  const { draft, forgetDraft } = useDraft(collection);
  useAnswer(fetcher, forgetDraft);
  const shownDraft = draft?.editId === record.id ? draft : null;
  const formKey = `v${record.version}${shownDraft ? "-draft" : ""}`;
  const { lastResult, notice, onSubmit } = useFormAnswer({
    collection,
    fetcher,
    actionReply,
    formKey,
    editing: true,
    shownDraft,
  });

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <AdminPageHeading title={collection.labels.title} description={collection.labels.description} />
      <CollectionForm
        key={formKey}
        collection={collection}
        editing={record}
        formKey={formKey}
        lastResult={lastResult}
        notice={notice}
        draft={shownDraft}
        fetcher={fetcher}
        onSubmit={onSubmit}
        onCancel={forgetDraft}
      />
      {fetcher.data ? null : <ServerToast message={actionReply?.toast} />}
    </div>
  );
}
