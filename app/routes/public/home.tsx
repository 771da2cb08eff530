import type { LucideIcon } from "lucide-react";
import Award from "lucide-react/icons/award";
import Lightbulb from "lucide-react/icons/lightbulb";
import Medal from "lucide-react/icons/medal";
import Trophy from "lucide-react/icons/trophy";
import { CardList } from "~/components/card-list";
import { CardImage, ContentImage } from "~/components/content-image";
import { HeroVideo } from "~/components/hero-video";
import { LocalLink } from "~/components/local-link";
import { MembershipButton } from "~/components/membership-button";
import { TitleLink } from "~/components/title-link";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { EventCard } from "~/features/events/event-card";
import { upcomingEvents } from "~/features/events/queries.server";
import { localizedArticle } from "~/features/news/localized";
import { PublishedDate } from "~/features/news/published-date";
import { publishedArticles } from "~/features/news/queries.server";
import { articlePath } from "~/features/news/record";
import { withPublishedOn } from "~/features/news/written";
import { ProjectCard } from "~/features/projects/project-card";
import { newestProjects } from "~/features/projects/queries.server";
import { projectForVisitors } from "~/features/projects/shown.server";
import { keptRead } from "~/features/public-pages/service/kept-reads.server";
import { loadList } from "~/features/public-pages/service/lists.server";
import { noteShowsAttendance } from "~/features/public-pages/service/render-reads.server";
import { RegistrationButton } from "~/features/registrations/registration-button";
import { forVisitors } from "~/features/registrations/registration-state";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { PeopleSection } from "~/features/team/people-section";
import { teamInOrder } from "~/features/team/queries.server";
import { localizedAll, textAttributes } from "~/i18n/content";
import { languageOfRequest } from "~/i18n/language";
import { serverLoaderOr } from "~/lib/client-loader";
import { safeHref } from "~/lib/club";
import { db } from "~/lib/db/client.server";
import { localeOf, truncate } from "~/lib/format";
import { markdownText, withSummary } from "~/lib/markdown-render.server";
import { useSiteSettings, useWords } from "~/lib/root-data";
import { seo, wordsOf } from "~/lib/seo";
import { heroVideo } from "~/lib/site-media.server";
import { type AwardKey, awardFigures } from "~/lib/site-settings";
import type { Route } from "./+types/home";

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsOf(matches)?.home.meta;
  return words ? seo(matches, { ...words, path: "/" }) : [];
};

/** The home page shows 3 of each list; news text is cut at 150 characters. */
const HOME_LIST_SIZE = 3;
const HOME_NEWS_CUT = 150;

/** The icons of the club's record, shown with the projects (the figures are settings). */
const awardIcons: Record<AwardKey, LucideIcon> = {
  awardsAiaa: Award,
  awardsNasa: Trophy,
  awardsDesign: Medal,
  awardsInnovation: Lightbulb,
};

export async function loader({ request }: Route.LoaderArgs) {
  // Its events show their seats: a registration renders it again (features/public-pages/service/render-reads.server.ts).
  noteShowsAttendance();
  const database = db();
  const locale = localeOf(request);
  const language = languageOfRequest(request.url);
  const [settings, news, events, projects, team] = await Promise.all([
    currentSettings(database),
    loadList("home news", () =>
      keptRead(`news/published/${HOME_LIST_SIZE}`, () => publishedArticles(database, HOME_LIST_SIZE)),
    ),
    loadList("home events", () =>
      keptRead(`events/upcoming/${HOME_LIST_SIZE}`, () => upcomingEvents(database, HOME_LIST_SIZE), { seats: true }),
    ),
    loadList("home projects", () =>
      keptRead(`projects/newest/${HOME_LIST_SIZE}`, () => newestProjects(database, HOME_LIST_SIZE)),
    ),
    loadList("team members", () => keptRead("team/in-order", () => teamInOrder(database))),
  ]);
  const [newsItems, eventItems, projectItems] = await Promise.all([
    Promise.all(
      news.items.map(async (stored) => {
        const { content, ...article } = localizedArticle(stored, language);
        return { ...withPublishedOn(article, locale), summary: await markdownText(content) };
      }),
    ),
    Promise.all(
      localizedAll(events.items, language).map((event) =>
        withSummary(forVisitors(event, locale, settings.timeZone), "description"),
      ),
    ),
    Promise.all(projects.items.map((project) => projectForVisitors(project, language))),
  ]);
  return {
    hero: heroVideo(settings),
    news: newsItems,
    events: eventItems,
    projects: projectItems,
    team: localizedAll(team.items, language),
  };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoaderOr(serverLoader, "home lists", { hero: null, news: [], events: [], projects: [], team: [] });
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
  link: { to: string; label: string };
}) {
  return (
    <div className="mb-8 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id={id} className="text-3xl font-bold tracking-tight">
          {title}
        </h2>
        <p className="mt-2 text-muted-foreground">{subtitle}</p>
      </div>
      <Button asChild variant="outline">
        <LocalLink to={link.to}>{link.label}</LocalLink>
      </Button>
    </div>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { hero, news, events, projects, team } = loaderData;
  const settings = useSiteSettings();
  const membership = settings.membershipOpen ? safeHref(settings.membershipLink) : null;
  // A picture's description is an attribute: only its language can be marked, not its direction.
  const campusAltLang = settings.englishOnly.includes("campusPictureAlt") ? "en" : undefined;
  const { home: words, events: eventWords, news: newsWords, projects: projectWords } = useWords();
  return (
    <>
      <section className="relative isolate flex min-h-[70vh] items-center overflow-hidden bg-slate-950 text-white">
        {hero ? <HeroVideo sources={hero} /> : null}
        <div className="mx-auto w-full max-w-7xl px-4 py-24 sm:px-6">
          <p className="mb-4 text-sm font-semibold tracking-widest text-sky-300 uppercase">{words.university}</p>
          <h1
            {...textAttributes(settings, "tagline")}
            className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl"
          >
            {settings.tagline}
          </h1>
          <p
            {...textAttributes(settings, "heroText")}
            className="mt-6 max-w-2xl text-lg whitespace-pre-line text-slate-200"
          >
            {settings.heroText}
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild size="lg">
              <LocalLink to="/projects">{words.exploreProjects}</LocalLink>
            </Button>
            <Button asChild size="lg" variant="overlay">
              <LocalLink to="/events">{words.upcomingEvents}</LocalLink>
            </Button>
            <MembershipButton href={membership} size="lg" variant="secondary">
              {words.joinClub}
            </MembershipButton>
          </div>
        </div>
      </section>

      <section aria-labelledby="news-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="news-title"
          title={words.news.title}
          subtitle={words.news.subtitle}
          link={{ to: "/news", label: words.news.link }}
        />
        <CardList
          items={news}
          empty={newsWords.empty}
          renderItem={(article) => (
            <Card className="h-full">
              <CardImage src={article.featuredImageUrl} alt={article.title} sizes="(min-width: 768px) 400px, 100vw" />
              <CardHeader>
                <CardDescription>
                  <PublishedDate date={article.publishedDate} text={article.publishedOn} />
                </CardDescription>
                <CardTitle {...textAttributes(article, "title")}>
                  <TitleLink to={articlePath(article)}>{article.title}</TitleLink>
                </CardTitle>
              </CardHeader>
              <CardContent>
                <p {...textAttributes(article, "content")} className="text-sm text-muted-foreground">
                  {truncate(article.summary, HOME_NEWS_CUT)}
                </p>
              </CardContent>
            </Card>
          )}
        />
      </section>

      <section aria-labelledby="events-title" className="bg-muted/40 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="events-title"
            title={words.events.title}
            subtitle={words.events.subtitle}
            link={{ to: "/events", label: words.events.link }}
          />
          <CardList
            items={events}
            empty={eventWords.emptyUpcoming}
            renderItem={(event) => (
              <EventCard event={event} headingLevel="h3" action={<RegistrationButton event={event} />} />
            )}
          />
        </div>
      </section>

      <section aria-labelledby="projects-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <SectionHeading
          id="projects-title"
          title={words.projects.title}
          subtitle={words.projects.subtitle}
          link={{ to: "/projects", label: words.projects.link }}
        />
        <ul aria-label={words.awards.name} className="mb-10 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {awardFigures.map(({ key }) => {
            const Icon = awardIcons[key];
            return (
              <li key={key} className="flex items-center gap-4 rounded-xl border bg-card p-5">
                <Icon className="size-8 shrink-0 text-primary" aria-hidden="true" />
                <p className="flex flex-col">
                  <span className="text-3xl font-bold">{settings[key]}</span>
                  <span className="text-sm text-muted-foreground">{words.awards[key]}</span>
                </p>
              </li>
            );
          })}
        </ul>
        <CardList
          items={projects}
          empty={projectWords.empty}
          renderItem={(project) => <ProjectCard project={project} detailed={false} headingLevel="h3" />}
        />
      </section>

      <PeopleSection members={team} />

      <section aria-labelledby="campus-title" className="mx-auto max-w-7xl px-4 pt-8 sm:px-6">
        <figure className="overflow-hidden rounded-2xl border">
          {settings.campusPictureUrl ? (
            <ContentImage
              src={settings.campusPictureUrl}
              alt={settings.campusPictureAlt}
              lang={campusAltLang}
              sizes="(min-width: 1280px) 1232px, 100vw"
              width={1600}
              height={900}
              className="aspect-[16/9] w-full"
            />
          ) : (
            <img
              src="/campus-800.webp"
              srcSet="/campus-800.webp 800w, /campus.webp 1600w"
              sizes="(min-width: 1280px) 1232px, 100vw"
              alt={settings.campusPictureAlt}
              lang={campusAltLang}
              width={1600}
              height={900}
              loading="lazy"
              decoding="async"
              className="aspect-[16/9] w-full object-cover"
            />
          )}
          <figcaption className="bg-card p-6">
            <h2 id="campus-title" {...textAttributes(settings, "campusTitle")} className="text-2xl font-semibold">
              {settings.campusTitle}
            </h2>
            <p {...textAttributes(settings, "campusText")} className="mt-2 whitespace-pre-line text-muted-foreground">
              {settings.campusText}
            </p>
          </figcaption>
        </figure>
      </section>
    </>
  );
}
