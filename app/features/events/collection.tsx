import Calendar from "lucide-react/icons/calendar";
import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import MapPin from "lucide-react/icons/map-pin";
import Users from "lucide-react/icons/users";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { defineCollection } from "~/content/collection";
import {
  bilingual,
  date,
  datetime,
  integer,
  link,
  markdown,
  parsedText,
  select,
  slug,
  text,
  time,
  toggle,
} from "~/content/fields";
import { Fact, Facts, ItemHeading, LinkState } from "~/features/admin/item-parts";
import { adminDate } from "~/lib/admin-format";
import { attendeesPath, checkInPath } from "~/lib/admin-paths";
import { formatLocalTime } from "~/lib/format";
import { imageTypes } from "~/lib/media";
import { attendance, EventBadges } from "./event-card";
import { formatQuestions, parseQuestions, type Question, questionsMismatch } from "./questions";
import { DEFAULT_BUTTON_TEXT, EVENTS_PATH, type EventRecord, eventPath } from "./record";
import { eventStatuses, eventTerms, eventTypes, registrationModes, statusShown } from "./vocabulary";

const registrationUnusable = "visitors get 'Registration Unavailable'";

const described = defineCollection<EventRecord>()({
  key: "events",
  icon: CalendarDays,
  labels: {
    title: "Events",
    description: "Workshops, competitions, seminars and meetings shown on the events page.",
    singular: "event",
    plural: "events",
    empty: "No events found",
    newButton: "New Event",
  },
  fields: [
    ...bilingual(text("title", "Title", { required: true })),
    slug("slug", "Address", { path: EVENTS_PATH }),
    ...bilingual(
      markdown("description", "Description", {
        required: true,
        pictures: { bucket: "events", types: imageTypes, maxMegabytes: 5 },
      }),
    ),
    select("type", "Type", eventTypes, "workshop", { half: true }),
    select("status", "Status", eventStatuses, "open", { half: true }),
    date("date", "Date", { half: true }),
    time("time", "Time", { half: true }),
    ...bilingual(text("location", "Location", { required: true })),
    integer("maxAttendees", "Max Attendees", { description: "Leave empty for no limit." }),
    select("registrationMode", "Registration", registrationModes, "external", {
      section: "Registration",
      description:
        "External link: the button opens the registration link below. On this site: visitors register on the event's page; the attendee count is theirs.",
    }),
    link("registrationLink", "Registration Link", { unusable: registrationUnusable }),
    ...bilingual(text("buttonText", "Button Text", { default: DEFAULT_BUTTON_TEXT })),
    toggle("linkEnabled", "Registration link enabled", { on: true }),
    datetime("registrationOpens", "Registration opens", {
      half: true,
      description: "On this site only. Empty: open now.",
    }),
    datetime("registrationCloses", "Registration closes", {
      half: true,
      description: "Empty: when the event starts.",
    }),
    toggle("waitlist", "Waitlist when full", {
      description: "A full event takes further registrations on a waitlist; a freed seat goes to the first in line.",
    }),
    parsedText("questions", "Questions", {
      description:
        "Asked on the registration form, one per line: “Student ID”, or “T-shirt size: S, M, L, XL” for a choice. Each is required unless its line ends with “(optional)” (or “(اختياري)”); the Arabic comma separates choices too.",
      parse: parseQuestions,
      format: formatQuestions,
      empty: [] as Question[],
    }),
    {
      ...parsedText("questionsAr", "Registration questions (Arabic)", {
        description:
          "The same questions in Arabic, in the same order: the Arabic pages ask them so. Each needs as many choices as its English one, and the same “(optional)”. Empty: the Arabic pages ask them in English.",
        parse: parseQuestions,
        format: formatQuestions,
        empty: [] as Question[],
      }),
      arabicOf: "questions",
    },
  ],
  shown: [{ label: "Current attendees", value: (event) => event.currentAttendees }],
  titleOf: (event) => event.title,
  pageOf: (event) => ({ href: eventPath(event), label: "View page" }),
  renderItem: (event) => (
    <div className="space-y-2">
      <ItemHeading title={event.title}>
        <EventBadges terms={eventTerms(event, event.status)} />
      </ItemHeading>
      {statusShown(event) !== event.status ? (
        <p className="text-sm text-muted-foreground">
          Visitors see {eventStatuses.label(statusShown(event))}: every seat is taken.
        </p>
      ) : null}
      <Facts>
        <Fact icon={Calendar}>{adminDate(event.date)}</Fact>
        <Fact icon={Clock}>{formatLocalTime(event.time, "en-US")}</Fact>
        <Fact icon={MapPin}>{event.location}</Fact>
        <Fact icon={Users}>{attendance(event.currentAttendees, event.maxAttendees)}</Fact>
      </Facts>
      {event.registrationMode === "site" ? (
        <p className="flex flex-wrap items-center gap-3 text-sm">
          <Badge tone="blue">Registration on this site</Badge>
          <Link to={attendeesPath(event.id)} className="font-medium text-primary underline-offset-4 hover:underline">
            Attendees<span className="sr-only"> of {event.title}</span>
          </Link>
          {/* A page load of its own: only the check-in page's document may use the camera. */}
          <Link
            to={checkInPath(event.id)}
            reloadDocument
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Check-in<span className="sr-only"> for {event.title}</span>
          </Link>
        </p>
      ) : (
        <LinkState
          label="Registration"
          link={event.registrationLink}
          enabled={event.linkEnabled}
          unusable={registrationUnusable}
        />
      )}
    </div>
  ),
  dashboard: {
    total: "Events",
    quickLink: "Manage Events",
    recentTitle: "Recent Events",
    recentEmpty: "No events found",
    summarize: (event) => ({
      meta: `${adminDate(event.date)} · ${event.location}`,
      badges: <EventBadges terms={eventTerms(event, event.status)} />,
    }),
  },
});

/**
 * The events, with their form's check of the two sets of questions together: the Arabic ones,
 * when written, must ask the English ones (see questionsMismatch), or the Arabic form would post
 * answers the English questions do not take.
 */
export const eventsCollection = {
  ...described,
  schema: described.schema.superRefine((values, context) => {
    const problem = questionsMismatch(values.questions, values.questionsAr);
    if (problem) context.addIssue({ code: "custom", message: problem, path: ["questionsAr"] });
  }),
};
