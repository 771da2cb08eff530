import ArrowLeft from "lucide-react/icons/arrow-left";
import type * as React from "react";
import type { MetaDescriptor } from "react-router";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { LocalLink } from "~/components/local-link";
import { useWords } from "~/lib/root-data";
import { wordsOf } from "~/lib/seo";
import { NotFound } from "./not-found";

/** The link from a record's page back to its list: '← All events'. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <LocalLink
      to={to}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden="true" />
      {label}
    </LocalLink>
  );
}

/**
 * What a record's page shows in place of the record, inside the site's header and footer: 404
 * for an address that leads to none, else that the page could not be shown.
 */
export function ItemPageError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <PageError />;
}

function PageError() {
  const words = useWords().common.pageError;
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-6 py-24 text-center">
      <h1 className="text-3xl font-bold">{words.title}</h1>
      <p className="text-muted-foreground">{words.text}</p>
      <LocalLink to="/" className="text-primary underline underline-offset-4">
        {words.home}
      </LocalLink>
    </div>
  );
}

/** The line an admin's preview of a record visitors cannot see yet starts with. */
export function PreviewNotice({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="status"
      className="mt-6 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
    >
      {children}
    </p>
  );
}

/** A record page's meta tags when it has no record to show, in the page's language (`matches` of its meta). */
export function missingPageMeta(matches: Parameters<typeof wordsOf>[0]): MetaDescriptor[] {
  const title = wordsOf(matches)?.common.notFound.title;
  return [...(title ? [{ title }] : []), { name: "robots", content: "noindex" }];
}
