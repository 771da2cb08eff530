import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { useFetcher } from "react-router";
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
import { useHydrated } from "~/lib/hydrated";

/**
 * A button that asks before it acts (delete, remove): an alert dialog once the page is interactive;
 * before that (or without JavaScript) a popover that the browser opens by itself, with a plain form
 * that posts and comes back to `action`.
 */
export function ConfirmButton({
  action,
  fields,
  fetcherKey,
  question,
  description,
  label,
  accessibleName,
  icon: Icon,
  confirmLabel = label,
}: {
  /** The page whose action runs it. */
  action: string;
  /** What is posted: `intent`, `id`. */
  fields: Record<string, string>;
  /** The fetcher the page watches for the answer. */
  fetcherKey: string;
  question: string;
  description: string;
  label: string;
  /** 'Delete Rocketry Workshop': names the button by what it acts on. */
  accessibleName: string;
  icon: LucideIcon;
  confirmLabel?: string;
}) {
  const hydrated = useHydrated();
  const fetcher = useFetcher({ key: fetcherKey });
  const popoverId = useId();
  const busy = fetcher.state !== "idle" && fetcher.formData?.get("id") === fields.id;
  const trigger = (
    <>
      <Icon aria-hidden="true" />
      {label}
    </>
  );

  if (!hydrated) {
    return (
      <>
        <button
          type="button"
          popoverTarget={popoverId}
          className={buttonVariants({ variant: "outline", size: "sm" })}
          aria-label={accessibleName}
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
            {question}
          </p>
          <p className="mt-2 text-sm text-muted-foreground">{description}</p>
          <form method="post" action={action} className="mt-4 flex flex-wrap justify-end gap-2">
            {Object.entries(fields).map(([name, value]) => (
              <input key={name} type="hidden" name={name} value={value} />
            ))}
            <input type="hidden" name="redirectTo" value={action} />
            <button
              type="button"
              popoverTarget={popoverId}
              popoverTargetAction="hide"
              className={buttonVariants({ variant: "outline" })}
            >
              Cancel
            </button>
            <button type="submit" className={buttonVariants({ variant: "destructive" })}>
              {confirmLabel}
            </button>
          </form>
        </div>
      </>
    );
  }

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" disabled={busy} aria-label={accessibleName}>
          {trigger}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogTitle>{question}</AlertDialogTitle>
        <AlertDialogDescription>{description}</AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={() => fetcher.submit(fields, { method: "post", action })}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
