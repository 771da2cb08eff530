import { Moon, Sun } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/lib/hydrated";
import type { ThemePreference } from "~/lib/theme";
import type { loader as rootLoader } from "~/root";
import type { action as themeAction } from "~/routes/resources/theme";

/**
 * The theme preference: a choice being saved, else the last choice saved from this page (the root
 * loader is not asked again for it), else what the cookie said when the page loaded.
 */
export function useThemePreference(): ThemePreference {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const fetcher = useFetcher<typeof themeAction>({ key: "theme" });
  const pending = fetcher.formData?.get("theme") as ThemePreference | undefined;
  return pending ?? fetcher.data?.theme ?? data?.theme ?? "system";
}

/** Whether the device prefers dark; false until the page is interactive, as on the server. */
function useSystemPrefersDark(): boolean {
  const [dark, setDark] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-color-scheme: dark)");
    setDark(query.matches);
    const onChange = (event: MediaQueryListEvent) => setDark(event.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return dark;
}

export function ThemeToggle({ className }: { className?: string }) {
  const fetcher = useFetcher({ key: "theme" });
  const location = useLocation();
  const preference = useThemePreference();
  const systemDark = useSystemPrefersDark();
  const hydrated = useHydrated();
  const shown = preference === "system" ? (systemDark ? "dark" : "light") : preference;
  const next = shown === "dark" ? "light" : "dark";
  return (
    <fetcher.Form method="post" action="/resources/theme" className={className}>
      <input type="hidden" name="theme" value={next} />
      {/* Without JavaScript the form posts normally and the server sends the visitor back. */}
      {hydrated ? null : <input type="hidden" name="redirectTo" value={location.pathname + location.search} />}
      <Button
        type="submit"
        variant="ghost"
        size="icon"
        aria-label={`Switch to ${next} theme`}
        title={`Switch to ${next} theme`}
      >
        <Sun className="hidden dark:block" aria-hidden="true" />
        <Moon className="dark:hidden" aria-hidden="true" />
      </Button>
    </fetcher.Form>
  );
}
