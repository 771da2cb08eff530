/**
 * The words of registering for an event (its button, the form on its page, the page that cancels
 * a registration), in English: the spec's labels exactly as it writes them.
 */
export const registration = {
  register: "Register",
  registerNow: "Register Now",
  joinWaitlist: "Join the waitlist",
  /** Why a closed button takes no registrations. */
  closedReasons: { full: "Full", cancelled: "Cancelled", closed: "Closed", notYet: "Not open yet" },
  unavailable: {
    title: "Registration Unavailable",
    description: "Registration for this event is currently not available.",
  },
  /** A registration on the site that could not be stored, or never reached the site. */
  failed: { title: "Error", description: "Failed to register. Please try again later." },
  form: {
    seatsUnlimited: "Seats are not limited.",
    seatsLeft: { one: "{count} seat left.", other: "{count} seats left." },
    waitlistNote:
      "Every seat is taken. Join the waitlist: a seat that frees up goes to the first in line, until registration closes.",
    fullNote: "Every seat is taken, and this event has no waitlist.",
    cancelledNote: "This event is cancelled.",
    closedNote: "Registration for this event is closed.",
    opens: "Registration opens {opens}.",
    noMail: "This site sends no email at the moment: your registration is kept, but no confirmation will come.",
    fullName: "Full Name",
    email: "Email Address",
    newsletter: "Also subscribe me to the newsletter",
    registering: "Registering...",
    /** A choice question's empty option, which answers nothing. */
    choose: "Choose…",
  },
  cancel: {
    title: "Cancel a registration",
    description: "Cannot come after all? Free your seat for someone else.",
    failed: "Your registration could not be cancelled just now. Please try again in a moment.",
    askWaitlisted: "Leave the waitlist for this event? You would lose your place in line.",
    askRegistered: "Cancel your registration for this event? Your seat goes to the next person in line.",
    cancelling: "Cancelling...",
    leaveWaitlist: "Leave the waitlist",
    cancelRegistration: "Cancel my registration",
    leftWaitlist: "You have left the waitlist",
    cancelled: "Your registration is cancelled",
    leftWaitlistText: "You are no longer on the waitlist for {event}.",
    freedText: "Your seat at {event} is free again. Thank you for letting us know.",
    freedPromotedText:
      "Your seat at {event} is free again and went to the first person on the waitlist. Thank you for letting us know.",
    usedTitle: "This registration is already cancelled",
    usedText:
      "Your registration for {event} was cancelled before: there is nothing more to do. To come after all, register again on the event's page while it takes registrations.",
    expiredTitle: "This link can no longer be used",
    expiredText: "{event} has already started (or is over), so its registrations can no longer be cancelled.",
    invalidTitle: "This link is not valid",
    /** `{contact}` is the link to the contact page, worded as `contactLink`. */
    invalidText:
      "The link may have been cut or changed on its way, or its event was removed. Open the link in your confirmation email again, or write to us through the {contact}.",
    contactLink: "contact page",
    toEvent: "Go to the event's page",
    toEvents: "See the events",
  },
} as const;
