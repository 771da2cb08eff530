import { Link, type LinkProps } from "react-router";
import { usePathIn } from "~/lib/root-data";

/**
 * A link to a page of the site, given by its English address, that stays in the language of the
 * page shown: `/events` from an Arabic page is `/ar/events`.
 */
export function LocalLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const localPath = usePathIn();
  return <Link to={localPath(to)} {...props} />;
}
