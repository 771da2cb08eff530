import type * as React from "react";
import { cn } from "~/lib/utils";

/** A grey block that pulses where content is on its way; `square` drops the rounded corners. */
export function Skeleton({ className, square = false, ...props }: React.ComponentProps<"div"> & { square?: boolean }) {
  return (
    <div
      data-slot="skeleton"
      className={cn("animate-pulse bg-muted", square ? undefined : "rounded-md", className)}
      {...props}
    />
  );
}
