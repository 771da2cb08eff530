import type * as React from "react";
import { cn } from "~/lib/utils";

/**
 * An on/off switch: a native checkbox with the switch role, so it is sent with its form and works
 * before JavaScript loads. Checked sends "on"; unchecked sends nothing.
 */
export function Switch({ className, ...props }: Omit<React.ComponentProps<"input">, "type" | "role">) {
  return (
    <input
      type="checkbox"
      // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox tells its checked state itself
      role="switch"
      data-slot="switch"
      className={cn(
        "relative h-5 w-9 shrink-0 cursor-pointer appearance-none rounded-full bg-input shadow-xs outline-none transition-colors",
        "before:absolute before:top-0.5 before:left-0.5 before:size-4 before:rounded-full before:bg-background before:shadow before:transition-transform before:content-['']",
        "checked:bg-primary checked:before:translate-x-4 motion-reduce:transition-none motion-reduce:before:transition-none",
        // In the dark theme an off switch's knob is light, so that it stands out from its dark track.
        "dark:before:bg-foreground dark:checked:before:bg-background",
        "focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:ring-2 aria-invalid:ring-destructive/40",
        className,
      )}
      {...props}
    />
  );
}
