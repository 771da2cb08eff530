/** An email address as accounts and limits compare it: without surrounding spaces, lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * An address as a log names a visitor's, outliving what is kept of them: its first letter and its
 * domain (r…@example.org), enough to tell entries apart, not to write to anyone.
 */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at > 0 ? `${email[0]}…${email.slice(at)}` : "…";
}
