import CalendarX from "lucide-react/icons/calendar-x";
import { useMemo } from "react";
import { CardList, EmptyState } from "~/components/card-list";
import { JsonLd } from "~/components/json-ld";
import { PageHeader, pageBody } from "~/components/page-header";
import { ServerToast } from "~/components/toasts";
import { EventCard } from "~/features/events/event-card";
import { eventsSoonestFirst } from "~/features/events/queries.server";
import { eventJsonLd } from "~/features/events/structured-data.server";
import { keptRead } from "~/features/public-pages/service/kept-reads.server";
import { loadList } from "~/features/public-pages/service/lists.server";
import { noteShowsAttendance } from "~/features/public-pages/service/render-reads.server";
import { RegistrationButton } from "~/features/registrations/registration-button";
import { forVisitors } from "~/features/registrations/registration-state";
import { currentSettings, settingsIn } from "~/features/settings/service/site-settings.server";
import { localized } from "~/i18n/content";
import { languageOfRequest } from "~/i18n/language";
import { serverLoaderOr } from "~/lib/client-loader";
import { db } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { localeOf } from "~/lib/format";
import { withSummary } from "~/lib/markdown-render.server";
import type { ToastMessage } from "~/lib/messages";
import { useWords } from "~/lib/root-data";
import { seo, wordsOf } from "~/lib/seo";
import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = ({ matches }) => {
  const words = wordsOf(matches)?.events.meta;
  return words ? seo(matches, { ...words, path: "/events" }) : [];
};

export async function loader({ request }: Route.LoaderArgs) {
  // Its events show their seats: a registration renders it again (features/public-pages/service/render-reads.server.ts).
  noteShowsAttendance();
  const [{ items, failed }, settings] = await Promise.all([
    loadList("events", () => keptRead("events/soonest-first", () => eventsSoonestFirst(db()), { seats: true })),
    currentSettings(),
  ]);
  const locale = localeOf(request);
  const language = languageOfRequest(request.url);
  const events = await Promise.all(
    items.map((event) =>
      withSummary(forVisitors(localized(event, language), locale, settings.timeZone), "description"),
    ),
  );
  const { clubName } = settingsIn(settings, language);
  return {
    events,
    // For search engines: written here, so that the page's script does not carry how.
    jsonLd: events.map((event) => eventJsonLd(event, env().PUBLIC_URL, clubName, language)),
    failed,
  };
}

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return serverLoaderOr(serverLoader, "events", {
    events: [] as Awaited<ReturnType<typeof loader>>["events"],
    jsonLd: [],
    failed: true,
  });
}

function EventGroup({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <div className="space-y-6">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </div>
  );
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { events, jsonLd, failed } = loaderData;
  const words = useWords().events;
  // One object while the words stay: the toast shows once, not on every render.
  const loadFailed = useMemo((): ToastMessage => ({ ...words.loadFailed, variant: "error" }), [words]);
  // What is still to come leads, soonest first; then what is over, the latest first.
  const upcoming = events.filter((event) => !event.past);
  const past = events.filter((event) => event.past).reverse();
  return (
    <>
      <PageHeader title={words.title} description={words.description} />
      <section aria-label={words.listName} className={`${pageBody} space-y-14`}>
        {events.length === 0 ? (
          <EmptyState>
            <CalendarX className="size-10" aria-hidden="true" />
            <h2 className="text-xl font-semibold text-foreground">{words.empty.title}</h2>
            <p>{words.empty.description}</p>
          </EmptyState>
        ) : (
          <>
            <EventGroup id="upcoming-events" title={words.upcoming}>
              <CardList
                items={upcoming}
                empty={words.emptyUpcoming}
                renderItem={(event) => (
                  <EventCard event={event} headingLevel="h3" action={<RegistrationButton event={event} />} />
                )}
              />
            </EventGroup>
            {past.length > 0 ? (
              <EventGroup id="past-events" title={words.past}>
                <CardList
                  items={past}
                  empty={null}
                  renderItem={(event) => (
                    <EventCard event={event} headingLevel="h3" action={<RegistrationButton event={event} />} />
                  )}
                />
              </EventGroup>
            ) : null}
          </>
        )}
      </section>
      {jsonLd.length > 0 ? <JsonLd data={jsonLd} /> : null}
      <ServerToast message={failed ? loadFailed : null} />
    </>
  );
}
