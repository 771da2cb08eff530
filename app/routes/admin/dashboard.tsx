import { CalendarDays, FolderKanban, Images, Newspaper } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { dashboardOverview } from "~/features/dashboard/queries.server";
import { EventBadges } from "~/features/events/event-card";
import { GalleryBadges } from "~/features/gallery/gallery-badges";
import { PublicationBadge } from "~/features/news/publication-badge";
import { ProjectBadges } from "~/features/projects/project-card";
import { TechnologyTags } from "~/features/projects/technology-tags";
import { adminDate } from "~/lib/admin-format";
import { club } from "~/lib/club";
import { db } from "~/lib/db/client.server";
import { requireAdmin } from "~/lib/session.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => [{ title: `Dashboard | ${club.name} Admin` }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return dashboardOverview(db());
}

/** The dashboard's quick buttons use the /admin/* paths, which lead to the same pages. */
const quickLinks = [
  { label: "Manage Events", to: "/admin/events", icon: CalendarDays },
  { label: "Manage Projects", to: "/admin/projects", icon: FolderKanban },
  { label: "Manage News", to: "/admin/news", icon: Newspaper },
  { label: "Manage Gallery", to: "/admin/gallery", icon: Images },
];

/** One of the dashboard's recent lists: each record's title, a line about it, and its badges. */
function RecentList<T extends { id: string; title: string }>({
  title,
  empty,
  items,
  summarize,
}: {
  title: string;
  empty: string;
  items: T[];
  summarize: (item: T) => { meta: string; badges: React.ReactNode };
}) {
  const id = `recent-${title.toLowerCase().replace(/\s+/g, "-")}`;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" id={id}>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul aria-labelledby={id} className="divide-y">
            {items.map((item) => {
              const { meta, badges } = summarize(item);
              return (
                <li key={item.id} className="space-y-1.5 py-3 first:pt-0 last:pb-0">
                  <p className="font-medium">{item.title}</p>
                  <p className="text-sm text-muted-foreground">{meta}</p>
                  {badges}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { totals, recentEvents, recentProjects, recentArticles, recentGallery } = loaderData;
  const stats = [
    { label: "Events", value: totals.events, icon: CalendarDays },
    { label: "Projects", value: totals.projects, icon: FolderKanban },
    { label: "News Articles", value: totals.articles, icon: Newspaper },
    { label: "Gallery Items", value: totals.gallery, icon: Images },
  ];
  return (
    <div className="mx-auto max-w-7xl space-y-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">An overview of the club's content.</p>
      </div>

      <ul aria-label="Totals" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {stats.map(({ label, value, icon: Icon }) => (
          <li key={label}>
            <Card>
              <CardContent className="flex items-center justify-between gap-4 py-5">
                <p className="flex flex-col">
                  <span className="text-sm text-muted-foreground">{label}</span>
                  <span className="text-3xl font-bold" data-testid={`total-${label}`}>
                    {value}
                  </span>
                </p>
                <Icon className="size-8 text-primary" aria-hidden="true" />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>

      <nav aria-label="Quick actions" className="flex flex-wrap gap-3">
        {quickLinks.map(({ label, to, icon: Icon }) => (
          <Button key={to} asChild variant="outline">
            <Link to={to}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </Button>
        ))}
      </nav>

      <div className="grid gap-6 lg:grid-cols-2">
        <RecentList
          title="Recent Events"
          empty="No events found"
          items={recentEvents}
          summarize={(event) => ({
            meta: `${adminDate(event.date)} · ${event.location}`,
            badges: <EventBadges event={event} />,
          })}
        />
        <RecentList
          title="Recent Projects"
          empty="No projects found"
          items={recentProjects}
          summarize={(project) => ({
            meta: `Added ${adminDate(project.createdAt)}`,
            badges: (
              <>
                <ProjectBadges project={project} />
                <TechnologyTags technologies={project.technologies} max={3} />
              </>
            ),
          })}
        />
        <RecentList
          title="Recent News"
          empty="No news articles found"
          items={recentArticles}
          summarize={(article) => ({
            meta: `${article.author} · ${adminDate(article.publishedDate)}`,
            badges: <PublicationBadge published={article.isPublished} />,
          })}
        />
        <RecentList
          title="Recent Gallery"
          empty="No gallery items found"
          items={recentGallery}
          summarize={(item) => ({
            meta: `Uploaded ${adminDate(item.uploadDate)}`,
            badges: <GalleryBadges item={item} />,
          })}
        />
      </div>
    </div>
  );
}
