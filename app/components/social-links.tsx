import { useWords } from "~/lib/root-data";
import type { SocialLink } from "~/lib/site-settings";

/** The club's social links, as icons; nothing when none is set. */
export function SocialLinks({ links }: { links: readonly SocialLink[] }) {
  const { common } = useWords();
  if (links.length === 0) return null;
  return (
    <ul aria-label={common.followUs} className="flex flex-wrap gap-1">
      {links.map((link) => (
        <li key={link.key}>
          <a
            href={link.href}
            rel="noopener noreferrer"
            target="_blank"
            title={link.label}
            className="flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 fill-current">
              <path d={link.path} fillRule={link.evenOdd ? "evenodd" : undefined} />
            </svg>
            <span className="sr-only">
              {link.label} {common.newTab}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
