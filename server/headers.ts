import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { isCheckInPath } from "../app/lib/admin-paths.ts";

/**
 * Security headers for every response. Pages get a Content Security Policy whose nonce the
 * server renderer puts on the scripts it writes (`res.locals.cspNonce`).
 */
export function securityHeaders(options: { dev: boolean; publicUrl: string; mediaOrigins?: string[] }): RequestHandler {
  const https = options.publicUrl.startsWith("https://");
  const media = ["'self'", "data:", "blob:", ...(options.mediaOrigins ?? [])].join(" ");
  return (req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
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
