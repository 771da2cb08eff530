import Menu from "lucide-react/icons/menu";
import Rocket from "lucide-react/icons/rocket";
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "react-router";
import { ThemeToggle } from "~/components/theme-toggle";
import { Button } from "~/components/ui/button";
import { textAttributes } from "~/i18n/content";
import { usePathIn, useSiteSettings, useSiteWords } from "~/lib/root-data";
import { LanguageLink } from "./language-link";
import { NavLinks } from "./nav-links";

// The drawer (and its dialog library) is loaded when a visitor reaches for the menu button.
const loadMobileMenu = () => import("./mobile-menu");
const MobileMenu = lazy(loadMobileMenu);

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const settings = useSiteSettings();
  const { menu, navNames } = useSiteWords();
  const localPath = usePathIn();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to={localPath("/")} className="flex shrink-0 items-center gap-2 font-semibold whitespace-nowrap">
          <Rocket className="size-6 text-primary" aria-hidden="true" />
          <span {...textAttributes(settings, "clubName")}>{settings.clubName}</span>
        </Link>
        <nav aria-label={navNames.main} className="ms-auto hidden lg:block">
          <NavLinks orientation="row" />
        </nav>
        <div className="ms-auto flex items-center gap-1 lg:ms-0">
          <LanguageLink className="hidden text-sm sm:inline-flex" />
          <ThemeToggle />
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-label={menu.open}
            aria-haspopup="dialog"
            aria-expanded={open}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => {
              setMenuWanted(true);
              setOpen(true);
            }}
          >
            <Menu aria-hidden="true" />
          </Button>
          {menuWanted ? (
            <Suspense fallback={null}>
              <MobileMenu open={open} onOpenChange={setOpen} returnFocusTo={menuButton} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </header>
  );
}
