import { z } from "zod";
import { hasControlCharacters } from "./control-characters";

// The Content Security Policy forbids eval; without this zod probes for it in the browser (which
// logs a policy violation) to compile its validators.
z.config({ jitless: true });

/**
 * An email address as the browser's email-type input accepts it, so the server never refuses an
 * address the form let through.
 */
export function emailAddress(message: string) {
  return z.email({ pattern: z.regexes.html5Email, error: message });
}

/**
 * Required text typed by a visitor: line breaks made \n, trimmed, at most `max` characters, and
 * no control characters; each refusal with a message naming the field.
 */
export function visitorText(label: string, max: number) {
  const required = `${label} is required`;
  return z
    .string({ error: required })
    .overwrite((text) => text.replace(/\r\n?/g, "\n"))
    .trim()
    .min(1, required)
    .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters`)
    .refine((text) => !hasControlCharacters(text), `${label} contains characters that are not allowed`);
}

/** A visitor's name as the public forms take it (the contact form, an event's registration). */
export function visitorName(max: number) {
  return visitorText("Full Name", max);
}

/** A visitor's email address as the public forms take it, the browser's rule for an email field. */
export function visitorEmail(max: number) {
  return visitorText("Email Address", max).pipe(emailAddress("Please enter a valid email address"));
}

export { z };
