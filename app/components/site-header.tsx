import { Menu, Rocket } from "lucide-react";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ThemeToggle } from "~/components/theme-toggle";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { club } from "~/lib/club";
import { cn } from "~/lib/utils";
import { isActive, type NavItem, PEOPLE_SECTION_ID, siteNav } from "./site-nav";

function useNavClick() {
  const location = useLocation();
  const navigate = useNavigate();
  return (item: NavItem, event: React.MouseEvent<HTMLAnchorElement>) => {
    if (item.to !== `/#${PEOPLE_SECTION_ID}` || location.pathname !== "/") return;
    const section = document.getElementById(PEOPLE_SECTION_ID);
    if (!section) return;
    event.preventDefault();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    navigate(`/#${PEOPLE_SECTION_ID}`, { replace: true, preventScrollReset: true });
  };
}

function NavLinks({ orientation, onNavigate }: { orientation: "row" | "column"; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const onClick = useNavClick();
  return (
    <ul className={cn("flex", orientation === "row" ? "items-center gap-1" : "flex-col gap-1")}>
      {siteNav.map((item) => {
        const active = isActive(item, pathname);
        return (
          <li key={item.to}>
            <Link
              to={item.to}
              aria-current={active ? "page" : undefined}
              onClick={(event) => {
                onClick(item, event);
                onNavigate?.();
              }}
              className={cn(
                "block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
                orientation === "column" && "text-base",
                active ? "bg-accent text-accent-foreground" : "text-muted-foreground",
              )}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 font-semibold">
          <Rocket className="size-6 text-primary" aria-hidden="true" />
          <span>{club.name}</span>
        </Link>
        <nav aria-label="Main" className="ml-auto hidden lg:block">
          <NavLinks orientation="row" />
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          <ThemeToggle />
          <Sheet open={open} onOpenChange={setOpen}>
            <SheetTrigger asChild>
              <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
                <Menu aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="right">
              <SheetTitle className="text-lg font-semibold">Menu</SheetTitle>
              <SheetDescription className="sr-only">Site navigation</SheetDescription>
              <nav aria-label="Mobile">
                <NavLinks orientation="column" onNavigate={() => setOpen(false)} />
              </nav>
            </SheetContent>
          </Sheet>
        </div>
      </div>
    </header>
  );
}
