import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { useCurrentPath } from "~/lib/current-path";
import { useHydrated } from "~/lib/hydrated";
import { useRootData, useSiteWords } from "~/lib/root-data";
import type { ThemePreference, ThemeReply } from "~/lib/theme";

/**
 * The theme preference: a choice being saved, else the last choice saved from this page (the root
 * loader is not asked again for it), else what the cookie said when the page loaded.
 */
export function useThemePreference(): ThemePreference {
  const data = useRootData();
  const fetcher = useFetcher<ThemeReply>({ key: "theme" });
  const pending = fetcher.formData?.get("theme") as ThemePreference | undefined;
  return pending ?? fetcher.data?.theme ?? data?.theme ?? "system";
}

const themeButtons = [
  { theme: "dark", visibility: "dark:hidden", Icon: Moon, name: "toDark" },
  { theme: "light", visibility: "not-dark:hidden", Icon: Sun, name: "toLight" },
] as const;

/**
 * Two buttons, of which the stylesheet shows the one that fits the theme on screen: the right one
 * shows (and is named) before the page is interactive, even when the theme follows the device.
 */
export function ThemeToggle({ className }: { className?: string }) {
  const fetcher = useFetcher({ key: "theme" });
  const currentPath = useCurrentPath();
  const hydrated = useHydrated();
  const words = useSiteWords().theme;
  return (
    <fetcher.Form method="post" action="/resources/theme" className={className}>
      {/* Without JavaScript the form posts normally and the server sends the visitor back. */}
      {hydrated ? null : <input type="hidden" name="redirectTo" value={currentPath} />}
      {themeButtons.map(({ theme, visibility, Icon, name }) => (
        <Button
          key={theme}
          type="submit"
          name="theme"
          value={theme}
          variant="ghost"
          size="icon"
          className={visibility}
          aria-label={words[name]}
          title={words[name]}
        >
          <Icon aria-hidden="true" />
        </Button>
      ))}
    </fetcher.Form>
  );
}
