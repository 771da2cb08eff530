/**
 * A field people never see or fill, in the public forms: programs that fill every field give
 * themselves away, and their post is refused.
 */
export const HONEYPOT_FIELD = "leave_empty";

export function filledHoneypot(form: FormData): boolean {
  const value = form.get(HONEYPOT_FIELD);
  return typeof value === "string" && value !== "";
}
