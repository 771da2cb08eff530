import type { SiteWords } from "~/i18n/words";

export interface NavItem {
  /** Its label in the site's words (`SiteWords["nav"]`). */
  name: keyof SiteWords["nav"];
  /** Its English address (`pathIn` gives the page's own language's). */
  to: string;
}

/** The top navigation, in the spec's order; the drawer on phones shows the same items. */
export const siteNav: NavItem[] = [
  { name: "home", to: "/" },
  { name: "about", to: "/about" },
  { name: "people", to: "/#people" },
  { name: "events", to: "/events" },
  { name: "projects", to: "/projects" },
  { name: "news", to: "/news" },
  { name: "gallery", to: "/gallery" },
  { name: "resources", to: "/resources" },
  { name: "contact", to: "/contact" },
];

/** Whether `item` is the current page: by path prefix, and "/" only on an exact match. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.to.includes("#")) return false;
  if (item.to === "/") return pathname === "/";
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

export const PEOPLE_SECTION_ID = "people";
