import type { Question } from "~/features/events/questions";
import { answerField } from "~/features/events/record";
import type { Answer } from "~/features/registrations/asked";
import { checkForm, type FieldErrors } from "~/lib/form-reply";
import { visitorEmail, visitorText, z } from "~/lib/zod";
import { registrationLimits } from "./record";
import type { RegistrationInput } from "./register.server";

/**
 * A question's answer: within its limit, one of its choices for a choice, and given when required;
 * an optional question left blank (spaces only) is not answered.
 */
function answerSchema(question: Question) {
  const given = visitorText(question.label, registrationLimits.answer);
  const schema: z.ZodType<string, string | undefined> = question.required
    ? given
    : z
        .string()
        .optional()
        .transform((value) => (value === undefined || value.trim() === "" ? "" : value))
        .pipe(z.union([z.literal(""), given]));
  const choices = question.choices;
  return choices
    ? schema.refine((value) => value === "" || choices.includes(value), `Choose one of: ${choices.join(", ")}`)
    : schema;
}

/** The registration form of an event with `questions`: its fields and their rules. */
export function registrationSchema(questions: readonly Question[]) {
  return z.object({
    name: visitorText("Full Name", registrationLimits.name),
    email: visitorEmail("Email Address", registrationLimits.email),
    newsletter: z
      .string()
      .optional()
      .transform((value) => value === "on"),
    ...Object.fromEntries(questions.map((question, index) => [answerField(index), answerSchema(question)])),
  });
}

/**
 * Reads a posted registration against the event's questions, the same in the browser and on the
 * server: name and email as the contact form takes them, each answer within its limit (a choice one
 * of the question's choices, a required one given), the newsletter box. Either the input, or each
 * field's message with what was typed.
 */
export function readRegistration(
  form: FormData,
  questions: readonly Question[],
): { input: RegistrationInput } | { errors: FieldErrors; values: Record<string, string> } {
  const read = checkForm(registrationSchema(questions), form);
  if ("errors" in read) return read;
  const value = read.value as Record<string, unknown> & { name: string; email: string; newsletter: boolean };
  const answers: Answer[] = questions.map((question, index) => ({
    question: question.label,
    answer: String(value[answerField(index)] ?? ""),
  }));
  return { input: { name: value.name, email: value.email, answers, newsletter: value.newsletter } };
}
