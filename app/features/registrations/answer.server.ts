import { questionsShown } from "~/features/events/questions";
import type { EventRecord } from "~/features/events/record";
import { opensText } from "~/features/events/written";
import { configuredTransport, nudgeMailWorker } from "~/features/mail/service/outbox.server";
import { ASKED_FIELD, questionsMark } from "~/features/registrations/asked";
import { type RegistrationState, registrationState } from "~/features/registrations/registration-state";
import type { Language } from "~/i18n/language";
import { publicWords } from "~/i18n/words.server";
import { type AnswerMessages, answerMessages } from "~/lib/answer-messages";
import type { Database } from "~/lib/db/client.server";
import type { ToastMessage } from "~/lib/messages";
import { refusedPublicPost } from "~/lib/public-forms.server";
import type { SiteSettings } from "~/lib/site-settings";
import type { FormAnswer } from "~/lib/toast.server";
import { eventById } from "./attendees.server";
import { mailContext } from "./mail.server";
import { type RegisterOutcome, registerSeeing } from "./register.server";
import type { RegistrationReply } from "./registration-form";
import { readRegistration, registrationFormWords } from "./schema";

/** What a form posted as text, by name (the first of a name sent twice). */
function postedText(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form)
    if (typeof value === "string" && !(name in values)) values[name] = value.slice(0, 20_000);
  return values;
}

/**
 * What a visitor hears: each outcome's message, and its status. A registration of an address
 * already registered is never among them (see `asFirstRegistration`).
 */
type Heard = Exclude<RegisterOutcome["kind"], "already"> | "cancelled";

/** What a visitor hears of each outcome; `email` is where mail goes, or null when none will. */
function messageOf(
  messages: AnswerMessages["registration"],
  kind: Heard,
  email: string | null,
  opens: string | null,
  opensAt: string | null,
): ToastMessage {
  switch (kind) {
    case "confirmed":
      return messages.confirmed(email);
    case "waitlisted":
      return messages.waitlisted(email);
    case "full":
      return messages.full;
    case "not-yet":
      return messages.notYet(opens ?? new Date(opensAt ?? Date.now()).toUTCString());
    case "closed":
      return messages.closed;
    case "cancelled":
      return messages.cancelled;
    case "off-site":
    case "missing":
      return messages.unavailable;
    case "failed":
      return messages.failed;
  }
}

const statusOf: Record<Heard, number> = {
  confirmed: 200,
  waitlisted: 200,
  full: 409,
  "not-yet": 409,
  closed: 409,
  cancelled: 409,
  "off-site": 409,
  missing: 404,
  failed: 500,
};

/**
 * What a visitor hears of an outcome. An address already registered is answered as a first
 * registration would be now (a seat, the waitlist, or full): the form tells no one who is
 * registered, and the address's owner hears the truth by email.
 */
function heardOf(outcome: RegisterOutcome, state: RegistrationState | null): Heard {
  if (outcome.kind === "closed") return outcome.reason === "Cancelled" ? "cancelled" : "closed";
  if (outcome.kind !== "already") return outcome.kind;
  switch (state?.kind) {
    case "waitlist":
      return "waitlisted";
    case "full":
      return "full";
    default:
      return "confirmed";
  }
}

/**
 * A visitor's registration posted on the event's page, answered: refused as the contact form's
 * posts are (the trap field, too many from one address), each refused field with its message,
 * else the registration's outcome. Nothing is written from a refused post.
 */
export async function registrationAnswer(
  database: Database,
  event: EventRecord,
  form: FormData,
  settings: SiteSettings,
  clientIp: string | undefined,
  locale: string,
  language: Language = "en",
): Promise<FormAnswer<RegistrationReply>> {
  const messages = answerMessages(language);
  const refused = await refusedPublicPost("registration", form, clientIp, language);
  if (refused) {
    const { message, init } = refused;
    return {
      reply: { outcome: refused.reason, message },
      status: init.status ?? 400,
      headers: init.headers,
      toast: message,
    };
  }
  const asked = form.get(ASKED_FIELD);
  if (typeof asked === "string" && asked !== questionsMark(event.questions)) {
    // Filled in before the questions changed: asked again, the name and address kept.
    const { name = "", email = "" } = postedText(form);
    const message = messages.registration.questionsChanged;
    return {
      reply: { outcome: "questions-changed", message, values: { name, email }, stale: true },
      status: 409,
      toast: message,
    };
  }
  const read = readRegistration(
    form,
    event.questions,
    registrationFormWords(publicWords(language)),
    questionsShown(event.questions, event.questionsAr, language),
  );
  if ("errors" in read) {
    return {
      reply: { outcome: "invalid", message: messages.registration.invalid, ...read },
      status: 400,
      toast: null,
    };
  }
  const { outcome, event: left } = await registerSeeing(
    database,
    event.id,
    { ...read.input, language },
    mailContext(settings),
  );
  const mail = configuredTransport().mailer !== null;
  if (mail) nudgeMailWorker();
  // The seats as they are now, for the form of the one who registered (a kept page may trail them):
  // as the registration left them, or read again when it did not get as far as the event.
  const now = left ?? (await eventById(database, event.id));
  const state = now ? registrationState(now, new Date(), settings.timeZone) : null;
  const heard = heardOf(outcome, state);
  const message = messageOf(
    messages.registration,
    heard,
    mail ? read.input.email : null,
    opensText(event.registrationOpens, locale),
    outcome.kind === "not-yet" ? outcome.opensAt : null,
  );
  const accepted = heard === "confirmed" || heard === "waitlisted";
  return {
    reply: {
      outcome: heard,
      message,
      // Went through: the form starts empty again; else it keeps what was typed.
      ...(accepted ? { reset: true } : { values: postedText(form) }),
      ...(now && state ? { registration: state, attendees: now.currentAttendees } : {}),
    },
    status: statusOf[heard],
    toast: message,
    goBack: accepted,
  };
}
