import Languages from "lucide-react/icons/languages";
import type { ReactNode } from "react";
import { textAttributes } from "~/i18n/content";
import { useLanguage, useWords } from "~/lib/root-data";

/**
 * One line above a page's main text on an Arabic page, when that text was written in English only
 * (the text itself is then marked English): the visitor knows why the page changes language.
 */
export function EnglishOnlyNote({ record, field }: { record: { englishOnly: readonly string[] }; field: string }) {
  const words = useWords();
  if (useLanguage() !== "ar" || !record.englishOnly.includes(field)) return null;
  return (
    <p className="flex items-center gap-2 text-sm text-muted-foreground">
      <Languages className="size-4 shrink-0" aria-hidden="true" />
      {words.common.englishOnly}
    </p>
  );
}

/**
 * A text of `record` on a page, in the page's language where it was written: `children` places it
 * with the attributes of its language and direction (`textAttributes`), and on an Arabic page a
 * text that fell back to English has `EnglishOnlyNote` above it.
 */
export function LocalizedText({
  record,
  field,
  className,
  children,
}: {
  record: { englishOnly: readonly string[] };
  field: string;
  className?: string;
  children: (attributes: ReturnType<typeof textAttributes>) => ReactNode;
}) {
  return (
    <div className={className}>
      <EnglishOnlyNote record={record} field={field} />
      {children(textAttributes(record, field))}
    </div>
  );
}
