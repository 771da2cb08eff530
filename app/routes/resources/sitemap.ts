import { env } from "~/lib/env.server";
import { escapeXml, publicPages } from "~/lib/public-pages";
import { absoluteUrl } from "~/lib/seo";

export function loader() {
  const base = env().PUBLIC_URL;
  const urls = publicPages
    .map(
      (page) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(base, page.path))}</loc>\n    <changefreq>${page.changefreq}</changefreq>\n    <priority>${page.priority.toFixed(1)}</priority>\n  </url>`,
    )
    .join("\n");
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
