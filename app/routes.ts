import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import type { Language } from "./i18n/language";
import { ADMIN_SEGMENT, QUICK_LINK_SEGMENT } from "./lib/admin-paths";

/**
 * The public site in `language`: English at the site's root, Arabic the same pages under `/ar`
 * (decision 0033). The same modules serve both; an Arabic route's id is its English id under `ar/`.
 */
function publicSite(language: Language) {
  const at = (path: string) => (language === "en" ? path : `ar/${path}`);
  const id = (file: string, own?: string) =>
    language === "en" ? (own ? { id: own } : {}) : { id: `ar/${own ?? file.replace(/\.tsx?$/, "")}` };
  const page = (path: string, file: string, own?: string) => route(at(path), file, id(file, own));
  return layout("routes/public/layout.tsx", id("routes/public/layout.tsx"), [
    language === "en"
      ? index("routes/public/home.tsx")
      : route("ar", "routes/public/home.tsx", id("routes/public/home.tsx")),
    page("about", "routes/public/about.tsx"),
    page("events", "routes/public/events.tsx"),
    page("events/:slug", "routes/public/event.tsx"),
    page("projects", "routes/public/projects.tsx"),
    page("projects/:slug", "routes/public/project.tsx"),
    page("news", "routes/public/news.tsx"),
    page("news/:slug", "routes/public/article.tsx"),
    page("gallery", "routes/public/gallery.tsx"),
    page("contact", "routes/public/contact.tsx"),
    page("resources", "routes/public/resources.tsx"),
    page("membership", "routes/public/membership.tsx"),
    page("privacy", "routes/public/privacy.tsx"),
    page("terms", "routes/public/terms.tsx"),
    page("accessibility", "routes/public/accessibility.tsx"),
    page("registrations/cancel", "routes/public/cancel-registration.tsx"),
    page("newsletter/confirm", "routes/public/newsletter-link.tsx", "newsletter-confirm"),
    page("newsletter/leave", "routes/public/newsletter-link.tsx", "newsletter-leave"),
    page("newsletter", "routes/public/newsletter.tsx"),
    page("newsletter/:slug", "routes/public/newsletter-issue.tsx"),
    page("*", "routes/public/not-found.tsx"),
  ]);
}

/** The site's feeds in `language` (Arabic under `/ar`), served by the same modules. */
function feeds(language: Language) {
  const feed = (path: string, file: string) =>
    language === "en" ? route(path, file) : route(`ar/${path}`, file, { id: `ar/${file.replace(/\.tsx?$/, "")}` });
  return [
    feed("news/rss.xml", "routes/resources/news-rss.ts"),
    feed("newsletter/rss.xml", "routes/resources/newsletter-rss.ts"),
    feed("events.ics", "routes/resources/events-ics.ts"),
    feed("events/:slug/calendar.ics", "routes/resources/event-ics.ts"),
  ];
}

export default [
  publicSite("en"),
  publicSite("ar"),
  ...feeds("en"),
  ...feeds("ar"),
  route(ADMIN_SEGMENT, "routes/admin/sign-in.tsx"),
  route(`${ADMIN_SEGMENT}/sign-out`, "routes/admin/sign-out.ts"),
  route(`${ADMIN_SEGMENT}/two-step`, "routes/admin/two-step.tsx"),
  route(`${ADMIN_SEGMENT}/forgot-password`, "routes/admin/forgot-password.tsx"),
  route(`${ADMIN_SEGMENT}/reset-password`, "routes/admin/reset-password.tsx"),
  route(`${ADMIN_SEGMENT}/accept-invitation`, "routes/admin/accept-invitation.tsx"),
  route(`${ADMIN_SEGMENT}/upload`, "routes/admin/upload.ts"),
  route(`${ADMIN_SEGMENT}/markdown-preview`, "routes/admin/markdown-preview.ts"),
  route(`${ADMIN_SEGMENT}/subscribers.csv`, "routes/admin/subscribers-csv.ts"),
  route(`${ADMIN_SEGMENT}/events/:id/attendees.csv`, "routes/admin/attendees-csv.ts"),
  layout("routes/admin/layout.tsx", [
    route(`${ADMIN_SEGMENT}/dashboard`, "routes/admin/dashboard.tsx"),
    route(`${ADMIN_SEGMENT}/messages`, "routes/admin/messages.tsx"),
    route(`${ADMIN_SEGMENT}/subscribers`, "routes/admin/subscribers.tsx"),
    route(`${ADMIN_SEGMENT}/mail`, "routes/admin/mail.tsx"),
    route(`${ADMIN_SEGMENT}/account`, "routes/admin/account.tsx"),
    route(`${ADMIN_SEGMENT}/admins`, "routes/admin/admins.tsx"),
    route(`${ADMIN_SEGMENT}/activity`, "routes/admin/activity.tsx"),
    route(`${ADMIN_SEGMENT}/settings`, "routes/admin/settings.tsx"),
    route(`${ADMIN_SEGMENT}/events/:id/attendees`, "routes/admin/attendees.tsx"),
    route(`${ADMIN_SEGMENT}/events/:id/check-in`, "routes/admin/check-in.tsx"),
    route(`${ADMIN_SEGMENT}/newsletter/:id`, "routes/admin/newsletter-issue.tsx"),
    route(`${ADMIN_SEGMENT}/:collection`, "routes/admin/collection.tsx"),
    route(`${ADMIN_SEGMENT}/*`, "routes/admin/not-found.tsx"),
  ]),
  route(QUICK_LINK_SEGMENT, "routes/admin/legacy-redirect.ts", { id: "admin-root-redirect" }),
  route(`${QUICK_LINK_SEGMENT}/*`, "routes/admin/legacy-redirect.ts"),
  route("healthz", "routes/resources/healthz.ts"),
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("images/:bucket/:name", "routes/resources/image.ts"),
  route("cards/:collection/:file", "routes/resources/card.ts"),
  route("api/auth/*", "routes/resources/auth.ts"),
  route("resources/theme", "routes/resources/theme.ts"),
  route("resources/newsletter", "routes/resources/newsletter.ts"),
  route("resources/words/:file", "routes/resources/words.ts"),
] satisfies RouteConfig;
