/**
 * The words of the emails a registration causes and of the calendar files the server writes, in
 * English. `{event}` stands for the event's title. Only the server reads them: they are kept apart
 * from the public words, which every page carries.
 */
export const mail = {
  hello: "Hello,",
  /** The heading over what the registrant typed, set apart from the club's words. */
  typedHeading: "As typed in the registration form:",
  name: "Name",
  facts: { when: "When", where: "Where", page: "Event page" },
  door: {
    alt: "Your QR code for the door",
    code: "Door code",
    withCode: "Show the QR code in this email at the door, or tell the door code under it (or your name).",
    withoutCode: "Show the QR code in this email at the door (or give your name).",
  },
  cancelLink: "Cancel my registration",
  leaveWaitlistLink: "Leave the waitlist",
  confirmed: {
    registered: {
      subject: "Registration confirmed: {event}",
      opening: "You are registered for {event}. Your seat is kept for you.",
    },
    again: {
      subject: "Registration confirmed: {event}",
      opening:
        "Someone, probably you, entered this address on the registration form of {event} again. You are already registered: here is your confirmation again.",
    },
    promoted: {
      subject: "A seat is yours: {event}",
      opening: "A seat freed up and it is yours: you are now registered for {event}.",
    },
    reminder: {
      subject: "Tomorrow: {event}",
      opening: "A reminder: {event} is tomorrow. We look forward to seeing you.",
    },
    invitation: "The calendar invitation is attached: add it to your calendar.",
    cancelAsk: "Cannot come after all? Please cancel, so that someone else can have your seat.",
  },
  waitlisted: {
    subject: "On the waitlist: {event}",
    placed:
      "The event is full, so you are on the waitlist for {event}: number {position}. If a seat frees up before registration closes, it goes to the first in line, and we email you at once.",
    again:
      "Someone, probably you, entered this address on the registration form of {event} again. You are already on the waitlist: number {position}. If a seat frees up before registration closes, it goes to the first in line, and we email you at once.",
    leave: "Changed your mind? Leave the waitlist with the link below.",
  },
  changed: {
    subject: "Changed: {event}",
    text: "{event} has changed. Here are its details as they are now; your seat is still yours.",
    invitation: "The calendar invitation attached updates the entry in your calendar.",
  },
  eventCancelled: {
    subject: "Cancelled: {event}",
    text: "We are sorry: {event} is cancelled. Your registration ends with it; the attachment removes the event from your calendar.",
  },
  registrationCancelled: {
    leftSubject: "Left the waitlist: {event}",
    cancelledSubject: "Registration cancelled: {event}",
    leftByAttendee: "You have left the waitlist for {event}, as you asked. Thank you for letting us know.",
    cancelledByAttendee: "Your registration is cancelled for {event}, as you asked. Thank you for letting us know.",
    leftByClub: "The club has cancelled your place on the waitlist for {event}. Write to us if this is a mistake.",
    cancelledByClub: "The club has cancelled your registration for {event}. Write to us if this is a mistake.",
  },
  attendeeMessage: {
    /** `{subject}` is the club's own subject line. */
    subject: "{subject} · {event}",
    why: "You receive this because you are registered for {event}.",
  },
  calendar: {
    /** The name a calendar app gives the club's events feed; `{club}` is the club's name. */
    name: "{club} Events",
    registration: "Registration",
  },
  /** The kind of page a share card's first line names, before its date or category. */
  cards: { news: "News", project: "Project", newsletter: "Newsletter" },
} as const;
