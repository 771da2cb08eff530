import { emailAddress, z } from "~/lib/zod";

const required = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`);

/** The contact form: every field required, the email a valid address. */
export const contactSchema = z.object({
  name: required("Full Name"),
  email: required("Email Address").pipe(emailAddress("Please enter a valid email address")),
  subject: required("Subject"),
  message: required("Message"),
});

export type ContactInput = z.output<typeof contactSchema>;
