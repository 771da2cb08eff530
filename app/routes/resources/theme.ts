import { data, redirect } from "react-router";
import { sameSitePath } from "~/lib/club";
import { formDataOf, postOnly } from "~/lib/http.server";
import { type ThemePreference, type ThemeReply, themeCookie } from "~/lib/theme";
import type { Route } from "./+types/theme";

const preferences: ThemePreference[] = ["light", "dark", "system"];

/** Keeps the visitor's theme in a cookie; without JavaScript the form returns to the page it was on. */
export async function action({ request }: Route.ActionArgs) {
  const form = await formDataOf(request);
  const theme = String(form.get("theme") ?? "");
  if (!preferences.includes(theme as ThemePreference)) {
    return data<ThemeReply>({ theme: null, error: "Unknown theme" }, { status: 400 });
  }
  const headers = { "Set-Cookie": themeCookie(theme as ThemePreference) };
  const back = sameSitePath(form.get("redirectTo"));
  if (back) return redirect(back, { headers });
  return data<ThemeReply>({ theme: theme as ThemePreference, error: null }, { headers });
}

export function loader() {
  return postOnly();
}
