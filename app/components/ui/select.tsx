import ChevronDown from "lucide-react/icons/chevron-down";
import type * as React from "react";
import { cn } from "~/lib/utils";
import { fieldClasses } from "./input";

/**
 * A native select in the site's look: it works before JavaScript loads, and phones show their own
 * picker. It has no vertical padding: the browser centres its text, and 16 px text on a phone
 * (24 px of line) fits in its height whole.
 */
export function Select({ className, children, ...props }: React.ComponentProps<"select">) {
  return (
    <div className="relative">
      <select data-slot="select" className={cn(fieldClasses, "h-9 appearance-none pe-9", className)} {...props}>
        {children}
      </select>
      <ChevronDown
        className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
    </div>
  );
}
