import { type FieldErrorWords, visitorEmail, visitorText, z } from "~/lib/zod";
import { contactLimits } from "./constraint";

/** The words the contact form's rules speak: its fields' labels and what is said of a refused one. */
export interface ContactFormWords {
  fields: { name: string; email: string; subject: string; message: string };
  fieldErrors: FieldErrorWords;
}

/**
 * The contact form, its messages in the page's language: every field required and within its
 * limit, the email a valid address.
 */
export function contactSchema({ fields, fieldErrors }: ContactFormWords) {
  return z.object({
    name: visitorText(fields.name, contactLimits.name, fieldErrors),
    email: visitorEmail(fields.email, contactLimits.email, fieldErrors),
    subject: visitorText(fields.subject, contactLimits.subject, fieldErrors),
    message: visitorText(fields.message, contactLimits.message, fieldErrors),
  });
}

export type ContactInput = z.output<ReturnType<typeof contactSchema>>;
