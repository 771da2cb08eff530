import { emailAddress, visitorText, z } from "~/lib/zod";

/** The longest text each field takes (an email address is at most 254 characters by RFC 5321). */
export const contactLimits = { name: 200, email: 254, subject: 300, message: 10_000 } as const;

/** The contact form: every field required and within its limit, the email a valid address. */
export const contactSchema = z.object({
  name: visitorText("Full Name", contactLimits.name),
  email: visitorText("Email Address", contactLimits.email).pipe(emailAddress("Please enter a valid email address")),
  subject: visitorText("Subject", contactLimits.subject),
  message: visitorText("Message", contactLimits.message),
});

export type ContactInput = z.output<typeof contactSchema>;
