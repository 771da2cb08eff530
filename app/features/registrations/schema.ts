import { type Question, questionsShown, type ShownQuestion } from "~/features/events/questions";
import { answerField } from "~/features/events/record";
import type { Answer } from "~/features/registrations/asked";
import { fill, type PublicWords } from "~/i18n/words";
import { checkForm, type FieldErrors } from "~/lib/form-reply";
import { remembered } from "~/lib/remembered";
import { type FieldErrorWords, visitorEmail, visitorText, z } from "~/lib/zod";
import { registrationLimits } from "./record";
import type { RegistrationInput } from "./register.server";

/** The words the registration form's rules speak, in the page's language. */
export interface RegistrationFormWords {
  fullName: string;
  email: string;
  fieldErrors: FieldErrorWords;
}

/** The registration form's words out of a page's words. */
export function registrationFormWords(words: Pick<PublicWords, "registration" | "common">): RegistrationFormWords {
  return {
    fullName: words.registration.form.fullName,
    email: words.registration.form.email,
    fieldErrors: words.common.fieldErrors,
  };
}

/**
 * A question's answer: within its limit, one of its choices for a choice, and given when required;
 * an optional question left blank (spaces only) is not answered. Its messages name the question
 * and its choices as the form `shown` asked them.
 */
function answerSchema(question: ShownQuestion, errors: FieldErrorWords) {
  const given = visitorText(question.label, registrationLimits.answer, errors);
  const schema: z.ZodType<string, string | undefined> = question.required
    ? given
    : z
        .string()
        .optional()
        .transform((value) => (value === undefined || value.trim() === "" ? "" : value))
        .pipe(z.union([z.literal(""), given]));
  const choices = question.choices;
  if (!choices) return schema;
  const named = choices.map((choice) => choice.label).join(errors.choiceSeparator);
  return schema.refine(
    (value) => value === "" || choices.some((choice) => choice.value === value),
    fill(errors.chooseOne, { choices: named }),
  );
}

/**
 * The registration form of an event with `questions`, as a page asks them (`shown`, the English
 * questions where not given): its fields and their rules.
 */
export function registrationSchema(
  questions: readonly Question[],
  words: RegistrationFormWords,
  shown: readonly ShownQuestion[] = questionsShown(questions, [], "en"),
) {
  const errors = words.fieldErrors;
  return z.object({
    name: visitorText(words.fullName, registrationLimits.name, errors),
    email: visitorEmail(words.email, registrationLimits.email, errors),
    newsletter: z
      .string()
      .optional()
      .transform((value) => value === "on"),
    ...Object.fromEntries(shown.map((question, index) => [answerField(index), answerSchema(question, errors)])),
  });
}

/** The schemas made so far, by their questions and words: making one costs more than reading a form with it. */
const schemas = remembered<ReturnType<typeof registrationSchema>>(100);

/**
 * Reads a posted registration against the event's questions, the same in the browser and on the
 * server: name and email as the contact form takes them, each answer within its limit (a choice one
 * of the question's choices, a required one given), the newsletter box. Either the input, or each
 * field's message with what was typed.
 */
export function readRegistration(
  form: FormData,
  questions: readonly Question[],
  words: RegistrationFormWords,
  shown?: readonly ShownQuestion[],
): { input: RegistrationInput } | { errors: FieldErrors; values: Record<string, string> } {
  const read = checkForm(
    schemas(JSON.stringify([questions, words, shown]), () => registrationSchema(questions, words, shown)),
    form,
  );
  if ("errors" in read) return read;
  const value = read.value as Record<string, unknown> & { name: string; email: string; newsletter: boolean };
  const answers: Answer[] = questions.map((question, index) => ({
    question: question.label,
    answer: String(value[answerField(index)] ?? ""),
  }));
  return { input: { name: value.name, email: value.email, answers, newsletter: value.newsletter } };
}
