import { Calendar, Clock, MapPin } from "lucide-react";
import { Link } from "react-router";
import { HeroVideo } from "~/components/hero-video";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { upcomingEvents } from "~/features/events/queries.server";
import { eventStatuses, eventTypes } from "~/features/events/vocabulary";
import { publishedArticles } from "~/features/news/queries.server";
import { newestProjects } from "~/features/projects/queries.server";
import { projectCategories, projectStatuses } from "~/features/projects/vocabulary";
import { PeopleSection } from "~/features/team/people-section";
import { teamInOrder } from "~/features/team/queries.server";
import { db } from "~/lib/db/client.server";
import { formatLocalDate, formatLocalTime, localeFromAcceptLanguage, truncate } from "~/lib/format";
import { loadList } from "~/lib/lists.server";
import { heroVideo } from "~/lib/site-media.server";
import type { Route } from "./+types/home";

export function meta() {
  return [
    { title: "KFUPM Aerospace Club" },
    {
      name: "description",
      content:
        "The aerospace engineering student club of KFUPM: rockets, satellites, drones and the people who build them. Events, projects, news and how to get involved.",
    },
  ];
}

export async function loader({ request }: Route.LoaderArgs) {
  const database = db();
  const [news, events, projects, team] = await Promise.all([
    loadList("home news", () => publishedArticles(database, 3)),
    loadList("home events", () => upcomingEvents(database, 3)),
    loadList("home projects", () => newestProjects(database, 3)),
    loadList("team members", () => teamInOrder(database)),
  ]);
  return {
    locale: localeFromAcceptLanguage(request.headers.get("Accept-Language")),
    hero: heroVideo(),
    news: news.items,
    events: events.items,
    projects: projects.items,
    team: team.items,
  };
}

function SectionHeading({
  id,
  title,
  subtitle,
  link,
}: {
  id: string;
  title: string;
  subtitle: string;
  link?: { to: string; label: string };
}) {
  return (
    <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="mt-2 text-muted-foreground">{subtitle}</p>
      </div>
      {link ? (
        <Button asChild variant="outline">
          <Link to={link.to}>{link.label}</Link>
        </Button>
      ) : null}
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, news, events, projects, team, locale } = loaderData;
  return (
    <>
      <section className="relative isolate flex min-h-[70vh] items-center overflow-hidden bg-slate-950 text-white">
        <HeroVideo sources={hero} />
        <div className="mx-auto w-full max-w-7xl px-4 py-24 sm:px-6">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">Engineering the future of flight</h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-200">
            We are the aerospace engineering student club of KFUPM: we design, build and fly rockets, satellites and
            drones, and we bring students together with the people who make aerospace happen.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link to="/projects">Explore Projects</Link>
            </Button>
            <Button size="lg" variant="secondary" disabled>
              Join Club
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="news-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="news-title"
          title="Latest News"
          subtitle="What the club has been up to."
          link={{ to: "/news", label: "All News" }}
        />
        {news.length === 0 ? (
          <p className="text-muted-foreground">No news articles available at the moment.</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-3">
            {news.map((article) => (
              <li key={article.id}>
                <Card className="h-full">
                  {article.featuredImageUrl ? (
                    <img
                      src={article.featuredImageUrl}
                      alt=""
                      width={600}
                      height={400}
                      loading="lazy"
                      className="aspect-[3/2] w-full object-cover"
                    />
                  ) : null}
                  <CardHeader>
                    <CardDescription>{formatLocalDate(article.publishedDate, locale)}</CardDescription>
                    <CardTitle>{article.title}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <p className="text-sm text-muted-foreground">{truncate(article.content, 150)}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="events-title" className="bg-muted/40 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="events-title"
            title="Upcoming Events"
            subtitle="Workshops, competitions and talks."
            link={{ to: "/events", label: "All Events" }}
          />
          {events.length === 0 ? (
            <p className="text-muted-foreground">No upcoming events at the moment.</p>
          ) : (
            <ul className="grid gap-6 md:grid-cols-3">
              {events.map((event) => (
                <li key={event.id}>
                  <Card className="h-full">
                    <CardHeader>
                      <div className="flex flex-wrap gap-2">
                        <Badge tone={eventTypes.tone(event.type)}>{eventTypes.label(event.type)}</Badge>
                        <Badge tone={eventStatuses.tone(event.status)}>{eventStatuses.label(event.status)}</Badge>
                      </div>
                      <CardTitle>{event.title}</CardTitle>
                    </CardHeader>
                    <CardContent className="space-y-2 text-sm text-muted-foreground">
                      <p className="flex items-center gap-2">
                        <Calendar className="size-4" aria-hidden="true" />
                        {formatLocalDate(event.date, locale)}
                      </p>
                      <p className="flex items-center gap-2">
                        <Clock className="size-4" aria-hidden="true" />
                        {formatLocalTime(event.time, locale)}
                      </p>
                      <p className="flex items-center gap-2">
                        <MapPin className="size-4" aria-hidden="true" />
                        {event.location}
                      </p>
                    </CardContent>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="projects-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="projects-title"
          title="Our Projects"
          subtitle="What our teams design, build and fly."
          link={{ to: "/projects", label: "All Projects" }}
        />
        {projects.length === 0 ? (
          <p className="text-muted-foreground">No projects available at the moment.</p>
        ) : (
          <ul className="grid gap-6 md:grid-cols-3">
            {projects.map((project) => (
              <li key={project.id}>
                <Card className="h-full">
                  {project.imageUrl ? (
                    <img
                      src={project.imageUrl}
                      alt=""
                      width={600}
                      height={400}
                      loading="lazy"
                      className="aspect-[3/2] w-full object-cover"
                    />
                  ) : null}
                  <CardHeader>
                    <div className="flex flex-wrap gap-2">
                      <Badge tone={projectCategories.tone(project.category)}>
                        {projectCategories.label(project.category)}
                      </Badge>
                      <Badge tone={projectStatuses.tone(project.status)}>{projectStatuses.label(project.status)}</Badge>
                    </div>
                    <CardTitle>{project.title}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <p className="text-sm text-muted-foreground">{project.description}</p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>

      <PeopleSection members={team} />
    </>
  );
}
