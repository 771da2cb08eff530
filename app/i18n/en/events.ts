/**
 * The words of the events list, an event's page and its card, in English: the spec's labels
 * exactly as it writes them.
 */
export const events = {
  meta: {
    title: "Events",
    description:
      "Workshops, competitions, seminars and meetings of the KFUPM Aerospace Club: dates, places and registration.",
  },
  title: "Events",
  description: "Workshops, competitions, talks and meetings: everything the club has on, soonest first.",
  /** The list's name for screen readers. */
  listName: "Events",
  upcoming: "Upcoming Events",
  past: "Past Events",
  empty: { title: "No Events Available", description: "Check back soon for upcoming events!" },
  emptyUpcoming: "No upcoming events at the moment.",
  loadFailed: { title: "Error", description: "Failed to load events" },
  /** An event's type and status as visitors read them, by the vocabulary's value. */
  types: {
    workshop: "Workshop",
    competition: "Competition",
    seminar: "Seminar",
    meeting: "Meeting",
    speaker: "Speaker",
  },
  statuses: {
    open: "Open",
    members_only: "Members Only",
    full: "Full",
    cancelled: "Cancelled",
    closed: "Closed",
    active: "Active",
    in_progress: "In Progress",
    completed: "Completed",
  },
  facts: {
    date: "Date",
    time: "Time",
    location: "Location",
    attendees: "Attendees",
    /** After "current/max". */
    attendeesUnit: "attendees",
    mapLink: "(map, opens in a new tab)",
  },
  page: {
    back: "All events",
    factsName: "Date, place and registration",
    calendarName: "Calendar and sharing",
    addToCalendar: "Add to calendar",
    calendarFile: "Calendar file (.ics)",
    googleCalendar: "Google Calendar",
    others: "Other upcoming events",
  },
} as const;
