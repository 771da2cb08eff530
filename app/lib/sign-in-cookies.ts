/**
 * The cookies a sign-in leaves in the browser: Better Auth's (named `better-auth.<name>`, with
 * `__Secure-` before it when the site is on https) and the known-device mark. Named here once for
 * whatever reads them: the session's reader, the two-step page, the page cache.
 */

/** The known-device mark: the account signed in from this browser before (no new-device email). */
export const KNOWN_DEVICE_COOKIE = "known_device";

const authCookieName = /^(?:__Secure-)?better-auth\.([a-z_]+)$/;

/** Whether a cookie of this name is one a sign-in sets. */
export function isSignInCookie(name: string): boolean {
  return name === KNOWN_DEVICE_COOKIE || authCookieName.test(name);
}

/** Whether a Cookie header holds Better Auth's cookie `name` (`session_token`, `two_factor`) with a value. */
export function hasAuthCookie(header: string | null | undefined, name: string): boolean {
  return (header ?? "").split(";").some((part) => {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(separator + 1).trim() === "") return false;
    return authCookieName.exec(part.slice(0, separator).trim())?.[1] === name;
  });
}
