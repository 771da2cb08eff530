/** Facts about the club used across the site, its feeds and its structured data. */
export const club = {
  name: "KFUPM Aerospace Club",
  university: "King Fahd University of Petroleum & Minerals",
  address: {
    building: "Aerospace Engineering Department, Building 63",
    locality: "Dhahran",
    postalCode: "31261",
    country: "Saudi Arabia",
    countryCode: "SA",
  },
} as const;

/**
 * An admin-entered link, usable as an href: web, mail and phone addresses and site paths.
 * Anything else (a `javascript:` URL, say) gives null, as if there were no link.
 */
export function safeHref(link: string | null | undefined): string | null {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith("/")) return sameSitePath(value);
  try {
    const url = new URL(value);
    return ["http:", "https:", "mailto:", "tel:"].includes(url.protocol) ? url.toString() : null;
  } catch {
    // A bare domain such as "forms.example.org/apply", if it reads as one ("C.1" is no host).
    if (!/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value)) return null;
    try {
      return new URL(`https://${value}`).toString();
    } catch {
      return null;
    }
  }
}

const siteOrigin = "http://site.invalid";

/**
 * A path on this site, or null for anything else. The value is read as a browser reads it
 * (backslashes, tabs, `//host`), so "/\host" leads to another site and "//bad host" nowhere:
 * neither is a path here. The path is checked once resolved too: "/..//evil.example" resolves to
 * "//evil.example", which a browser given it as a Location reads as another host.
 */
export function sameSitePath(to: unknown): string | null {
  if (typeof to !== "string" || !to.startsWith("/")) return null;
  try {
    const url = new URL(to, siteOrigin);
    if (url.origin !== siteOrigin) return null;
    const path = `${url.pathname}${url.search}${url.hash}`;
    if (/^\/[/\\]/.test(path)) return null;
    return new URL(path, siteOrigin).origin === siteOrigin ? path : null;
  } catch {
    return null;
  }
}
