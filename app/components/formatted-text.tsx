import { cn } from "~/lib/utils";

/**
 * Text written in Markdown, shown as the server made it into HTML (lib/markdown.server.ts: raw
 * HTML dropped, then cut to an allow-list of elements, attributes and link schemes).
 */
export function FormattedText({ html, className }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server by an allow-list
  return <div className={cn("formatted", className)} dangerouslySetInnerHTML={{ __html: html }} />;
}
