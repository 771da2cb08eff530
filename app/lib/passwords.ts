import { z } from "./zod";

/** The shortest password the site accepts: long passwords are the ones hard to guess. */
export const MIN_PASSWORD_LENGTH = 12;
/** Better Auth's own upper limit. */
export const MAX_PASSWORD_LENGTH = 128;

export const passwordMessages = {
  required: "Password is required",
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  tooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters`,
  common: "This password is one of the most common passwords. Choose one that is harder to guess.",
  isEmail: "The password must not be your email address.",
  mismatch: "The passwords do not match",
  confirmRequired: "Type the new password again",
  /** A refusal the auth service gave without a reason. */
  refused: "This password cannot be used. Choose another.",
} as const;

/** A new password and the same typed again: the fields of every form that sets one. */
export const newPasswordFields = {
  newPassword: z
    .string({ error: passwordMessages.required })
    .min(MIN_PASSWORD_LENGTH, passwordMessages.tooShort)
    .max(MAX_PASSWORD_LENGTH, passwordMessages.tooLong),
  confirmPassword: z.string({ error: passwordMessages.confirmRequired }),
};

/** Refuses a confirmation that differs, next to the confirmation field. */
export function confirmedPassword<T extends { newPassword: string; confirmPassword: string }>(
  value: T,
  context: z.RefinementCtx,
): void {
  if (value.newPassword !== value.confirmPassword) {
    context.addIssue({ code: "custom", path: ["confirmPassword"], message: passwordMessages.mismatch });
  }
}
