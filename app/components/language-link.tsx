import Languages from "lucide-react/icons/languages";
import { Link, useLocation } from "react-router";
import { englishPath, languageNames, otherLanguage, pathIn } from "~/i18n/language";
import { useLanguage } from "~/lib/root-data";
import { cn } from "~/lib/utils";

/**
 * The same page in the other language, named in that language. A visitor chooses; the site never
 * sends anyone to a language by the browser's settings. The page is loaded whole, with the words,
 * direction and fonts of its language (the browser holds one language's words at a time).
 */
export function LanguageLink({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  const { pathname, search, hash } = useLocation();
  const other = otherLanguage(useLanguage());
  return (
    <Link
      to={`${pathIn(other, englishPath(pathname))}${search}${hash}`}
      reloadDocument
      lang={other}
      hrefLang={other}
      onClick={onNavigate}
      className={cn(
        // Its display is the caller's: the header shows it from 640 px, the drawer always.
        "items-center gap-1.5 rounded-md px-2.5 py-2 font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground",
        className,
      )}
    >
      <Languages className="size-4" aria-hidden="true" />
      {languageNames[other]}
    </Link>
  );
}
