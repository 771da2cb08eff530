import { CalendarX } from "lucide-react";
import { CardListSection } from "~/components/card-list";
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
      <CardListSection
        label="Events"
        items={events}
        empty={
          <>
            <CalendarX className="size-10" aria-hidden="true" />
            <h2 className="text-xl font-semibold text-foreground">{emptyStates.events.title}</h2>
            <p>{emptyStates.events.description}</p>
          </>
        }
        renderItem={(event) => <EventCard event={event} locale={locale} />}
      />
      {events.length > 0 ? <JsonLd data={events.map((event) => eventJsonLd(event, publicUrl))} /> : null}
      <ServerToast message={failed ? messages.events.loadFailed : null} />
    </>
  );
}
