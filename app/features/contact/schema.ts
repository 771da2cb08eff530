import { emailAddress, visitorText, z } from "~/lib/zod";
import { contactLimits } from "./constraint";

/** The contact form: every field required and within its limit, the email a valid address. */
export const contactSchema = z.object({
  name: visitorText("Full Name", contactLimits.name),
  email: visitorText("Email Address", contactLimits.email).pipe(emailAddress("Please enter a valid email address")),
  subject: visitorText("Subject", contactLimits.subject),
  message: visitorText("Message", contactLimits.message),
});

export type ContactInput = z.output<typeof contactSchema>;
