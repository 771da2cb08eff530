import { Pencil, Trash2 } from "lucide-react";
import { useId } from "react";
import { Link, useFetcher } from "react-router";
import { EmptyState } from "~/components/card-list";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { useHydrated } from "~/lib/hydrated";
import type { Collection, ContentRecord } from "./collection";
import { collectionPath } from "./registry";
import type { ManageReply } from "./replies";

/** The fetcher that deletes a collection's records. */
export function deleterKey(collection: Collection): string {
  return `${collection.key}-delete`;
}

/** 'Are you sure you want to delete this event?' */
export function deleteQuestion(collection: Collection): string {
  return `Are you sure you want to delete this ${collection.labels.singular}?`;
}

/**
 * Delete with a confirmation: an alert dialog once the page is interactive; before that (or without
 * JavaScript) a popover that the browser opens by itself, with a plain form.
 */
function DeleteButton({ collection, record }: { collection: Collection; record: ContentRecord }) {
  const hydrated = useHydrated();
  // The page answers deletions (deleterKey), since this button goes with its record.
  const fetcher = useFetcher<ManageReply>({ key: deleterKey(collection) });
  const popoverId = useId();
  const path = collectionPath(collection);
  const title = collection.titleOf(record);
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("id") === record.id;

  const fields = (
    <>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="id" value={record.id} />
    </>
  );
  const trigger = (
    <>
      <Trash2 aria-hidden="true" />
      Delete
    </>
  );

  if (!hydrated) {
    return (
      <>
        <button
          type="button"
          popoverTarget={popoverId}
          className={buttonVariants({ variant: "outline", size: "sm" })}
          aria-label={`Delete ${title}`}
        >
          {trigger}
        </button>
        <div
          id={popoverId}
          popover="auto"
          role="alertdialog"
          aria-labelledby={`${popoverId}-title`}
          className="m-auto w-[calc(100%-2rem)] max-w-md rounded-lg border bg-background p-6 text-foreground shadow-lg backdrop:bg-black/50"
        >
          <p id={`${popoverId}-title`} className="text-lg font-semibold">
            {deleteQuestion(collection)}
          </p>
          <p className="mt-2 text-sm text-muted-foreground">“{title}” will be removed from the site.</p>
          <form method="post" action={path} className="mt-4 flex flex-wrap justify-end gap-2">
            {fields}
            <input type="hidden" name="redirectTo" value={path} />
            <button
              type="button"
              popoverTarget={popoverId}
              popoverTargetAction="hide"
              className={buttonVariants({ variant: "outline" })}
            >
              Cancel
            </button>
            <button type="submit" className={buttonVariants({ variant: "destructive" })}>
              Delete
            </button>
          </form>
        </div>
      </>
    );
  }

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={busy} aria-label={`Delete ${title}`}>
          {trigger}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{deleteQuestion(collection)}</AlertDialogTitle>
        <AlertDialogDescription>“{title}” will be removed from the site.</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              const form = new FormData();
              form.set("intent", "delete");
              form.set("id", record.id);
              fetcher.submit(form, { method: "post", action: path });
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function RecordCard({
  collection,
  record,
  editing,
}: {
  collection: Collection;
  record: ContentRecord;
  editing: boolean;
}) {
  const title = collection.titleOf(record);
  return (
    <li>
      <Card className={editing ? "ring-2 ring-primary" : undefined} aria-current={editing ? "true" : undefined}>
        <CardContent className="space-y-3 py-4">
          {collection.renderItem(record)}
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <Link to={`?edit=${record.id}#record-form`} preventScrollReset aria-label={`Edit ${title}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
            <DeleteButton collection={collection} record={record} />
          </div>
        </CardContent>
      </Card>
    </li>
  );
}

/** The records of a management page, in headed groups when the collection has them. */
export function RecordList({
  collection,
  records,
  editingId,
}: {
  collection: Collection;
  records: readonly ContentRecord[];
  editingId: string | null;
}) {
  if (records.length === 0) return <EmptyState className="py-12">{collection.labels.empty}</EmptyState>;
  const list = (items: readonly ContentRecord[]) => (
    <ul className="grid gap-4">
      {items.map((record) => (
        <RecordCard key={record.id} collection={collection} record={record} editing={record.id === editingId} />
      ))}
    </ul>
  );
  if (!collection.groups) return list(records);
  return (
    <div className="space-y-8">
      {collection.groups.map((group) => {
        const members = records.filter((record) => group.includes(record));
        return (
          <section key={group.title} aria-label={group.title} className="space-y-3">
            <h2 className="text-lg font-semibold">{group.title}</h2>
            {members.length === 0 ? <p className="text-sm text-muted-foreground">None yet.</p> : list(members)}
          </section>
        );
      })}
    </div>
  );
}
