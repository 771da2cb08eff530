import { z } from "zod";

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

export { z };
