/** Every public page, for the sitemap. */
export const publicPages = [
  { path: "/", changefreq: "daily", priority: 1 },
  { path: "/about", changefreq: "monthly", priority: 0.7 },
  { path: "/events", changefreq: "daily", priority: 0.9 },
  { path: "/projects", changefreq: "weekly", priority: 0.8 },
  { path: "/news", changefreq: "daily", priority: 0.9 },
  { path: "/newsletter", changefreq: "weekly", priority: 0.5 },
  // The one query parameter a public page reads: the gallery's category.
  { path: "/gallery", changefreq: "weekly", priority: 0.7, query: ["category"] },
  { path: "/contact", changefreq: "yearly", priority: 0.6 },
  { path: "/resources", changefreq: "monthly", priority: 0.4 },
  { path: "/membership", changefreq: "monthly", priority: 0.4 },
  { path: "/privacy", changefreq: "yearly", priority: 0.2 },
  { path: "/terms", changefreq: "yearly", priority: 0.2 },
  { path: "/accessibility", changefreq: "yearly", priority: 0.2 },
] as const;

export function escapeXml(text: string): string {
  return (
    text
      // U+FFFE and U+FFFF are no XML characters, even as references: the feed shows U+FFFD instead.
      .replace(/[\uFFFE\uFFFF]/g, "\uFFFD")
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&apos;")
  );
}
