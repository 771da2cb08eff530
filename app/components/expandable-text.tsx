import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { truncate } from "~/lib/format";
import { useHydrated } from "~/lib/hydrated";
import { useWords } from "~/lib/root-data";
import { FormattedText } from "./formatted-text";

/**
 * Text cut at `limit` characters with Read More / Read Less: cut as plain text (`summary`, so that
 * no Markdown mark is cut in half), shown in full as formatted (`html`). Before the page is
 * interactive (or without JavaScript) the whole text sits in a native disclosure, so it can still
 * be read.
 */
export function ExpandableText({
  summary,
  html,
  limit,
  className,
  ...language
}: {
  summary: string;
  html: string;
  limit: number;
  className?: string;
  /** The text's language and direction, when it is not the page's (`textAttributes`); the buttons keep the page's. */
  lang?: string;
  dir?: "ltr" | "rtl" | "auto";
}) {
  const [expanded, setExpanded] = useState(false);
  const hydrated = useHydrated();
  const id = useId();
  const words = useWords().common;
  // The cut text reads in its own direction unless it is marked as English on an Arabic page.
  const cut = { dir: "auto" as const, ...language };
  if (summary.length <= limit) return <FormattedText html={html} className={className} {...language} />;
  if (!hydrated) {
    return (
      <div className={className}>
        <p {...cut}>{truncate(summary, limit)}</p>
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-medium text-primary">{words.readMore}</summary>
          <FormattedText html={html} className="mt-2" {...language} />
        </details>
      </div>
    );
  }
  return (
    <div className={className}>
      <div id={id}>
        {expanded ? <FormattedText html={html} {...language} /> : <p {...cut}>{truncate(summary, limit)}</p>}
      </div>
      <Button
        type="button"
        variant="link"
        size="text"
        className="mt-1"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? words.readLess : words.readMore}
      </Button>
    </div>
  );
}
