import type * as React from "react";
import { cn } from "~/lib/utils";

/** The look shared by text inputs, text areas and selects; each sets its own vertical padding. */
export const fieldClasses =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input data-slot="input" className={cn(fieldClasses, "h-9 py-2", className)} {...props} />;
}
