import { englishPath, type Language, languageOfRequest, languages } from "~/i18n/language";
import { fill } from "~/i18n/words";
import { answerWords, publicWords } from "~/i18n/words.server";
import type { ToastMessage } from "./messages";

/**
 * The messages only the server writes into its answers to the public forms (what became of a
 * message, a subscription, a registration), in the page's language, kept out of the public
 * pages' script. Those a page shows without asking the server are in the public dictionaries.
 */
function messagesIn(language: Language) {
  const words = answerWords(language);
  const page = publicWords(language);
  type Words = { title: string; description: string };
  const error = (message: Words): ToastMessage => ({ ...message, variant: "error" });
  const success = (message: Words): ToastMessage => ({ ...message, variant: "success" });
  const { registration } = words;
  return {
    newsletter: {
      invalidEmail: error(words.newsletter.invalidEmail),
      alreadySubscribed: { ...words.newsletter.alreadySubscribed, variant: "info" } satisfies ToastMessage,
      subscribed: success(words.newsletter.subscribed),
      emailRequired: error(page.newsletter.form.emailRequired),
      failed: error(page.newsletter.form.failed),
    },
    contact: {
      sent: success(words.contact.sent),
      received: { ...words.contact.received, variant: "warning" } satisfies ToastMessage,
      failed: error(page.contact.failed),
    },
    tooMany: error(words.tooMany),
    automated: error(words.automated),
    registration: {
      confirmed: (email: string | null): ToastMessage => ({
        title: registration.confirmed.title,
        description: email ? fill(registration.confirmed.mailed, { email }) : registration.confirmed.noMail,
        variant: "success",
      }),
      waitlisted: (email: string | null): ToastMessage => ({
        title: registration.waitlisted.title,
        description: email ? fill(registration.waitlisted.mailed, { email }) : registration.waitlisted.noMail,
        variant: "success",
      }),
      full: error(registration.full),
      closed: error(registration.closed),
      cancelled: error(registration.cancelled),
      notYet: (opens: string): ToastMessage =>
        error({ title: registration.notYet.title, description: fill(registration.notYet.description, { opens }) }),
      failed: error(page.registration.failed),
      unavailable: error(page.registration.unavailable),
      questionsChanged: error(registration.questionsChanged),
      invalid: error(registration.invalid),
    },
    busy: words.busy,
  } satisfies Record<string, unknown>;
}

export type AnswerMessages = ReturnType<typeof messagesIn>;

const byLanguage = Object.fromEntries(languages.map((language) => [language, messagesIn(language)])) as Record<
  Language,
  AnswerMessages
>;

/** The server's answers to the public forms in `language` (English by default). */
export function answerMessages(language: Language = "en"): AnswerMessages {
  return byLanguage[language];
}

/** What a visitor reads in English when the site is too busy to take their request now (503, with Retry-After). */
export const BUSY_PAGE_TEXT = answerMessages("en").busy;

/**
 * The answer to a request refused while the site is too busy, in its page's language: a form's
 * own failure message (as the spec words it), else the busy page's text.
 */
export function busyAnswer(url: string): string {
  const language = languageOfRequest(url);
  const messages = answerMessages(language);
  const page = englishPath(new URL(url, "http://site.invalid").pathname.replace(/\.data$/, ""));
  const failed =
    page === "/contact"
      ? messages.contact.failed
      : page === "/resources/newsletter"
        ? messages.newsletter.failed
        : page.startsWith("/events/")
          ? messages.registration.failed
          : null;
  if (!failed) return messages.busy;
  // A title that only says "Error" says nothing the sentence does not.
  return failed.title === publicWords(language).contact.failed.title
    ? (failed.description ?? "")
    : `${failed.title}. ${failed.description}`;
}
