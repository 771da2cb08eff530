import { Form, useNavigation } from "react-router";
import { Field } from "~/components/field";
import { Honeypot } from "~/components/honeypot";
import { usePublicForm } from "~/components/public-form";
import { MessageBox } from "~/components/toasts";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import type { Question, ShownQuestion } from "~/features/events/questions";
import { answerField, type EventRecord, eventPath } from "~/features/events/record";
import { ASKED_FIELD, questionsMark } from "~/features/registrations/asked";
import type { RegistrationState } from "~/features/registrations/registration-state";
import { fill, plural } from "~/i18n/words";
import type { FormReply } from "~/lib/form-reply";
import { useHydrated } from "~/lib/hydrated";
import type { ToastMessage } from "~/lib/messages";
import { useLanguage, usePathIn, useWords } from "~/lib/root-data";
import { useSubmitOnce } from "~/lib/submit-once";
import { useLoadedOnDemand } from "~/lib/use-loaded";
import { ChoiceOptions } from "./choice-options";
import { buttonLabel } from "./registration-button";

/** The field names the form posts (see schema.ts, which reads them). */
const NAME = "name";
const EMAIL = "email";
const NEWSLETTER = "newsletter";

/** The registration action's answer: the outcome's message, each refused field's message, or `reset`. */
export interface RegistrationReply extends FormReply {
  outcome: string;
  message: ToastMessage;
  /** Where registration stands just after this one. */
  registration?: RegistrationState;
  /** The event's confirmed attendees just after this one. */
  attendees?: number;
  /** The page is out of date (the event's questions changed): it is read again. */
  stale?: boolean;
}

/** A registration that never reached the site (the network failed, say): the form says it failed. */
export interface LostRegistration extends FormReply {
  outcome: "failed";
  message?: undefined;
  registration?: undefined;
  attendees?: undefined;
}

/**
 * The event's registration form, on its page: full name, email, the event's own questions, and the
 * newsletter box. What the site answers shows above the form (its message is also a toast). The
 * browser checks what it can (required fields, an email address, lengths); the server checks all.
 */
export function RegistrationForm({
  event,
  registration,
  questions,
  shown,
  opens,
  mailConfigured,
  reply,
}: {
  event: Pick<EventRecord, "slug" | "buttonText"> & { englishOnly?: readonly string[] };
  /** Where registration stands: as the visitor's last answer left it, else as the page was read. */
  registration: RegistrationState;
  /** The event's questions as the server reads the answers: in English, whatever the page's language. */
  questions: readonly Question[];
  /** The same questions as the page asks them (questionsShown): in its language where written. */
  shown: readonly ShownQuestion[];
  /** When registration opens, written for the visitor; null when it is open. */
  opens: string | null;
  mailConfigured: boolean;
  reply: RegistrationReply | LostRegistration | undefined;
}) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const allWords = useWords();
  const words = allWords.registration;
  const language = useLanguage();
  // The page's own address: an Arabic page's registration is answered, stored and mailed in Arabic.
  const action = usePathIn()(eventPath(event));
  const submitting = navigation.state === "submitting" && navigation.formAction === action;
  const submitOnce = useSubmitOnce(submitting, reply);
  // The form's rules come when the visitor first reaches the form (the server checks them too).
  const [rules, loadRules] = useLoadedOnDemand(() => import("./schema"));
  const form = usePublicForm({
    id: "registration",
    reply,
    rules: rules
      ? (formData) => {
          const read = rules.readRegistration(formData, questions, rules.registrationFormWords(allWords), shown);
          return "errors" in read ? read.errors : {};
        }
      : undefined,
    loadRules,
  });
  const waitlist = registration.kind === "waitlist";

  return (
    <section id="register" aria-labelledby="register-heading" className="scroll-mt-24 space-y-4">
      <h2 id="register-heading" className="text-2xl font-semibold tracking-tight">
        {waitlist ? words.joinWaitlist : words.register}
      </h2>
      {registration.kind === "open" ? (
        <p className="text-sm text-muted-foreground">
          {registration.seatsLeft === null
            ? words.form.seatsUnlimited
            : plural(language, words.form.seatsLeft, registration.seatsLeft)}
        </p>
      ) : null}
      {waitlist ? <p className="text-sm text-muted-foreground">{words.form.waitlistNote}</p> : null}
      {registration.kind === "full" ? <p className="text-sm text-muted-foreground">{words.form.fullNote}</p> : null}
      {registration.kind === "closed" ? (
        <p className="text-sm text-muted-foreground">
          {registration.reason === "Cancelled" ? words.form.cancelledNote : words.form.closedNote}
        </p>
      ) : null}
      {registration.kind === "not-yet" && opens ? (
        <p className="text-sm text-muted-foreground">{fill(words.form.opens, { opens })}</p>
      ) : null}
      {!mailConfigured && (registration.kind === "open" || waitlist) ? (
        <p className="text-sm text-muted-foreground">{words.form.noMail}</p>
      ) : null}
      {reply ? (
        <MessageBox
          message={reply.message ?? { ...words.failed, variant: "error" }}
          className="static end-auto bottom-auto max-w-none shadow-none"
        />
      ) : null}
      {registration.kind === "open" || waitlist ? (
        <Form
          key={form.key}
          method="post"
          action={action}
          // The answer carries the seats as the registration left them: the page is not read again.
          defaultShouldRevalidate={false}
          {...form.formProps}
          className="grid gap-4"
          onSubmit={(submitted) => submitOnce(submitted, () => form.submit(submitted))}
        >
          {hydrated ? null : <input type="hidden" name="redirectTo" value={`${action}#register`} />}
          <input type="hidden" name="intent" value="register" />
          <input type="hidden" name={ASKED_FIELD} value={questionsMark(questions)} />
          <Honeypot />
          <fieldset disabled={submitting} className="m-0 grid min-w-0 gap-4 border-0 p-0">
            <Field meta={form.field(NAME)} label={words.form.fullName} required>
              {(control) => (
                <Input
                  {...control}
                  name={NAME}
                  type="text"
                  required
                  autoComplete="name"
                  defaultValue={form.field(NAME).defaultValue}
                />
              )}
            </Field>
            <Field meta={form.field(EMAIL)} label={words.form.email} required>
              {(control) => (
                <Input
                  {...control}
                  name={EMAIL}
                  type="email"
                  required
                  autoComplete="email"
                  defaultValue={form.field(EMAIL).defaultValue}
                />
              )}
            </Field>
            {shown.map((question, index) => {
              const name = answerField(index);
              const meta = form.field(name);
              // A question without Arabic words on an Arabic page is asked in English, marked so.
              const label = question.english ? (
                <span lang="en" dir="ltr">
                  {question.label}
                </span>
              ) : (
                question.label
              );
              return (
                <Field key={name} meta={meta} label={label} required={question.required}>
                  {(control) =>
                    question.choices ? (
                      <Select
                        {...control}
                        name={name}
                        required={question.required}
                        defaultValue={meta.defaultValue ?? ""}
                        {...(question.english ? { lang: "en" } : {})}
                      >
                        <ChoiceOptions choices={question.choices} />
                      </Select>
                    ) : (
                      <Input
                        {...control}
                        name={name}
                        type="text"
                        required={question.required}
                        defaultValue={meta.defaultValue}
                      />
                    )
                  }
                </Field>
              );
            })}
            <label className="flex items-center gap-3 text-sm">
              <input
                type="checkbox"
                name={NEWSLETTER}
                defaultChecked={form.field(NEWSLETTER).defaultValue === "on"}
                className="size-4 accent-primary"
              />
              {words.form.newsletter}
            </label>
            <Button type="submit" size="lg" className="justify-self-start">
              {submitting
                ? words.form.registering
                : waitlist
                  ? words.joinWaitlist
                  : buttonLabel(event, words.registerNow)}
            </Button>
          </fieldset>
        </Form>
      ) : null}
    </section>
  );
}
