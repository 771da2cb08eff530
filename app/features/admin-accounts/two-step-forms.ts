import { z } from "~/lib/zod";

/** A code as typed: spaces (an app shows "123 456") are not part of it. */
const code = z
  .string({ error: "Enter the code from your authenticator app, or a backup code" })
  .transform((value) => value.replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .min(1, "Enter the code from your authenticator app, or a backup code")
      .max(32, "That is not a code from your app or a backup code"),
  );

/** The second step of a sign-in: the app's six digits or a backup code. */
export const twoStepSchema = z.object({ code });

/** Turning two-step sign-in on or off, or new backup codes: the account's password. */
export const twoStepPasswordSchema = z.object({
  password: z.string({ error: "Enter your password" }).min(1, "Enter your password"),
});

/** The first code from the app, which turns two-step sign-in on. */
export const twoStepConfirmSchema = z.object({ code });

/** The secret of an authenticator app's address, for typing it in by hand. */
export function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}
