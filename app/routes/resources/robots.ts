import { SIGN_IN_PATH } from "~/lib/admin-paths";
import { env } from "~/lib/env.server";
import { absoluteUrl } from "~/lib/seo";

export function loader() {
  const body = [
    "User-agent: *",
    `Disallow: ${SIGN_IN_PATH}`,
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
