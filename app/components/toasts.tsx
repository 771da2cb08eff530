import { type ComponentProps, useEffect } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { useThemePreference } from "~/components/theme-toggle";
import { useHydrated } from "~/lib/hydrated";
import type { ToastMessage } from "~/lib/messages";
import { cn } from "~/lib/utils";

export function showToast(message: ToastMessage): void {
  const options = message.description ? { description: message.description } : {};
  const show = { success: toast.success, error: toast.error, warning: toast.warning, info: toast.info }[
    message.variant ?? "info"
  ];
  show(message.title, options);
}

export function Toaster() {
  const theme = useThemePreference();
  return <Sonner theme={theme} position="bottom-right" richColors closeButton />;
}

/** A message shown in place, styled as a toast: for pages not yet interactive, or without JavaScript. */
export function MessageBox({
  message,
  className,
  ...props
}: { message: ToastMessage } & Omit<ComponentProps<"div">, "children" | "role">) {
  const error = message.variant === "error";
  return (
    <div
      role={error ? "alert" : "status"}
      className={cn(
        "fixed right-4 bottom-4 z-50 max-w-sm rounded-lg border p-4 shadow-lg",
        error ? "border-destructive/40 bg-background text-destructive" : "bg-background text-foreground",
        className,
      )}
      {...props}
    >
      <p className="font-semibold">{message.title}</p>
      {message.description ? <p className="mt-1 text-sm text-muted-foreground">{message.description}</p> : null}
    </div>
  );
}

/**
 * A message from the server. Before the page is interactive (or without JavaScript) it is shown in
 * place as a status box; once interactive it becomes a toast.
 */
export function ServerToast({ message }: { message: ToastMessage | null | undefined }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated && message) showToast(message);
  }, [hydrated, message]);
  if (!message || hydrated) return null;
  return <MessageBox message={message} />;
}
