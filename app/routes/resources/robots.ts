import { env } from "~/lib/env.server";
import { absoluteUrl } from "~/lib/seo";

export function loader() {
  const body = [
    "User-agent: *",
    "Disallow: /admin-kfupm-aero",
    "Disallow: /admin",
    "Disallow: /api/",
    "Disallow: /resources/",
    "Allow: /",
    "",
    `Sitemap: ${absoluteUrl(env().PUBLIC_URL, "/sitemap.xml")}`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
