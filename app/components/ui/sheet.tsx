import X from "lucide-react/icons/x";
import { Dialog as SheetPrimitive } from "radix-ui";
import type * as React from "react";
import { cn } from "~/lib/utils";

/** A side drawer: a modal dialog that slides in from the edge, with focus kept inside while open. */
export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;
export const SheetTitle = SheetPrimitive.Title;
export const SheetDescription = SheetPrimitive.Description;

const looks = {
  /** The site's menu: room around its links. */
  menu: "w-72 bg-background p-6",
  /** The admin sidebar on a phone: its own colours, edge to edge. */
  sidebar: "w-[18rem] bg-sidebar p-0",
};

export function SheetContent({
  className,
  children,
  side = "end",
  look = "menu",
  closeLabel = "Close menu",
  ...props
}: React.ComponentProps<typeof SheetPrimitive.Content> & {
  /** The side of the line's end (right in English, left in Arabic) or its start. */
  side?: "start" | "end";
  look?: keyof typeof looks;
  closeLabel?: string;
}) {
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 data-[state=open]:animate-in data-[state=open]:fade-in-0" />
      <SheetPrimitive.Content
        className={cn(
          "fixed inset-y-0 z-50 flex h-full max-w-[85vw] flex-col gap-4 shadow-lg transition ease-in-out motion-reduce:transition-none",
          side === "end" ? "end-0 border-s" : "start-0 border-e",
          looks[look],
          className,
        )}
        {...props}
      >
        {children}
        <SheetPrimitive.Close
          className="absolute top-4 end-4 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          aria-label={closeLabel}
        >
          <X className="size-5" aria-hidden="true" />
        </SheetPrimitive.Close>
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}
