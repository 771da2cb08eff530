import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import type { Bucket, UploadRule, UploadType } from "~/lib/media";
import type { z } from "~/lib/zod";
import { type FormField, formSchema, type ValuesOf } from "./fields";

/**
 * A managed content type, described once (the way Payload CMS describes a collection): the admin
 * page, its form, its list, the sidebar and the dashboard all read this description. Its server
 * half (table, order, queries) is `collection.server.ts` in the same feature folder.
 */

/** What every stored content record has (a type, not an interface, so that a row is one). */
export type ContentRecord = {
  id: string;
  version: number;
};

export interface CollectionLabels {
  /** The page's title and sidebar label: "Events". */
  title: string;
  description: string;
  /** One record, in messages: "event" ('Failed to save event', 'Event created successfully'). */
  singular: string;
  /** Records, in 'Failed to fetch {plural}': "events", "articles". */
  plural: string;
  /** The list's empty state. */
  empty: string;
  /** The header's button that starts a new record: "New Event". */
  newButton: string;
  /** 'created' for most; team members are 'added'. */
  createdVerb?: "created" | "added";
}

/** The collection's card on the dashboard: its total, quick button and recent list. */
export interface DashboardCard<R> {
  total: string;
  /** The quick button's label; it leads to /admin/<key> (the spec's quick-button path). */
  quickLink: string;
  recentTitle: string;
  recentEmpty: string;
  summarize(record: R): { meta: string; badges: ReactNode };
}

/** A button in the page's header that runs an action of its own ('Add Video from Storage'). */
export interface HeaderAction {
  intent: string;
  label: string;
  icon: LucideIcon;
}

/**
 * A collection's hooks into its own form (the way a Payload collection hooks into its writes), run
 * the same in the browser and on the server.
 */
export interface CollectionHooks {
  /**
   * A file was stored for one of the form's upload fields: the values other fields take from it
   * (a gallery item is a picture or a video as its file is).
   */
  afterUpload?(upload: { field: string; kind: "image" | "video" }): Readonly<Record<string, string>>;
}

export interface CollectionDefinition<R extends ContentRecord, F extends readonly FormField[]> {
  key: string;
  /**
   * One record that always exists and is only edited (a Payload 'global', such as the site's
   * settings): its page is the form alone, saved in place; it is never created or deleted.
   */
  single?: boolean;
  icon: LucideIcon;
  labels: CollectionLabels;
  fields: F;
  /** The form's schema, made from its fields. */
  schema: z.ZodType<ValuesOf<F>, Record<string, string | undefined>>;
  /** Values shown, not edited, while a record is edited (current attendees, a member's photo). */
  shown?: readonly { label: string; value(record: R): ReactNode }[];
  titleOf(record: R): string;
  /** The record as the list shows it. */
  renderItem(record: R): ReactNode;
  /** Headed groups the list is shown in (team: executives and department heads). */
  groups?: readonly { title: string; includes(record: R): boolean }[];
  dashboard?: DashboardCard<R>;
  /**
   * The record's own page on the site, linked from its form: 'View page', or 'Preview' for one
   * visitors cannot see yet (a draft).
   */
  pageOf?(record: R): { href: string; label: "View page" | "Preview" };
  headerActions?: readonly HeaderAction[];
  hooks?: CollectionHooks;
}

/** The names of a collection's Markdown fields. */
export function markdownFields(collection: Pick<Collection, "fields">): string[] {
  return collection.fields.filter((field) => field.control.kind === "markdown").map((field) => field.name);
}

/**
 * A Markdown field's plain text, as the admin list cuts it: the list's loader gives each record
 * `plainText` (content/listed.server.ts).
 */
export function plainTextOf(record: ContentRecord, field: string): string {
  const plain = (record as { plainText?: Record<string, string> }).plainText?.[field];
  return plain ?? String((record as Record<string, unknown>)[field] ?? "");
}

/** Any collection, as the registry and the shared page see it. */
export type Collection = CollectionDefinition<ContentRecord, readonly FormField[]>;

/** Describes a content type whose records are `R`: `defineCollection<EventRecord>()({ ... })`. */
export function defineCollection<R extends ContentRecord>() {
  return <const F extends readonly FormField[]>(
    definition: Omit<CollectionDefinition<R, F>, "schema">,
  ): CollectionDefinition<R, F> => ({ ...definition, schema: formSchema(definition.fields) });
}

/** The upload rules of a type's fields: its upload fields, and the pictures of its Markdown fields. */
function uploadRules(collection: Pick<Collection, "fields">): UploadRule[] {
  return collection.fields.flatMap(({ control }) => {
    if (control.kind === "upload") return [control.rule];
    if (control.kind === "markdown" && control.pictures) return [control.pictures];
    return [];
  });
}

/**
 * The buckets the types' upload fields store files in, each with every type of file a field that
 * fills it accepts (a field whose videos go to another bucket counts for both).
 */
export function bucketsOf(
  collections: readonly Pick<Collection, "fields">[],
): ReadonlyMap<Bucket, readonly UploadType[]> {
  const held = new Map<Bucket, Set<UploadType>>();
  for (const rule of collections.flatMap(uploadRules)) {
    for (const bucket of [rule.bucket, rule.videoBucket ?? rule.bucket]) {
      const types = held.get(bucket) ?? new Set<UploadType>();
      for (const type of rule.types) types.add(type);
      held.set(bucket, types);
    }
  }
  return new Map([...held].map(([bucket, types]) => [bucket, [...types]]));
}
