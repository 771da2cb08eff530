/**
 * Every toast and error text the visitor or admin reads, exactly as the product spec words them.
 * The admin area's own are in admin-messages.ts, so that public pages do not carry them.
 */
export interface ToastMessage {
  title: string;
  description?: string;
  variant?: "success" | "error" | "warning" | "info";
}

export const messages = {
  share: {
    copied: { title: "Link copied", description: "The page's address is ready to paste.", variant: "success" },
    copyFailed: {
      title: "Could not copy the link",
      description: "Copy the address from the browser's address bar instead.",
      variant: "error",
    },
  },
  newsletter: {
    emailRequired: { title: "Email required", description: "Please enter your email address", variant: "error" },
    invalidEmail: { title: "Invalid email", description: "Please enter a valid email address", variant: "error" },
    alreadySubscribed: {
      title: "Already subscribed",
      description: "This email is already subscribed to our newsletter",
      variant: "info",
    },
    failed: { title: "Subscription failed", description: "Please try again later", variant: "error" },
    subscribed: {
      title: "Successfully subscribed!",
      description: "You have subscribed to our newsletter",
      variant: "success",
    },
  },
  contact: {
    sent: {
      title: "Message Sent Successfully!",
      description: "Thank you for contacting us. We'll get back to you soon.",
      variant: "success",
    },
    received: (warning: string): ToastMessage => ({
      title: "Message Received!",
      description: warning,
      variant: "warning",
    }),
    emailWarning:
      "Your message is saved and the team will read it, but we could not email it to them just now, so our reply may take a little longer.",
    failed: { title: "Error", description: "Failed to send message. Please try again later.", variant: "error" },
  },
  /** A public form posted more often from one address than FORM_RATE_LIMIT allows. */
  tooMany: {
    title: "Too many attempts",
    description: "You have sent this form many times in a short while. Please wait a few minutes and try again.",
    variant: "error",
  },
  /** A public form whose hidden trap field was filled (programs do; people never see it). */
  automated: {
    title: "Not sent",
    description: "The form was filled in as only automated programs do. Reload the page and try again.",
    variant: "error",
  },
  events: {
    loadFailed: { title: "Error", description: "Failed to load events", variant: "error" },
    registrationUnavailable: {
      title: "Registration Unavailable",
      description: "Registration for this event is currently not available.",
      variant: "error",
    },
  },
  registration: {
    confirmed: (email: string | null): ToastMessage => ({
      title: "You're registered!",
      description: email
        ? `Your confirmation, with your code for the door and a link to cancel, is on its way to ${email}.`
        : "No email will come: this site sends no mail at the moment. At the door, give your name.",
      variant: "success",
    }),
    waitlisted: (position: number, email: string | null): ToastMessage => ({
      title: "You're on the waitlist",
      description: `You are number ${position} in line. ${
        email
          ? `If a seat frees up, it is yours in turn and we email ${email} at once.`
          : "No email will come: this site sends no mail at the moment, so no one can tell you when a seat frees up."
      }`,
      variant: "success",
    }),
    already: (position: number | null, email: string | null): ToastMessage => ({
      title: "You are already registered",
      description: `${position === null ? "Your seat is kept." : `You are number ${position} on the waitlist.`} ${
        email
          ? `We have sent your confirmation to ${email} again.`
          : "No email will come: this site sends no mail at the moment."
      }`,
      variant: "info",
    }),
    full: { title: "This event is full", description: "Every seat has been taken.", variant: "error" },
    closed: {
      title: "Registration is closed",
      description: "This event no longer takes registrations.",
      variant: "error",
    },
    cancelled: { title: "Registration is closed", description: "This event is cancelled.", variant: "error" },
    notYet: (opens: string): ToastMessage => ({
      title: "Registration is not open yet",
      description: `It opens ${opens}.`,
      variant: "error",
    }),
    failed: { title: "Error", description: "Failed to register. Please try again later.", variant: "error" },
    invalid: {
      title: "Check the form",
      description: "Some fields need your attention: see the messages next to them.",
      variant: "error",
    },
  },
  auth: {
    error: (message: string): ToastMessage => ({
      title: "Authentication Error",
      description: message,
      variant: "error",
    }),
    unexpected: { title: "Error", description: "An unexpected error occurred", variant: "error" },
    sessionEnded: "Your session has ended. Sign in again to go back to the page you were on.",
    sessionEndedUnsaved:
      "Your session ended before your change was saved. Sign in again to go back to the page you were on, with what you typed still in its form.",
  },
} as const satisfies Record<string, Record<string, ToastMessage | string | ((...args: never[]) => ToastMessage)>>;

export const emptyStates = {
  events: { title: "No Events Available", description: "Check back soon for upcoming events!" },
  upcomingEvents: "No upcoming events at the moment.",
  projects: "No projects available at the moment.",
  news: "No news articles available at the moment.",
  gallery: "No gallery items available.",
  /** Not in the spec: the people section of a club that has not added its team yet. */
  team: "Our team will be introduced here soon.",
} as const;
