import Calendar from "lucide-react/icons/calendar";
import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import Users from "lucide-react/icons/users";
import { TermBadge } from "~/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import type { EventRecord } from "./record";
import { RegistrationButton } from "./registration-button";
import { eventStatuses, eventTypes } from "./vocabulary";
import type { EventWhen } from "./written";

/** "current/max", with an infinity sign when there is no maximum. */
export function attendance(current: number, max: number | null): string {
  return `${current}/${max ?? "∞"}`;
}

export function EventBadges({ event }: { event: Pick<EventRecord, "type" | "status"> }) {
  return (
    <div className="flex flex-wrap gap-2">
      <TermBadge vocabulary={eventTypes} value={event.type} />
      <TermBadge vocabulary={eventStatuses} value={event.status} />
    </div>
  );
}

export function EventCard({
  event,
  headingLevel = "h2",
  past = false,
}: {
  /** With its date and time written for the visitor (`withWhen`). */
  event: EventRecord & { when: EventWhen };
  headingLevel?: "h2" | "h3";
  /** A past event: its button says registration is closed. */
  past?: boolean;
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
          {[
            {
              icon: Calendar,
              term: "Date",
              detail: <time dateTime={event.date}>{event.when.date}</time>,
            },
            { icon: Clock, term: "Time", detail: event.when.time },
            { icon: MapPin, term: "Location", detail: event.location },
            {
              icon: Users,
              term: "Attendees",
              detail: (
                <>
                  {attendance(event.currentAttendees, event.maxAttendees)}
                  <span className="text-muted-foreground"> attendees</span>
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
      </CardContent>
      <CardFooter>
        <RegistrationButton event={event} past={past} />
      </CardFooter>
    </Card>
  );
}
