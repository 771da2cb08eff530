import Languages from "lucide-react/icons/languages";
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
