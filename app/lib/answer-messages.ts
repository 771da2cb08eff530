import { publicWords } from "~/i18n/words.server";
import type { ToastMessage } from "./messages";

/** A registration on the site that could not be stored, or never reached the site. */
const registrationFailed: ToastMessage = { ...publicWords("en").registration.failed, variant: "error" };

/**
 * The texts only the server writes into its answers to the public forms (what became of a message,
 * a subscription, a registration), kept out of the public pages' script. Those a page shows
 * without asking the server are in the public dictionaries (app/i18n).
 */
export const answerMessages = {
  newsletter: {
    invalidEmail: { title: "Invalid email", description: "Please enter a valid email address", variant: "error" },
    alreadySubscribed: {
      title: "Already subscribed",
      description: "This email is already subscribed to our newsletter",
      variant: "info",
    },
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
  /** Registering for an event on the site. */
  registration: {
    confirmed: (email: string | null): ToastMessage => ({
      title: "You're registered!",
      description: email
        ? `Your confirmation, with your code for the door and a link to cancel, is on its way to ${email}.`
        : "No email will come: this site sends no mail at the moment. At the door, give your name.",
      variant: "success",
    }),
    waitlisted: (email: string | null): ToastMessage => ({
      title: "You're on the waitlist",
      description: email
        ? `A seat that frees up goes to the first in line. Your place in line is in the email on its way to ${email}, and we email you at once if a seat is yours.`
        : "A seat that frees up goes to the first in line. No email will come: this site sends no mail at the moment, so no one can tell you when a seat frees up.",
      variant: "success",
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
    failed: registrationFailed,
    questionsChanged: {
      title: "The questions have changed",
      description:
        "The club changed this event's questions while you were filling in the form: please answer them again.",
      variant: "error",
    },
    invalid: {
      title: "Check the form",
      description: "Some fields need your attention: see the messages next to them.",
      variant: "error",
    },
  },
} as const satisfies Record<
  string,
  Record<string, ToastMessage | string | ((...args: never[]) => ToastMessage)> | ToastMessage
>;

/** What a visitor reads when the site is too busy to take their request now (503, with Retry-After). */
export const BUSY_PAGE_TEXT = "The site has more visitors than it can answer at this moment. Please try again later.";

/**
 * The answer to a request refused while the site is too busy: a form's own failure message (as
 * the spec words it), else BUSY_PAGE_TEXT.
 */
export function busyAnswer(path: string): string {
  const page = path.replace(/\.data$/, "");
  const failed =
    page === "/contact"
      ? publicWords("en").contact.failed
      : page === "/resources/newsletter"
        ? publicWords("en").newsletter.form.failed
        : page.startsWith("/events/")
          ? registrationFailed
          : null;
  return failed ? `${failed.title === "Error" ? "" : `${failed.title}. `}${failed.description}` : BUSY_PAGE_TEXT;
}
