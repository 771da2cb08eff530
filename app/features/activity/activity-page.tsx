import { Form } from "react-router";
import { EmptyState } from "~/components/card-list";
import { ServerToast } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Select } from "~/components/ui/select";
import { useSiteTimeZone } from "~/features/admin/layout-data";
import { AdminPageHeading } from "~/features/admin/page-heading";
import { Pager } from "~/features/admin/pager";
import type { ToastMessage } from "~/lib/messages";
import { zonedDateTime } from "~/lib/time-zone";
import {
  type ActivityKindName,
  type ActivityRecord,
  activityKindLabels,
  activityParts,
  activitySection,
  fieldName,
  loggedValue,
} from "./record";

function Filters({ actors, actor, kind }: { actors: readonly string[]; actor: string | null; kind: string | null }) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter the activity">
      <div className="grid gap-1.5">
        <Label htmlFor="activity-admin">Admin</Label>
        <Select id="activity-admin" name="admin" defaultValue={actor ?? ""}>
          <option value="">Every admin</option>
          {actors.map((email) => (
            <option key={email} value={email}>
              {email}
            </option>
          ))}
        </Select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="activity-kind">Kind</Label>
        <Select id="activity-kind" name="kind" defaultValue={kind ?? ""}>
          <option value="">Every kind</option>
          {(Object.keys(activityKindLabels) as ActivityKindName[]).map((name) => (
            <option key={name} value={name}>
              {activityKindLabels[name]}
            </option>
          ))}
        </Select>
      </div>
      <Button type="submit" variant="outline">
        Show
      </Button>
    </Form>
  );
}

function Entry({ entry }: { entry: ActivityRecord }) {
  const timeZone = useSiteTimeZone();
  const changes = Object.entries(entry.changes ?? {});
  const { done, title } = activityParts(entry);
  return (
    <li className="space-y-2 rounded-lg border p-4">
      <p className="text-sm">
        {/* A title in Arabic keeps its own direction inside the English sentence. */}
        <strong className="font-medium break-all">{entry.actorEmail}</strong> {done}
        {title ? (
          <>
            {" “"}
            <bdi>{title}</bdi>”
          </>
        ) : null}
      </p>
      <p className="text-xs text-muted-foreground">
        {zonedDateTime(entry.at, timeZone)} · {activityKindLabels[entry.kind as ActivityKindName] ?? entry.kind}
      </p>
      {changes.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-primary">
            {changes.length === 1 ? "1 field" : `${changes.length} fields`}
          </summary>
          <dl className="mt-2 grid gap-1.5">
            {changes.map(([name, change]) => (
              <div key={name} className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3">
                <dt className="font-medium">{fieldName(name)}</dt>
                <dd className="break-words text-muted-foreground">
                  <del className="decoration-destructive/60">{loggedValue(change.from)}</del> →{" "}
                  <ins className="no-underline text-foreground">{loggedValue(change.to)}</ins>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </li>
  );
}

/** The activity log: who changed what and when, newest first, by admin and by kind. */
export function ActivityPage({
  items,
  page,
  pages,
  total,
  actors,
  actor,
  kind,
  loadToast,
}: {
  items: readonly ActivityRecord[];
  page: number;
  pages: number;
  total: number;
  actors: readonly string[];
  actor: string | null;
  kind: string | null;
  loadToast: ToastMessage | null;
}) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <AdminPageHeading title={activitySection.title} description={activitySection.description} />
      <Filters actors={actors} actor={actor} kind={kind} />
      <p className="text-sm" role="status">
        {total === 1 ? "1 change" : `${total} changes`}
      </p>
      {items.length === 0 ? (
        <EmptyState compact>No changes recorded{actor || kind ? " for this choice" : " yet"}.</EmptyState>
      ) : (
        <ul className="grid gap-3" aria-label="Activity">
          {items.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <Pager page={page} pages={pages} />
      <ServerToast message={loadToast} />
    </div>
  );
}
