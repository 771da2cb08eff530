import CircleCheck from "lucide-react/icons/circle-check";
import Pencil from "lucide-react/icons/pencil";
import Trash2 from "lucide-react/icons/trash-2";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { EmptyState } from "~/components/card-list";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import type { Collection, ContentRecord } from "~/content/collection";
import { adminPagePath } from "~/lib/admin-paths";
import { ConfirmButton } from "./confirm-button";

/** The fetcher that deletes a collection's records. */
export function deleterKey(collection: Collection): string {
  return `${collection.key}-delete`;
}

/** 'Are you sure you want to delete this event?' */
export function deleteQuestion(collection: Collection): string {
  return `Are you sure you want to delete this ${collection.labels.singular}?`;
}

/** Delete, after the spec's question. */
function DeleteButton({ collection, record }: { collection: Collection; record: ContentRecord }) {
  const title = collection.titleOf(record);
  return (
    <ConfirmButton
      action={adminPagePath(collection)}
      fields={{ intent: "delete", id: record.id }}
      fetcherKey={deleterKey(collection)}
      question={deleteQuestion(collection)}
      description={`“${title}” will be removed from the site.`}
      label="Delete"
      accessibleName={`Delete ${title}`}
      icon={Trash2}
    />
  );
}

function RecordCard({
  collection,
  record,
  editing,
  saved,
}: {
  collection: Collection;
  record: ContentRecord;
  editing: boolean;
  /** Just created or updated: marked, and brought into view. */
  saved: boolean;
}) {
  const title = collection.titleOf(record);
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!saved) return;
    const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    item.current?.scrollIntoView({ block: "nearest", behavior: still ? "auto" : "smooth" });
  }, [saved]);
  return (
    <li ref={item} className="scroll-mt-20">
      <Card
        className={editing ? "ring-2 ring-primary" : saved ? "ring-2 ring-emerald-500" : undefined}
        aria-current={editing ? "true" : undefined}
      >
        <CardContent className="space-y-3">
          {saved ? (
            <p className="text-sm font-medium text-emerald-700 dark:text-emerald-300">
              <CircleCheck className="me-1.5 inline size-4 align-[-3px]" aria-hidden="true" />
              Just saved
            </p>
          ) : null}
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
  savedId,
}: {
  collection: Collection;
  records: readonly ContentRecord[];
  editingId: string | null;
  savedId: string | null;
}) {
  if (records.length === 0) return <EmptyState compact>{collection.labels.empty}</EmptyState>;
  const list = (items: readonly ContentRecord[]) => (
    <ul className="grid gap-4">
      {items.map((record) => (
        <RecordCard
          key={record.id}
          collection={collection}
          record={record}
          editing={record.id === editingId}
          saved={record.id === savedId}
        />
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
