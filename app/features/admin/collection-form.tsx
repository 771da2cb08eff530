import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import ExternalLink from "lucide-react/icons/external-link";
import Loader2 from "lucide-react/icons/loader-2";
import { Fragment } from "react";
import { Link, type useFetcher } from "react-router";
import { type ControlProps, Field } from "~/components/field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { useChoices } from "~/content/choices";
import type { Collection, ContentRecord } from "~/content/collection";
import { chosenFileAddress, clubToday, type FormField } from "~/content/fields";
import { adminPagePath } from "~/lib/admin-paths";
import { useHydrated } from "~/lib/hydrated";
import { useSubmitOnce } from "~/lib/submit-once";
import { type Draft, keepDraft } from "./drafts";
import { useSiteTimeZone } from "./layout-data";
import { MarkdownField } from "./markdown-field";
import { fileInputName, type ManageReply, uploadFields } from "./replies";
import { UploadField } from "./upload-field";

type FormValues = Record<string, string | undefined>;
type Meta = FieldMetadata<string | undefined, FormValues, string[]>;

/** "Team Member", from "team member". */
export function titleCase(text: string): string {
  return text.replace(/\b\w/g, (letter) => letter.toUpperCase());
}

/** The form's values for a stored record (edit mode), or for a new one made `today` (create mode). */
export function formValuesOf(
  collection: Collection,
  record: (ContentRecord & Record<string, unknown>) | null,
  today: string = clubToday(),
): FormValues {
  const values: FormValues = {};
  for (const field of collection.fields) {
    values[field.name] = record ? field.formValue(record[field.name]) : field.initial(today);
  }
  return values;
}

/** A reference field: the records of the other collection, by title, and the choice of none. */
function ReferenceSelect({
  spec,
  meta,
  control,
}: {
  spec: { collection: string; none: string };
  meta: Meta;
  control: ControlProps;
}) {
  const choices = useChoices(spec.collection);
  return (
    <Select {...getSelectProps(meta)} {...control}>
      <option value="">{spec.none}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </Select>
  );
}

function FieldControl({
  collection,
  field,
  meta,
  control,
  onUploaded,
}: {
  collection: Collection;
  field: FormField;
  meta: Meta;
  control: ControlProps;
  onUploaded: (kind: "image" | "video") => void;
}) {
  const spec = field.control;
  if (field.arabicOf) control = { ...control, lang: "ar", dir: "rtl" };
  switch (spec.kind) {
    case "text":
      return (
        <>
          <Input
            {...getInputProps(meta, { type: spec.inputType })}
            {...control}
            placeholder={spec.placeholder}
            autoComplete={spec.inputType === "email" ? "email" : "off"}
            list={spec.suggestions?.length ? `${meta.id}-suggestions` : undefined}
          />
          {spec.suggestions?.length ? (
            <datalist id={`${meta.id}-suggestions`}>
              {spec.suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          ) : null}
        </>
      );
    case "list":
      return <Input {...getInputProps(meta, { type: "text" })} {...control} placeholder={spec.placeholder} />;
    case "textarea":
      return <Textarea {...getTextareaProps(meta)} {...control} rows={spec.rows} />;
    case "markdown":
      return (
        <MarkdownField
          collection={collection}
          field={field}
          rows={spec.rows}
          pictures={spec.pictures}
          meta={meta}
          control={control}
        />
      );
    case "date":
      return <Input {...getInputProps(meta, { type: "date" })} {...control} />;
    case "time":
      return <Input {...getInputProps(meta, { type: "time" })} {...control} />;
    case "datetime":
      return <Input {...getInputProps(meta, { type: "datetime-local" })} {...control} />;
    case "integer":
      // A text input, so that whatever is typed reaches the check (a number input drops letters).
      return <Input {...getInputProps(meta, { type: "text" })} {...control} inputMode="numeric" />;
    case "select":
      return (
        <Select {...getSelectProps(meta)} {...control}>
          {spec.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {spec.moreOptions.length > 0 ? (
            <optgroup label="Also shown on the public pages">
              {spec.moreOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ) : null}
        </Select>
      );
    case "switch":
      return <Switch {...getInputProps(meta, { type: "checkbox" })} {...control} />;
    case "reference":
      return <ReferenceSelect spec={spec} meta={meta} control={control} />;
    case "upload":
      return (
        <UploadField
          collection={collection}
          field={field}
          rule={spec.rule}
          meta={meta}
          control={control}
          onUploaded={onUploaded}
        />
      );
  }
}

/**
 * The form's values as the check reads them before sending: a file chosen in an upload field and
 * not uploaded yet is sent with the form and stored on the way, so it fills its field.
 */
function withChosenFiles(collection: Collection, formData: FormData): FormData {
  const checked = new FormData();
  for (const [name, value] of formData) checked.append(name, value);
  for (const field of uploadFields(collection)) {
    const chosen = formData.get(fileInputName(field));
    if (chosen instanceof File && chosen.name !== "") checked.set(field.name, chosenFileAddress(chosen.name));
  }
  return checked;
}

function metaOf(fields: Record<string, Meta>, name: string): Meta {
  const meta = fields[name];
  if (!meta) throw new Error(`The form has no field ${name}`);
  return meta;
}

/**
 * The create/edit form of a management page. Without JavaScript it posts and the server answers
 * with the page (errors in place) or a redirect with a message; with it, it posts through
 * `fetcher` and the page answers in place.
 */
/** The edited record's page on the site, opened in a new tab. */
function PageLink({ href, label }: { href: string; label: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ExternalLink className="size-4" aria-hidden="true" />
      {label}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

export function CollectionForm({
  collection,
  editing,
  formKey,
  lastResult,
  notice,
  draft,
  fetcher,
  onSubmit,
  onCancel,
}: {
  collection: Collection;
  editing: ContentRecord | null;
  formKey: string;
  lastResult: SubmissionResult<string[]> | undefined;
  notice: string | null;
  /** What the admin typed before a save that got no answer, shown instead of the stored record. */
  draft: Draft | null;
  fetcher: ReturnType<typeof useFetcher<ManageReply>>;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const hydrated = useHydrated();
  const timeZone = useSiteTimeZone();
  const submitting = fetcher.state !== "idle";
  const submitOnce = useSubmitOnce(submitting, fetcher.data);
  const path = adminPagePath(collection);
  const singular = titleCase(collection.labels.singular);
  const [form, fields] = useForm<FormValues, Record<string, unknown>>({
    id: `${collection.key}-form-${formKey}`,
    lastResult,
    defaultValue: draft?.values ?? formValuesOf(collection, editing, clubToday(timeZone)),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parseWithZod(withChosenFiles(collection, formData), { schema: collection.schema, disableAutoCoercion: true }),
  });
  const hasUploads = collection.fields.some((field) => field.control.kind === "upload");
  const adding = collection.labels.createdVerb === "added" ? "Add" : "Create";
  const heading = collection.single ? collection.labels.title : editing ? `Edit ${singular}` : `${adding} ${singular}`;
  const description = collection.single
    ? "Fields marked * are required. Visitors see a change from their next page."
    : editing
      ? `Changing “${collection.titleOf(editing)}”.`
      : "Fields marked * are required.";
  const submitLabel = collection.single ? `Save ${singular}` : editing ? `Update ${singular}` : `${adding} ${singular}`;

  return (
    <Card id="record-form" aria-labelledby="record-form-title" className="scroll-mt-20">
      <CardHeader>
        <CardTitle as="h2" id="record-form-title">
          {heading}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
        {editing && collection.pageOf ? <PageLink {...collection.pageOf(editing)} /> : null}
      </CardHeader>
      <CardContent>
        <fetcher.Form
          method="post"
          action={path}
          encType={hasUploads ? "multipart/form-data" : undefined}
          {...getFormProps(form)}
          aria-labelledby="record-form-title"
          onSubmit={(event) =>
            submitOnce(event, () => {
              form.onSubmit(event);
              if (event.defaultPrevented) return;
              keepDraft(collection, event.currentTarget);
              onSubmit();
            })
          }
          className="grid gap-5"
        >
          <input type="hidden" name="intent" value={editing ? "update" : "create"} />
          {editing ? (
            <>
              <input type="hidden" name="id" value={editing.id} />
              <input type="hidden" name="version" value={draft?.version ?? editing.version} />
            </>
          ) : null}
          {hydrated ? null : <input type="hidden" name="redirectTo" value={path} />}
          {notice ? (
            <p
              role="alert"
              className="rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
            >
              {notice}
            </p>
          ) : null}
          <fieldset disabled={submitting} className="m-0 grid min-w-0 gap-5 border-0 p-0 sm:grid-cols-2">
            {collection.fields.map((field) => {
              const meta = metaOf(fields as unknown as Record<string, Meta>, field.name);
              const element = (
                <Field
                  key={field.name}
                  meta={meta}
                  label={field.label}
                  description={field.description}
                  warning={field.warning?.(typeof meta.value === "string" ? meta.value : undefined)}
                  required={field.required}
                  inline={field.control.kind === "switch"}
                  className={field.half ? undefined : "sm:col-span-2"}
                >
                  {(control) => (
                    <FieldControl
                      collection={collection}
                      field={field}
                      meta={meta}
                      control={control}
                      onUploaded={(kind) => {
                        const follows = collection.hooks?.afterUpload?.({ field: field.name, kind }) ?? {};
                        for (const [name, value] of Object.entries(follows)) form.update({ name, value });
                      }}
                    />
                  )}
                </Field>
              );
              return field.section ? (
                <Fragment key={field.name}>
                  <h3 className="border-t pt-5 text-lg font-semibold sm:col-span-2">{field.section}</h3>
                  {element}
                </Fragment>
              ) : (
                element
              );
            })}
            {editing && collection.shown?.length ? (
              <dl className="grid gap-2 rounded-md bg-muted/50 p-3 text-sm sm:col-span-2">
                {collection.shown.map((shown) => (
                  <div key={shown.label} className="flex flex-wrap items-center gap-x-2">
                    <dt className="text-muted-foreground">{shown.label}:</dt>
                    <dd className="min-w-0">{shown.value(editing)}</dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <div className="flex flex-wrap gap-3 sm:col-span-2">
              <Button type="submit">
                {submitting ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
                {submitLabel}
              </Button>
              {editing && !collection.single ? (
                <Button asChild variant="outline">
                  <Link to={path} preventScrollReset onClick={onCancel}>
                    Cancel
                  </Link>
                </Button>
              ) : null}
            </div>
          </fieldset>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
