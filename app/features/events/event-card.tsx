import Calendar from "lucide-react/icons/calendar";
import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import Users from "lucide-react/icons/users";
import type { ReactNode } from "react";
import { LocalLink } from "~/components/local-link";
import { TitleLink } from "~/components/title-link";
import { ShownBadge } from "~/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { englishMarks, textAttributes } from "~/i18n/content";
import { excerpt } from "~/lib/format";
import { useWords } from "~/lib/root-data";
import { eventPath, type ShownEvent } from "./record";
import type { EventTerms } from "./vocabulary";
import type { EventWhen } from "./written";

/** How much of its description an event's card shows: the page has the rest. */
const EVENT_CARD_EXCERPT = 180;

/** "current/max", with an infinity sign when there is no maximum. */
export function attendance(current: number, max: number | null): string {
  return `${current}/${max ?? "∞"}`;
}

/**
 * An event's type and status, in the page's words (a value no vocabulary knows is shown as
 * written), as `eventTerms` reads them.
 */
export function EventBadges({ terms }: { terms: EventTerms }) {
  const words = useWords().events;
  return (
    <div className="flex flex-wrap gap-2">
      <ShownBadge term={terms.type} words={words.types} />
      <ShownBadge term={terms.status} words={words.statuses} />
    </div>
  );
}

/** Date, time, place and attendance; with `mapLink`, the place links to a map search for it. */
export function EventFacts({ event, mapLink = false }: { event: ShownEvent & { when: EventWhen }; mapLink?: boolean }) {
  const words = useWords().events.facts;
  const where = englishMarks(event, "location");
  const place = mapLink ? (
    <a
      href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(event.location)}`}
      target="_blank"
      rel="noopener noreferrer"
      className="underline-offset-4 hover:underline"
    >
      <bdi {...where}>{event.location}</bdi>
      <span className="sr-only"> {words.mapLink}</span>
    </a>
  ) : (
    <bdi {...where}>{event.location}</bdi>
  );
  return (
    <dl className="grid gap-2 text-sm">
      {[
        {
          icon: Calendar,
          term: words.date,
          detail: <time dateTime={event.date}>{event.when.date}</time>,
        },
        { icon: Clock, term: words.time, detail: event.when.time },
        { icon: MapPin, term: words.location, detail: place },
        {
          icon: Users,
          term: words.attendees,
          detail: (
            <>
              {attendance(event.currentAttendees, event.maxAttendees)}
              <span className="text-muted-foreground"> {words.attendeesUnit}</span>
            </>
          ),
        },
      ].map(({ icon: Icon, term, detail }) => (
        <div key={term} className="flex items-center gap-2">
          <dt>
            <Icon className="size-4 text-primary" aria-hidden="true" />
            <span className="sr-only">{term}</span>
          </dt>
          <dd>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

export function EventCard({
  event,
  headingLevel = "h2",
  action,
}: {
  /**
   * With its date and time written for the visitor (`withWhen`), and its description as plain text
   * (`withSummary`): a card shows an excerpt, the page the rest; and its badges (`eventTerms`).
   */
  event: ShownEvent & { when: EventWhen; summary: string; terms: EventTerms };
  headingLevel?: "h2" | "h3";
  /** What the card's foot offers: the event's registration button, given by the page. */
  action: ReactNode;
}) {
  return (
    <Card className="h-full">
      <CardHeader>
        <EventBadges terms={event.terms} />
        <CardTitle {...textAttributes(event, "title")} as={headingLevel}>
          <TitleLink to={eventPath(event)}>{event.title}</TitleLink>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p {...textAttributes(event, "description")} className="text-sm text-muted-foreground">
          {excerpt(event.summary, EVENT_CARD_EXCERPT)}
        </p>
        <EventFacts event={event} />
      </CardContent>
      <CardFooter>{action}</CardFooter>
    </Card>
  );
}

/** Upcoming events as links to their pages, with their dates. */
export function UpcomingEventLinks({ events }: { events: (ShownEvent & { when: EventWhen })[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id} className="rounded-lg border bg-card p-4">
          <LocalLink
            to={eventPath(event)}
            {...textAttributes(event, "title")}
            className="block font-semibold underline-offset-4 hover:underline"
          >
            {event.title}
          </LocalLink>
          <p className="mt-1 text-sm text-muted-foreground">
            <time dateTime={event.date}>{event.when.date}</time> · {event.when.time}
            {" · "}
            <bdi {...englishMarks(event, "location")}>{event.location}</bdi>
          </p>
        </li>
      ))}
    </ul>
  );
}
