import { jsonLd } from "~/lib/seo";

/** schema.org structured data for search engines. */
export function JsonLd({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with "<" escaped cannot end the script early
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(data) }} />;
}
