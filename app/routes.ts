import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("about", "routes/public/about.tsx"),
    route("events", "routes/public/events.tsx"),
    route("projects", "routes/public/projects.tsx"),
    route("news", "routes/public/news.tsx"),
    route("gallery", "routes/public/gallery.tsx"),
    route("contact", "routes/public/contact.tsx"),
    route("resources", "routes/public/resources.tsx"),
    route("membership", "routes/public/membership.tsx"),
    route("privacy", "routes/public/privacy.tsx"),
    route("terms", "routes/public/terms.tsx"),
    route("accessibility", "routes/public/accessibility.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  route("healthz", "routes/resources/healthz.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("news/rss.xml", "routes/resources/news-rss.ts"),
  route("events.ics", "routes/resources/events-ics.ts"),
  route("images/:bucket/:name", "routes/resources/image.ts"),
  route("api/auth/*", "routes/resources/auth.ts"),
  route("resources/theme", "routes/resources/theme.ts"),
  route("resources/newsletter", "routes/resources/newsletter.ts"),
] satisfies RouteConfig;
