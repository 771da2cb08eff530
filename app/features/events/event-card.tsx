import { Calendar, Clock, MapPin, Users } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { formatLocalDate, formatLocalTime } from "~/lib/format";
import type { EventRecord } from "./queries.server";
import { RegistrationButton } from "./registration-button";
import { eventStatuses, eventTypes } from "./vocabulary";

/** "current/max", with an infinity sign when there is no maximum. */
export function attendance(current: number, max: number | null): string {
  return `${current}/${max ?? "∞"}`;
}

export function EventBadges({ event }: { event: Pick<EventRecord, "type" | "status"> }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Badge tone={eventTypes.tone(event.type)}>{eventTypes.label(event.type)}</Badge>
      <Badge tone={eventStatuses.tone(event.status)}>{eventStatuses.label(event.status)}</Badge>
    </div>
  );
}

export function EventCard({
  event,
  locale,
  headingLevel = "h2",
}: {
  event: EventRecord;
  locale: string;
  headingLevel?: "h2" | "h3";
}) {
  return (
    <Card className="h-full">
      <CardHeader>
        <EventBadges event={event} />
        <CardTitle as={headingLevel}>{event.title}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="text-sm text-muted-foreground">{event.description}</p>
        <dl className="grid gap-2 text-sm">
          <div className="flex items-center gap-2">
            <dt>
              <Calendar className="size-4 text-primary" aria-hidden="true" />
              <span className="sr-only">Date</span>
            </dt>
            <dd>
              <time dateTime={event.date}>{formatLocalDate(event.date, locale)}</time>
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Clock className="size-4 text-primary" aria-hidden="true" />
              <span className="sr-only">Time</span>
            </dt>
            <dd>{formatLocalTime(event.time, locale)}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <MapPin className="size-4 text-primary" aria-hidden="true" />
              <span className="sr-only">Location</span>
            </dt>
            <dd>{event.location}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <Users className="size-4 text-primary" aria-hidden="true" />
              <span className="sr-only">Attendees</span>
            </dt>
            <dd>
              {attendance(event.currentAttendees, event.maxAttendees)}
              <span className="text-muted-foreground"> attendees</span>
            </dd>
          </div>
        </dl>
      </CardContent>
      <CardFooter>
        <RegistrationButton event={event} />
      </CardFooter>
    </Card>
  );
}
