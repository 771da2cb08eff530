import Construction from "lucide-react/icons/construction";
import { pageBody } from "~/components/page-header";

/** A page whose content is not published yet: shown for display purposes only. */
export function PlaceholderPage({ children }: { children?: React.ReactNode }) {
  return (
    <div className={pageBody}>
      <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed px-6 py-16 text-center">
        <Construction className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="text-lg font-medium">This page is for display purposes only.</p>
        <p className="text-muted-foreground">Information will be available soon.</p>
        {children}
      </div>
    </div>
  );
}
