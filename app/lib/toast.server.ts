import { redirect } from "react-router";
import type { ToastMessage } from "./messages";

/**
 * A toast carried across a redirect in a short-lived cookie, for forms posted without JavaScript:
 * the next page shows it, then the cookie is cleared.
 */
const COOKIE = "flash_toast";

export function toastCookie(message: ToastMessage): string {
  const value = Buffer.from(JSON.stringify(message), "utf8").toString("base64url");
  return `${COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`;
}

const clearCookie = `${COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

function isToast(value: unknown): value is ToastMessage {
  const v = value as ToastMessage;
  return typeof v === "object" && v !== null && typeof v.title === "string";
}

/** The toast waiting for this request, and the header that clears it. */
export function takeToast(request: Request): { toast: ToastMessage | null; headers?: HeadersInit } {
  const match = request.headers.get("Cookie")?.match(new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]+)`));
  if (!match?.[1]) return { toast: null };
  try {
    const parsed: unknown = JSON.parse(Buffer.from(match[1], "base64url").toString("utf8"));
    return { toast: isToast(parsed) ? parsed : null, headers: { "Set-Cookie": clearCookie } };
  } catch {
    return { toast: null, headers: { "Set-Cookie": clearCookie } };
  }
}

/** Redirects to a same-site path (anything else goes home) with a toast for the next page. */
export function redirectWithToast(to: string, message: ToastMessage) {
  const safe = to.startsWith("/") && !to.startsWith("//") ? to : "/";
  return redirect(safe, { headers: { "Set-Cookie": toastCookie(message) } });
}
