import { confirmedPassword, newPasswordFields } from "~/lib/passwords";
import { emailAddress, z } from "~/lib/zod";

/** 'Forgot password?': the address of the account. */
export const forgotPasswordSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, "Email is required")
    .max(254, "Email must be at most 254 characters")
    .pipe(emailAddress("Please enter a valid email address")),
});

/** The page a reset link opens: its token and the new password, twice. */
export const resetPasswordSchema = z
  .object({ token: z.string().min(1).max(200), ...newPasswordFields })
  .superRefine(confirmedPassword);

/** 'Change password' on the account page: the current one, then the new one twice. */
export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Current password is required" })
      .min(1, "Current password is required")
      .max(128),
    ...newPasswordFields,
  })
  .superRefine(confirmedPassword);
