import type { RequestHandler } from "express";
import { SIGN_IN_PATH } from "../app/lib/admin-paths.ts";

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
 * browser's back-forward cache) may keep it. The routes match a path whatever its letter case
 * (`/Admin-KFUPM-Aero/dashboard` is the dashboard), and so does this.
 */
export function privateResponses(prefixes: readonly string[]): RequestHandler {
  const lowered = prefixes.map((prefix) => prefix.toLowerCase());
  return (req, res, next) => {
    // The page at the prefix, its data request (`/admin-kfupm-aero.data`), and everything under it.
    const path = req.path.toLowerCase();
    const under = (prefix: string) => path === prefix || path === `${prefix}.data` || path.startsWith(`${prefix}/`);
    if (lowered.some(under)) {
      res.setHeader("Cache-Control", "no-store, private");
    }
    next();
  };
}

const ALLOWED_METHODS = "GET, HEAD, POST";

/** The site answers GET, HEAD and POST; any other method (TRACE, PUT, …) gets 405. */
export function knownMethods(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "POST") return next();
    res.status(405).set("Allow", ALLOWED_METHODS).type("text/plain").send("Method Not Allowed");
  };
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Posts to the site's pages and resources are forms; anything else (JSON, text, no body type) gets
 * 415. Paths under `except` (the auth endpoints, which take JSON) decide for themselves.
 */
export function formPostsOnly(except: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST" || except.some((prefix) => req.path.startsWith(prefix))) return next();
    const type = (req.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (FORM_TYPES.includes(type)) return next();
    res.status(415).type("text/plain").send("Unsupported Media Type: send a form");
  };
}

/**
 * The largest body a request may carry: `limit` bytes, or more under the paths of `larger`
 * (uploads). A body over it gets 413 before it is read; a body of unknown length, 411.
 */
export function bodySizeLimit(limit: number, larger: readonly { prefix: string; bytes: number }[]): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    const allowed = larger.find((rule) => req.path.startsWith(rule.prefix))?.bytes ?? limit;
    const declared = req.get("Content-Length");
    if (declared === undefined) {
      if (req.get("Transfer-Encoding") === undefined) return next();
      res.status(411).type("text/plain").send("Length Required");
      return;
    }
    if (Number(declared) > allowed) {
      // The client is told at once; the rest of the body is not read.
      res.set("Connection", "close").status(413).type("text/plain").send("Payload Too Large");
      return;
    }
    next();
  };
}

/** The largest body a form may send; the admin pages take uploads with theirs. */
export const FORM_BODY_LIMIT = 256 * 1024;
export const ADMIN_BODY_LIMIT = 60 * 1024 * 1024;

/**
 * The checks every request passes before any route, in their order. The sign-in page itself is
 * public, so it keeps the small body limit; the pages under it take uploads.
 */
export function requestGuards(publicUrl: string): RequestHandler[] {
  return [
    knownMethods(),
    sameOriginWrites(publicUrl),
    formPostsOnly(["/api/auth/"]),
    bodySizeLimit(FORM_BODY_LIMIT, [{ prefix: `${SIGN_IN_PATH}/`, bytes: ADMIN_BODY_LIMIT }]),
    privateResponses([SIGN_IN_PATH, "/api/auth"]),
  ];
}
