import type * as React from "react";
import { PageHeader, pageBody } from "~/components/page-header";
import { cn } from "~/lib/utils";

/** Long-form text: headings, paragraphs and lists with comfortable spacing. */
export function Prose({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      className={cn(
        "space-y-4 leading-relaxed text-muted-foreground [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:text-foreground [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-foreground",
        className,
      )}
      {...props}
    />
  );
}

/** A page of text (privacy, terms, accessibility): its header, then the text. */
export function TextPage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <Prose className={pageBody}>{children}</Prose>
    </>
  );
}
