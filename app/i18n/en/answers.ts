/**
 * The words only the server writes into its answers to the public forms (what became of a
 * message, a subscription, a registration), in English: the spec's strings exactly as it writes
 * them. Kept apart from the public words, which every page carries.
 */
export const answers = {
  newsletter: {
    invalidEmail: { title: "Invalid email", description: "Please enter a valid email address" },
    alreadySubscribed: {
      title: "Already subscribed",
      description: "This email is already subscribed to our newsletter",
    },
    subscribed: { title: "Successfully subscribed!", description: "You have subscribed to our newsletter" },
  },
  contact: {
    sent: {
      title: "Message Sent Successfully!",
      description: "Thank you for contacting us. We'll get back to you soon.",
    },
    received: {
      title: "Message Received!",
      description:
        "Your message is saved and the team will read it, but we could not email it to them just now, so our reply may take a little longer.",
    },
  },
  /** A public form posted more often from one address than FORM_RATE_LIMIT allows. */
  tooMany: {
    title: "Too many attempts",
    description: "You have sent this form many times in a short while. Please wait a few minutes and try again.",
  },
  /** A public form whose hidden trap field was filled (programs do; people never see it). */
  automated: {
    title: "Not sent",
    description: "The form was filled in as only automated programs do. Reload the page and try again.",
  },
  registration: {
    confirmed: {
      title: "You're registered!",
      mailed: "Your confirmation, with your code for the door and a link to cancel, is on its way to {email}.",
      noMail: "No email will come: this site sends no mail at the moment. At the door, give your name.",
    },
    waitlisted: {
      title: "You're on the waitlist",
      mailed:
        "A seat that frees up goes to the first in line. Your place in line is in the email on its way to {email}, and we email you at once if a seat is yours.",
      noMail:
        "A seat that frees up goes to the first in line. No email will come: this site sends no mail at the moment, so no one can tell you when a seat frees up.",
    },
    full: { title: "This event is full", description: "Every seat has been taken." },
    closed: { title: "Registration is closed", description: "This event no longer takes registrations." },
    cancelled: { title: "Registration is closed", description: "This event is cancelled." },
    notYet: { title: "Registration is not open yet", description: "It opens {opens}." },
    questionsChanged: {
      title: "The questions have changed",
      description:
        "The club changed this event's questions while you were filling in the form: please answer them again.",
    },
    invalid: {
      title: "Check the form",
      description: "Some fields need your attention: see the messages next to them.",
    },
  },
  /** What a visitor reads when the site is too busy to take their request now (503, with Retry-After). */
  busy: "The site has more visitors than it can answer at this moment. Please try again later.",
} as const;
