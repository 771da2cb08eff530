import type * as React from "react";
import { cn } from "~/lib/utils";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="card"
      className={cn(
        "flex flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-header" className={cn("flex flex-col gap-1.5 px-5 pt-5", className)} {...props} />;
}

const titleSizes = { md: "text-lg", lg: "text-xl", xl: "text-2xl" };

export function CardTitle({
  className,
  as: Heading = "h3",
  size = "md",
  ...props
}: React.ComponentProps<"h3"> & { as?: "h1" | "h2" | "h3" | "h4"; size?: keyof typeof titleSizes }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn(titleSizes[size], "font-semibold leading-tight", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

const contentPadding = { sm: "px-5 py-2", md: "px-5 py-4", lg: "px-5 py-5" };

export function CardContent({
  className,
  padding = "md",
  ...props
}: React.ComponentProps<"div"> & { padding?: keyof typeof contentPadding }) {
  return <div data-slot="card-content" className={cn(contentPadding[padding], className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" className={cn("mt-auto flex items-center px-5 pb-5", className)} {...props} />;
}
