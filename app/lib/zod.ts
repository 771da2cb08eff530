import { z } from "zod";

// The Content Security Policy forbids eval; without this zod probes for it in the browser (which
// logs a policy violation) to compile its validators.
z.config({ jitless: true });

export { z };
