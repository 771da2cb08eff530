import Plus from "lucide-react/icons/plus";
import { useCallback, useEffect, useState } from "react";
import { Link, useFetcher, useNavigate, useSearchParams } from "react-router";
import { ServerToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { type Choices, ChoicesProvider } from "~/content/choices";
import type { Collection, ContentRecord, HeaderAction } from "~/content/collection";
import { adminPagePath } from "~/lib/admin-paths";
import { useHydrated } from "~/lib/hydrated";
import type { ToastMessage } from "~/lib/messages";
import { CollectionForm } from "./collection-form";
import { useDraft, useFormAnswer } from "./form-answer";
import { AdminPageHeading } from "./page-heading";
import { deleterKey, RecordList } from "./record-list";
import { type ManageReply, SAVED_PARAM } from "./replies";
import { useAnswer } from "./use-answer";

/** A header button that runs one of the collection's own actions ('Add Video from Storage'). */
function HeaderActionButton({ collection, action }: { collection: Collection; action: HeaderAction }) {
  const fetcher = useFetcher<ManageReply>();
  const hydrated = useHydrated();
  const path = adminPagePath(collection);
  useAnswer(fetcher);
  const Icon = action.icon;
  return (
    <fetcher.Form method="post" action={path}>
      <input type="hidden" name="intent" value={action.intent} />
      {hydrated ? null : <input type="hidden" name="redirectTo" value={path} />}
      <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
        <Icon aria-hidden="true" />
        {action.label}
      </Button>
    </fetcher.Form>
  );
}

function PageHeading({ collection, onNew }: { collection: Collection; onNew?: () => void }) {
  return (
    <AdminPageHeading title={collection.labels.title} description={collection.labels.description}>
      {collection.headerActions?.map((action) => (
        <HeaderActionButton key={action.intent} collection={collection} action={action} />
      ))}
      <Button asChild>
        <Link to={adminPagePath(collection)} onClick={onNew}>
          <Plus aria-hidden="true" />
          {collection.labels.newButton}
        </Link>
      </Button>
    </AdminPageHeading>
  );
}

/** The two columns of a management page: the form on the left (on top on phones), the list on the right. */
function Columns({ form, list }: { form: React.ReactNode; list: React.ReactNode }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div>{form}</div>
      <section aria-label="Records">{list}</section>
    </div>
  );
}

/**
 * The management page every content type shares (spec section 2): header with title, description
 * and New; the create/edit form; the records, each with Edit and Delete. The form edits the record
 * named by `?edit=<id>`, so Edit and Cancel are links and work without JavaScript.
 */
export function ManagementPage({
  collection,
  records,
  choices = {},
  loadToast,
  actionReply,
}: {
  collection: Collection;
  records: readonly ContentRecord[];
  /** What the form's reference fields offer. */
  choices?: Choices;
  loadToast: ToastMessage | null;
  /** The action's answer to a form posted without JavaScript. */
  actionReply: ManageReply | undefined;
}) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ManageReply>({ key: `${collection.key}-form` });
  const [resets, setResets] = useState(0);
  const path = adminPagePath(collection);
  const { draft, forgetDraft } = useDraft(collection);

  const editId = searchParams.get("edit") ?? actionReply?.editId ?? draft?.editId ?? null;
  const editing = records.find((record) => record.id === editId) ?? null;
  // The draft fills the form it was typed in (a record deleted meanwhile: the new-record form),
  // never another record's.
  const draftFor = draft?.editId && records.some((record) => record.id === draft.editId) ? draft.editId : null;
  const shownDraft = draft && draftFor === (editing?.id ?? null) ? draft : null;
  const formKey = `${editing ? `${editing.id}-v${editing.version}` : "new"}-${resets}${shownDraft ? "-draft" : ""}`;
  const { lastResult, notice, onSubmit } = useFormAnswer({
    collection,
    fetcher,
    actionReply,
    formKey,
    editing: editing !== null,
    shownDraft,
  });

  const backToCreate = useCallback(() => {
    setResets((count) => count + 1);
    if (new URLSearchParams(window.location.search).has("edit"))
      navigate(path, { replace: true, preventScrollReset: true });
  }, [navigate, path]);

  // The form's answer: its message, and after a save the form is empty again.
  const [savedId, setSavedId] = useState<string | null>(null);
  useAnswer(fetcher, (reply) => {
    forgetDraft();
    if (reply.outcome !== "saved") return;
    setSavedId(reply.savedId ?? null);
    backToCreate();
  });

  // Edit brings the form into view, with the focus in its first field.
  useEffect(() => {
    if (!hydrated || !editId) return;
    const form = document.getElementById("record-form");
    form?.scrollIntoView({ block: "start" });
    form?.querySelector<HTMLElement>("input:not([type=hidden]), textarea, select")?.focus({ preventScroll: true });
  }, [editId, hydrated]);

  // A deletion's answer; deleting the record being edited empties the form.
  const deleter = useFetcher<ManageReply>({ key: deleterKey(collection) });
  useAnswer(deleter, (reply) => {
    if (reply.outcome === "deleted" && editId && !records.some((record) => record.id === editId)) backToCreate();
  });

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PageHeading
        collection={collection}
        onNew={() => {
          forgetDraft();
          setResets((count) => count + 1);
        }}
      />
      <Columns
        form={
          <ChoicesProvider value={choices}>
            <CollectionForm
              key={formKey}
              collection={collection}
              editing={editing}
              formKey={formKey}
              lastResult={lastResult}
              notice={notice}
              draft={shownDraft}
              fetcher={fetcher}
              onSubmit={onSubmit}
              onCancel={forgetDraft}
            />
          </ChoicesProvider>
        }
        list={
          <RecordList
            collection={collection}
            records={records}
            editingId={editing?.id ?? null}
            savedId={savedId ?? searchParams.get(SAVED_PARAM)}
          />
        }
      />
      <ServerToast message={loadToast} />
      {fetcher.data ? null : <ServerToast message={actionReply?.toast} />}
    </div>
  );
}

/** What a management page shows while its records load: its header, a form outline and 3 cards. */
export function ManagementSkeleton({ collection }: { collection: Collection }) {
  return (
    <div className="mx-auto max-w-7xl space-y-6" aria-busy="true">
      <p className="sr-only" role="status">
        Loading {collection.labels.plural}
      </p>
      <PageHeading collection={collection} />
      <Columns
        form={
          <Card>
            <CardHeader>
              <Skeleton className="h-6 w-40" />
            </CardHeader>
            <CardContent className="space-y-4">
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-9 w-full" />
            </CardContent>
          </Card>
        }
        list={
          <ul className="grid gap-4">
            {[0, 1, 2].map((index) => (
              <li key={index} data-testid="skeleton-card">
                <Card>
                  <CardContent className="space-y-3">
                    <Skeleton className="h-5 w-2/3" />
                    <Skeleton className="h-4 w-full" />
                    <Skeleton className="h-4 w-5/6" />
                    <Skeleton className="h-8 w-40" />
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        }
      />
    </div>
  );
}
