import CalendarDays from "lucide-react/icons/calendar-days";

/** An article's date, written out in the visitor's language ("November 18, 2026"), wherever it shows. */
export function PublishedDate({ date, text }: { date: string; text: string }) {
  return (
    <span className="flex items-center gap-1.5">
      <CalendarDays className="size-4" aria-hidden="true" />
      <time dateTime={date}>{text}</time>
    </span>
  );
}
