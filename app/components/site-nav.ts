export interface NavItem {
  label: string;
  to: string;
}

/** The top navigation, in the spec's order; the drawer on phones shows the same items. */
export const siteNav: NavItem[] = [
  { label: "Home", to: "/" },
  { label: "About", to: "/about" },
  { label: "People", to: "/#people" },
  { label: "Events", to: "/events" },
  { label: "Projects", to: "/projects" },
  { label: "News", to: "/news" },
  { label: "Gallery", to: "/gallery" },
  { label: "Resources", to: "/resources" },
  { label: "Contact", to: "/contact" },
];

/** Whether `item` is the current page: by path prefix, and "/" only on an exact match. */
export function isActive(item: NavItem, pathname: string): boolean {
  if (item.to.includes("#")) return false;
  if (item.to === "/") return pathname === "/";
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}

export const PEOPLE_SECTION_ID = "people";
