import { normalizeEmail } from "./email-address";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, passwordMessages } from "./passwords";

let common: Promise<Set<string>> | undefined;

/**
 * The most common passwords (about 49,000, lower-cased), from zxcvbn-ts's common dictionary;
 * loaded with the first password set, not at start.
 */
function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase())),
  );
  return common;
}

/**
 * Why `password` may not be set for the account of `email`, or null when it may: too short or
 * too long, among the most common passwords, or the email address itself.
 */
export async function passwordProblem(password: string, email?: string): Promise<string | null> {
  if (password.length < MIN_PASSWORD_LENGTH) return passwordMessages.tooShort;
  if (password.length > MAX_PASSWORD_LENGTH) return passwordMessages.tooLong;
  const folded = password.trim().toLowerCase();
  const address = email ? normalizeEmail(email) : null;
  if (address && (folded === address || folded === address.split("@")[0])) {
    return passwordMessages.isEmail;
  }
  if ((await commonPasswords()).has(folded)) return passwordMessages.common;
  return null;
}
