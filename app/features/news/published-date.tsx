import { CalendarDays } from "lucide-react";
import { formatLocalDate } from "~/lib/format";

/** An article's date, written out in the visitor's language ("November 18, 2026"), wherever it shows. */
export function PublishedDate({ date, locale }: { date: string; locale: string }) {
  return (
    <span className="flex items-center gap-1.5">
      <CalendarDays className="size-4" aria-hidden="true" />
      <time dateTime={date}>{formatLocalDate(date, locale, { dateStyle: "long" })}</time>
    </span>
  );
}
