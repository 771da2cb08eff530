import type { VariantProps } from "class-variance-authority";
import type { ReactNode } from "react";
import { LocalLink } from "~/components/local-link";
import { Button, type buttonVariants } from "./ui/button";

/**
 * 'Join Club' and 'Apply Now': disabled, for display only, as the spec shows them, until the
 * club opens applications in its settings; then a link to where they apply.
 */
export function MembershipButton({
  href,
  children,
  ...style
}: { href: string | null; children: ReactNode } & VariantProps<typeof buttonVariants>) {
  if (!href) {
    return (
      <Button {...style} disabled>
        {children}
      </Button>
    );
  }
  return (
    <Button {...style} asChild>
      {href.startsWith("/") ? <LocalLink to={href}>{children}</LocalLink> : <a href={href}>{children}</a>}
    </Button>
  );
}
