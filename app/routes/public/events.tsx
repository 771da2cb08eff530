import { CalendarX } from "lucide-react";
import { JsonLd } from "~/components/json-ld";
import { PageHeader } from "~/components/page-header";
import { ServerToast } from "~/components/toasts";
import { EventCard } from "~/features/events/event-card";
import { allEvents } from "~/features/events/queries.server";
import { eventJsonLd } from "~/features/events/structured-data";
import { db } from "~/lib/db/client.server";
import { loadList } from "~/lib/lists.server";
import { emptyStates, messages } from "~/lib/messages";
import { useLocale, usePublicUrl } from "~/lib/root-data";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/events";

export const meta: Route.MetaFunction = ({ matches }) =>
  seo(matches, {
    title: "Events",
    description:
      "Workshops, competitions, seminars and meetings of the KFUPM Aerospace Club: dates, places and registration.",
    path: "/events",
  });

export async function loader() {
  const { items, failed } = await loadList("events", () => allEvents(db()));
  return { events: items, failed };
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { events, failed } = loaderData;
  const locale = useLocale();
  const publicUrl = usePublicUrl();
  return (
    <>
      <PageHeader
        title="Events"
        description="Workshops, competitions, talks and meetings: everything the club has on, soonest first."
      />
      <section aria-label="Events" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
        {events.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed py-16 text-center">
            <CalendarX className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-xl font-semibold">{emptyStates.events.title}</h2>
            <p className="text-muted-foreground">{emptyStates.events.description}</p>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((event) => (
              <li key={event.id}>
                <EventCard event={event} locale={locale} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {events.length > 0 ? <JsonLd data={events.map((event) => eventJsonLd(event, publicUrl))} /> : null}
      <ServerToast message={failed ? messages.events.loadFailed : null} />
    </>
  );
}
