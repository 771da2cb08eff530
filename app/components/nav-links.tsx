import { Link, useLocation, useNavigate } from "react-router";
import { englishPath } from "~/i18n/language";
import { usePathIn, useSiteWords } from "~/lib/root-data";
import { cn } from "~/lib/utils";
import { isActive, type NavItem, PEOPLE_SECTION_ID, siteNav } from "./site-nav";

function useNavClick() {
  const location = useLocation();
  const navigate = useNavigate();
  const localPath = usePathIn();
  return (item: NavItem, event: React.MouseEvent<HTMLAnchorElement>) => {
    if (item.to !== `/#${PEOPLE_SECTION_ID}` || englishPath(location.pathname) !== "/") return;
    const section = document.getElementById(PEOPLE_SECTION_ID);
    if (!section) return;
    event.preventDefault();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    navigate(localPath(`/#${PEOPLE_SECTION_ID}`), { replace: true, preventScrollReset: true });
  };
}

/** The main navigation links, in a row (header) or a column (mobile menu). */
export function NavLinks({ orientation, onNavigate }: { orientation: "row" | "column"; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const onClick = useNavClick();
  const { nav } = useSiteWords();
  const localPath = usePathIn();
  return (
    <ul className={cn("flex", orientation === "row" ? "items-center gap-0.5 xl:gap-1" : "flex-col gap-1")}>
      {siteNav.map((item) => {
        const active = isActive(item, englishPath(pathname));
        return (
          <li key={item.to}>
            <Link
              to={localPath(item.to)}
              aria-current={active ? "page" : undefined}
              onClick={(event) => {
                onClick(item, event);
                onNavigate?.();
              }}
              className={cn(
                "block rounded-md py-2 font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
                // Nine items beside the club name on one line from 1024 px.
                orientation === "row" ? "px-2.5 text-sm xl:px-3" : "px-3 text-base",
                active ? "bg-accent text-accent-foreground" : "text-muted-foreground",
              )}
            >
              {nav[item.name]}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
