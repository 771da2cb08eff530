import Construction from "lucide-react/icons/construction";
import { pageBody } from "~/components/page-header";
import { useWords } from "~/lib/root-data";

/** A page whose content is not published yet: shown for display purposes only. */
export function PlaceholderPage({ children }: { children?: React.ReactNode }) {
  const { placeholder } = useWords();
  return (
    <div className={pageBody}>
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-16 text-center">
        <Construction className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-medium">{placeholder.notice}</p>
        <p className="text-muted-foreground">{placeholder.soon}</p>
        {children}
      </div>
    </div>
  );
}
