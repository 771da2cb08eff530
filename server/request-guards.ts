import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a state-changing request that a browser sent from another site: its Origin (or, when a
 * browser sends none, its Sec-Fetch-Site) must be this site. The site is PUBLIC_URL, or the host
 * the request was addressed to (a local start, a test). Clients that are not browsers send
 * neither header and cannot carry a visitor's cookies across sites, so they pass.
 */
export function sameOriginWrites(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("Origin");
    const own = origin === publicOrigin || origin === `${req.protocol}://${req.get("Host")}`;
    const crossSite = origin !== undefined ? !own : req.get("Sec-Fetch-Site") === "cross-site";
    if (!crossSite) return next();
    console.warn(`[security] refused a ${req.method} to ${req.path} from ${origin ?? "another site"}`);
    res.status(403).type("text/plain").send("Cross-site request refused");
  };
}

/**
 * Everything under these paths depends on who is signed in: no shared cache (a proxy, the
 * browser's back-forward cache) may keep it.
 */
export function privateResponses(prefixes: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (prefixes.some((prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`))) {
      res.setHeader("Cache-Control", "no-store, private");
    }
    next();
  };
}
