import { cookieValue } from "./cookies";

/** The visitor's theme choice; "system" follows the device setting. */
export type ThemePreference = "light" | "dark" | "system";

/** What the theme action answers a script: the saved choice, or why nothing was saved. */
export type ThemeReply = { theme: ThemePreference; error: null } | { theme: null; error: string };

export const THEME_COOKIE = "theme";

export function parseThemePreference(cookieHeader: string | null): ThemePreference {
  const value = cookieValue(cookieHeader, THEME_COOKIE);
  return value === "light" || value === "dark" ? value : "system";
}

export function themeCookie(theme: ThemePreference): string {
  const maxAge = theme === "system" ? 0 : 60 * 60 * 24 * 365;
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

/**
 * Runs before the first paint, so a visitor whose device is dark never sees a light page flash.
 * While the preference is "system" it also follows the device when its setting changes.
 */
export const systemThemeScript = `(function(){var d=document.documentElement,m=window.matchMedia("(prefers-color-scheme: dark)");function a(){if(d.dataset.theme==="system")d.classList.toggle("dark",m.matches)}a();m.addEventListener("change",a)})()`;
