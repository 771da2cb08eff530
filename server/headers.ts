import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { isCheckInPath } from "../app/lib/admin-paths.ts";

const NONCE_BYTES = 16;
let nonceBytes = Buffer.alloc(0);
let nonceAt = 0;

/**
 * A new nonce: 16 random bytes, base64. The bytes are drawn from the system's generator 256
 * nonces at a time (one call for each request cost more than the rest of a kept page's headers),
 * and each is used once.
 */
function newNonce(): string {
  if (nonceAt + NONCE_BYTES > nonceBytes.length) {
    nonceBytes = randomBytes(NONCE_BYTES * 256);
    nonceAt = 0;
  }
  nonceAt += NONCE_BYTES;
  return nonceBytes.toString("base64", nonceAt - NONCE_BYTES, nonceAt);
}

/**
 * Security headers for every response. Pages get a Content Security Policy whose nonce the
 * server renderer puts on the scripts it writes (`res.locals.cspNonce`).
 */
export function securityHeaders(options: { dev: boolean; publicUrl: string; mediaOrigins?: string[] }): RequestHandler {
  const https = options.publicUrl.startsWith("https://");
  const media = ["'self'", "data:", "blob:", ...(options.mediaOrigins ?? [])].join(" ");
  return (req, res, next) => {
    const nonce = newNonce();
    res.locals.cspNonce = nonce;
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    // The door's check-in page reads QR codes with the phone's camera; no other page may use it.
    const camera = isCheckInPath(req.path) ? "camera=(self)" : "camera=()";
    res.setHeader("Permissions-Policy", `${camera}, microphone=(), geolocation=(), interest-cohort=()`);
    if (https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    // Vite's development client injects scripts of its own, so the policy applies to the built site.
    if (!options.dev) {
      res.setHeader(
        "Content-Security-Policy",
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}'`,
          "style-src 'self' 'unsafe-inline'",
          `img-src ${media}`,
          `media-src ${media}`,
          "font-src 'self' data:",
          "connect-src 'self'",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
          ...(https ? ["upgrade-insecure-requests"] : []),
        ].join("; "),
      );
    }
    next();
  };
}
