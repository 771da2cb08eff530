import type { RefObject } from "react";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";
import { useSiteWords } from "~/lib/root-data";
import { LanguageLink } from "./language-link";
import { NavLinks } from "./nav-links";

/** The site's navigation in a drawer, for screens too narrow for the header's row of links. */
export default function MobileMenu({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the menu: focus goes back to it when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const { menu, navNames } = useSiteWords();
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="end"
        closeLabel={menu.close}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="text-lg font-semibold">{menu.title}</SheetTitle>
        <SheetDescription className="sr-only">{menu.description}</SheetDescription>
        <nav aria-label={navNames.mobile}>
          <NavLinks orientation="column" onNavigate={() => onOpenChange(false)} />
        </nav>
        <LanguageLink className="inline-flex self-start text-base" onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
