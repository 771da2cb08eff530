/** An email address as accounts and limits compare it: without surrounding spaces, lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
