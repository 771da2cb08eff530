import type { ToastMessage } from "~/lib/messages";
import { emailAddress, z } from "~/lib/zod";

export const EMAIL_REQUIRED = "Please enter your email address";
export const EMAIL_INVALID = "Please enter a valid email address";

/** The newsletter form: one email, trimmed; stored lower-case. */
export const newsletterSchema = z.object({
  email: z
    .string({ error: EMAIL_REQUIRED })
    .trim()
    .min(1, EMAIL_REQUIRED)
    // No address is longer (RFC 5321); a longer one is not an address.
    .max(254, EMAIL_INVALID)
    .pipe(emailAddress(EMAIL_INVALID))
    .transform((email) => email.toLowerCase()),
});

export type SubscribeOutcome = "subscribed" | "duplicate" | "invalid" | "failed";

/** What the newsletter action answers: the outcome, and the message the visitor sees. */
export interface SubscribeResult {
  outcome: SubscribeOutcome;
  message: ToastMessage;
}
