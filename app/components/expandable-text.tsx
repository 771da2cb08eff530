import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { truncate } from "~/lib/format";
import { useHydrated } from "~/lib/hydrated";

/**
 * Text cut at `limit` characters with Read More / Read Less. Before the page is interactive (or
 * without JavaScript) the rest of the text sits in a native disclosure, so it can still be read.
 */
export function ExpandableText({ text, limit, className }: { text: string; limit: number; className?: string }) {
  const [expanded, setExpanded] = useState(false);
  const hydrated = useHydrated();
  const id = useId();
  if (text.length <= limit) return <p className={className}>{text}</p>;
  if (!hydrated) {
    return (
      <div className={className}>
        <p>{truncate(text, limit)}</p>
        <details className="mt-2">
          <summary className="cursor-pointer text-sm font-medium text-primary">Read More</summary>
          <p className="mt-2">{text}</p>
        </details>
      </div>
    );
  }
  return (
    <div className={className}>
      <p id={id}>{expanded ? text : truncate(text, limit)}</p>
      <Button
        type="button"
        variant="link"
        size="text"
        className="mt-1"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((value) => !value)}
      >
        {expanded ? "Read Less" : "Read More"}
      </Button>
    </div>
  );
}
