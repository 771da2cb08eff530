import type * as React from "react";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";

/** What a field needs to know of its form state: Conform's field metadata has all of it. */
export interface FieldMeta {
  id: string;
  errorId: string;
  descriptionId: string;
  errors?: string[];
}

/** The ids of the field `name` of the form `form` (`form-name`, and its error and description), with its messages. */
export function fieldMeta(form: string, name: string, errors: string[] | undefined): FieldMeta {
  const id = `${form}-${name}`;
  return { id, errorId: `${id}-error`, descriptionId: `${id}-description`, errors };
}

/** The attributes that tie a control to its label, description and error. */
export interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
  "aria-required"?: true;
  /** A control that holds Arabic: written and read right to left. */
  lang?: "ar";
  dir?: "rtl";
}

/** The ids a control points at for its description and its error, when they are shown. */
export function controlProps(
  meta: FieldMeta,
  options: { description?: boolean; warning?: boolean; required?: boolean } = {},
) {
  const invalid = !!meta.errors?.length;
  const describedBy = [
    options.description ? meta.descriptionId : null,
    options.warning ? warningId(meta) : null,
    invalid ? meta.errorId : null,
  ]
    .filter(Boolean)
    .join(" ");
  const props: ControlProps = { id: meta.id };
  if (invalid) props["aria-invalid"] = true;
  if (describedBy) props["aria-describedby"] = describedBy;
  if (options.required) props["aria-required"] = true;
  return props;
}

const warningId = (meta: FieldMeta) => `${meta.id}-warning`;

/**
 * One form field: its visible label, the control, a description and the error next to it, with the
 * ids wired so that a screen reader reads the label, the description and the error with the control.
 * `inline` puts the label after the control (switches and checkboxes).
 */
export function Field({
  meta,
  label,
  description,
  warning,
  required = false,
  inline = false,
  className,
  children,
}: {
  meta: FieldMeta;
  label: React.ReactNode;
  description?: React.ReactNode;
  /** A value that is accepted but may not do what the admin expects. */
  warning?: string | null;
  required?: boolean;
  inline?: boolean;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
}) {
  const control = children(controlProps(meta, { description: !!description, warning: !!warning, required }));
  const labelElement = (
    <Label htmlFor={meta.id}>
      {label}
      {required ? (
        <span className="text-destructive" aria-hidden="true">
          {" "}
          *
        </span>
      ) : null}
    </Label>
  );
  return (
    <div className={cn("grid content-start gap-2", className)}>
      {inline ? (
        <div className="flex items-center gap-3">
          {control}
          {labelElement}
        </div>
      ) : (
        <>
          {labelElement}
          {control}
        </>
      )}
      {description ? (
        <p id={meta.descriptionId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {warning ? (
        <p id={warningId(meta)} className="text-sm text-amber-800 dark:text-amber-300">
          {warning}
        </p>
      ) : null}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A field's error, announced to screen readers and tied to its control by `id`. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="text-sm text-destructive" role="alert">
      {errors[0]}
    </p>
  );
}
