import { type Answer, type Question, questionLimits } from "~/features/events/questions";
import { answerField } from "~/features/events/record";
import { emailAddress, visitorText, z } from "~/lib/zod";
import type { RegistrationInput } from "./register.server";

/** The longest text each field of the registration form takes, as the contact form's. */
export const registrationLimits = { name: 200, email: 254, answer: questionLimits.answer } as const;

/** The form's fixed fields. */
export const registrationFields = { name: "name", email: "email", newsletter: "newsletter" } as const;

/** What a refused form says: each field's message, and what was typed, to show the form again. */
export interface RefusedRegistration {
  errors: Record<string, string[]>;
  values: Record<string, string>;
}

/**
 * Reads a posted registration against the event's questions: name and email as the contact form
 * takes them, each answer within its limit (a choice one of the question's choices, a required one
 * given), the newsletter box. Either the input, or each field's message.
 */
export function readRegistration(
  form: FormData,
  questions: readonly Question[],
): { input: RegistrationInput } | RefusedRegistration {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const errors: Record<string, string[]> = {};
  const values: Record<string, string> = {};
  const read = <T>(name: string, schema: z.ZodType<T, string | undefined>): T | undefined => {
    const posted = text(name);
    if (posted !== undefined) values[name] = posted.slice(0, 10_000);
    const parsed = schema.safeParse(posted);
    if (parsed.success) return parsed.data;
    errors[name] = [parsed.error.issues[0]?.message ?? "Check this field"];
    return undefined;
  };
  const name = read(registrationFields.name, visitorText("Full Name", registrationLimits.name));
  const email = read(
    registrationFields.email,
    visitorText("Email Address", registrationLimits.email).pipe(emailAddress("Please enter a valid email address")),
  );
  const answers: Answer[] = [];
  questions.forEach((question, index) => {
    const field = answerField(index);
    let schema: z.ZodType<string, string | undefined> = question.required
      ? visitorText(question.label, registrationLimits.answer)
      : z
          .string()
          .optional()
          .transform((value) => value ?? "")
          .pipe(z.union([z.literal(""), visitorText(question.label, registrationLimits.answer)]));
    if (question.choices) {
      const choices = question.choices;
      schema = schema.refine(
        (value) => value === "" || choices.includes(value),
        `Choose one of: ${choices.join(", ")}`,
      );
    }
    const answer = read(field, schema);
    if (answer !== undefined) answers.push({ question: question.label, answer });
  });
  const newsletter = text(registrationFields.newsletter) === "on";
  if (newsletter) values[registrationFields.newsletter] = "on";
  if (Object.keys(errors).length > 0 || name === undefined || email === undefined) return { errors, values };
  return { input: { name, email, answers, newsletter } };
}
