/**
 * Reading cookies: the one parser for every cookie the site reads itself (the theme choice and
 * the sidebar state). The flash message is a signed cookie of its own, in toast.server.ts.
 */

/** The value of cookie `name` in a Cookie header, or undefined when it is not there. */
export function cookieValue(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    const raw = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
