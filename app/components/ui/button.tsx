import { cva, type VariantProps } from "class-variance-authority";
import * as React from "react";
import { cn } from "~/lib/utils";

// Each Tailwind property is set by exactly one part (base, variant, size or shape), so that the
// classes of a button never contradict one another.
export const buttonVariants = cva(
  "inline-flex shrink-0 items-center justify-center gap-2 font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground shadow-xs hover:bg-primary/90 disabled:opacity-50",
        destructive:
          "bg-destructive text-white shadow-xs hover:bg-destructive/90 disabled:opacity-50 dark:bg-red-700 dark:hover:bg-red-700/90",
        outline: "border bg-background shadow-xs hover:bg-accent hover:text-accent-foreground disabled:opacity-50",
        secondary: "bg-secondary text-secondary-foreground shadow-xs hover:bg-secondary/80 disabled:opacity-50",
        ghost: "hover:bg-accent hover:text-accent-foreground disabled:opacity-50",
        link: "text-primary underline-offset-4 hover:underline disabled:opacity-50",
        /** An outlined button on a dark picture (the home page's hero). */
        overlay: "border border-white/40 bg-white/10 text-white shadow-xs hover:bg-white/20 disabled:opacity-50",
        /**
         * A button that cannot be used, drawn at full strength (a faded one is hard to read in dark
         * mode); its dashed border and its words say that it is closed.
         */
        closed: "border border-dashed border-muted-foreground/50 bg-muted text-muted-foreground",
      },
      size: {
        default: "h-9 whitespace-nowrap px-4 py-2 text-sm",
        sm: "h-8 whitespace-nowrap px-3 text-xs",
        lg: "h-11 whitespace-nowrap px-6 text-base",
        icon: "size-9 text-sm",
        /** No box of its own: the words alone (for the link variant). */
        text: "whitespace-nowrap py-2 text-sm",
        /** As tall as its text needs: a long label wraps. */
        wrap: "min-h-9 whitespace-normal px-4 py-2 text-sm",
      },
      shape: {
        default: "rounded-md",
        pill: "rounded-full",
      },
    },
    defaultVariants: { variant: "default", size: "default", shape: "default" },
  },
);

export interface ButtonProps extends React.ComponentProps<"button">, VariantProps<typeof buttonVariants> {
  /**
   * Gives the only child element (a link, say) the button's look instead of rendering a button: the
   * other props go to the child unless it sets them itself, and its class names come after the
   * button's.
   */
  asChild?: boolean;
}

export function Button({ className, variant, size, shape, asChild = false, children, ...props }: ButtonProps) {
  const classes = buttonVariants({ variant, size, shape, className });
  if (asChild) {
    const child = React.Children.only(children) as React.ReactElement<{ className?: string }>;
    return React.cloneElement(child, {
      ...props,
      ...child.props,
      "data-slot": "button",
      className: cn(classes, child.props.className),
    } as React.HTMLAttributes<HTMLElement>);
  }
  return (
    <button data-slot="button" className={classes} {...props}>
      {children}
    </button>
  );
}
