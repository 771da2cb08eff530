import { type ComponentProps, useEffect, useState } from "react";
import { useLocation } from "react-router";
import { useThemePreference } from "~/components/theme-toggle";
import { directionOf } from "~/i18n/language";
import { useHydrated } from "~/lib/hydrated";
import type { ToastMessage } from "~/lib/messages";
import { useRootData, useWordsIfRead } from "~/lib/root-data";
import { cn } from "~/lib/utils";

/*
 * The toast library is loaded with the first toast, not with the page: most visits show none.
 * Messages asked for before it is ready wait in `waiting` and are shown once its Toaster listens.
 */
type Sonner = typeof import("sonner");

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
/** A message to show, with the page (path) that raised it. */
interface Raised {
  message: ToastMessage;
  page: string;
}
const waiting: Raised[] = [];
let wake: (() => void) | undefined;
/** The toasts on screen, by id, with the page that raised each. */
const shownOn = new Map<string | number, string>();

function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner").then((module) => {
    sonner = module;
    return module;
  });
  return loading;
}

function show({ toast }: Sonner, { message, page }: Raised): void {
  const options = {
    ...(message.description ? { description: message.description } : {}),
    onDismiss: (shown: { id: string | number }) => shownOn.delete(shown.id),
    onAutoClose: (shown: { id: string | number }) => shownOn.delete(shown.id),
  };
  const variant = { success: toast.success, error: toast.error, warning: toast.warning, info: toast.info };
  shownOn.set(variant[message.variant ?? "info"](message.title, options), page);
}

/**
 * Shows a message as a toast of the page on screen: it goes when the visitor moves to another page.
 * A form's result that arrives with the next page (after a redirect) is raised by that page.
 */
export function showToast(message: ToastMessage): void {
  waiting.push({ message, page: window.location.pathname });
  wake?.();
}

/** Dismisses the toasts that other pages raised. */
function leavePagesBehind({ toast }: Sonner, page: string): void {
  for (const [id, raisedOn] of shownOn) {
    if (raisedOn === page) continue;
    toast.dismiss(id);
    shownOn.delete(id);
  }
}

/** Where toasts appear; mounted once by the root, it renders nothing until the first toast. */
export function Toaster() {
  const theme = useThemePreference();
  const root = useRootData();
  const words = useWordsIfRead()?.common.toasts;
  const direction = directionOf(root?.language ?? "en");
  const [library, setLibrary] = useState<Sonner | undefined>(sonner);
  useEffect(() => {
    if (library) return;
    let live = true;
    wake = () => {
      void loadSonner().then((module) => {
        if (live) setLibrary(module);
      });
    };
    if (waiting.length > 0) wake();
    return () => {
      live = false;
    };
  }, [library]);
  if (!library) return null;
  return (
    <>
      {/* At the end corner of the reading direction, as the message boxes below. */}
      <library.Toaster
        theme={theme}
        position={direction === "rtl" ? "bottom-left" : "bottom-right"}
        dir={direction}
        richColors
        closeButton
        containerAriaLabel={words?.label}
        toastOptions={{ closeButtonAriaLabel: words?.close }}
      />
      <ShowWaiting library={library} />
    </>
  );
}

/** Rendered after the library's Toaster, so its effect runs once the Toaster listens. */
function ShowWaiting({ library }: { library: Sonner }) {
  const { pathname } = useLocation();
  useEffect(() => {
    const flush = () => {
      for (const raised of waiting.splice(0)) show(library, raised);
    };
    flush();
    wake = flush;
  }, [library]);
  useEffect(() => {
    leavePagesBehind(library, pathname);
  }, [library, pathname]);
  return null;
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
        "fixed end-4 bottom-4 z-50 max-w-sm rounded-lg border p-4 shadow-lg",
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
