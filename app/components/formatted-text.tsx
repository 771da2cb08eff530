import { cn } from "~/lib/utils";

/**
 * Text written in Markdown, shown as the server made it into HTML (lib/markdown.server.ts: raw
 * HTML dropped, then cut to an allow-list of elements, attributes and link schemes).
 */
export function FormattedText({
  html,
  className,
  ...language
}: {
  html: string;
  className?: string;
  /** The text's language and direction, when it is not the page's (`textAttributes`). */
  lang?: string;
  dir?: "ltr" | "rtl" | "auto";
}) {
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server by an allow-list
    <div className={cn("formatted", className)} {...language} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
