import { visitorEmail, visitorName, visitorText, z } from "~/lib/zod";
import { contactLimits } from "./constraint";

/** The contact form: every field required and within its limit, the email a valid address. */
export const contactSchema = z.object({
  name: visitorName(contactLimits.name),
  email: visitorEmail(contactLimits.email),
  subject: visitorText("Subject", contactLimits.subject),
  message: visitorText("Message", contactLimits.message),
});

export type ContactInput = z.output<typeof contactSchema>;
