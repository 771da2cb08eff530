import ExternalLink from "lucide-react/icons/external-link";
import { Button, type ButtonProps } from "~/components/ui/button";
import { useWords } from "~/lib/root-data";

/** A button-styled link to another site, opened in a new tab (and saying so to screen readers). */
export function ExternalLinkButton({
  href,
  children,
  variant,
  className,
}: {
  href: string;
  children: React.ReactNode;
  variant?: ButtonProps["variant"];
  className?: string;
}) {
  const { newTab: opensInNewTab } = useWords().common;
  return (
    <Button asChild variant={variant} className={className}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">{opensInNewTab}</span>
      </a>
    </Button>
  );
}
