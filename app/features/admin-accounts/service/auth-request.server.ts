import type { AppLoadContext } from "react-router";
import { auth, CLIENT_IP_HEADER } from "~/features/admin-accounts/service/auth.server";
import { env } from "~/lib/env.server";

/** Where Better Auth's endpoints are served. */
export const AUTH_BASE_PATH = "/api/auth";

/**
 * The endpoints of Better Auth that /api/auth answers, with their method: the spec's calls,
 * signing in and out, signing up (refused unless ALLOW_SIGNUP) and reading the session. Any other
 * path under /api/auth answers 404 before Better Auth sees it: it stores nothing (Better Auth's
 * rate limiter keeps a counter per client and path), and what the site does through its own pages
 * (passwords, two-step sign-in), or never does (changing a user's name, listing sessions, trusting
 * a device), cannot be reached around the pages' rules and their Activity log.
 */
export const AUTH_ENDPOINTS: Readonly<Record<string, "GET" | "POST">> = {
  "/sign-in/email": "POST",
  "/sign-up/email": "POST",
  "/sign-out": "POST",
  "/get-session": "GET",
};

/**
 * What the site's pages ask of Better Auth on the server, for a form they checked and a change
 * they log (callAuthEndpoint): those of AUTH_ENDPOINTS, asking for a password reset link, using
 * one, changing the signed-in account's password, and two-step sign-in (turning it on and off,
 * backup codes, and the code a sign-in asks for).
 */
const SITE_AUTH_ENDPOINTS: Readonly<Record<string, "GET" | "POST">> = {
  ...AUTH_ENDPOINTS,
  "/request-password-reset": "POST",
  "/reset-password": "POST",
  "/change-password": "POST",
  "/two-factor/enable": "POST",
  "/two-factor/verify-totp": "POST",
  "/two-factor/verify-backup-code": "POST",
  "/two-factor/generate-backup-codes": "POST",
  "/two-factor/disable": "POST",
};

function endpointOf(request: Request, answered: Readonly<Record<string, "GET" | "POST">>): string | null {
  const { pathname } = new URL(request.url);
  if (!pathname.startsWith(`${AUTH_BASE_PATH}/`)) return null;
  const endpoint = pathname.slice(AUTH_BASE_PATH.length);
  return Object.hasOwn(answered, endpoint) ? endpoint : null;
}

const jsonAnswer = (status: number, message: string, headers: HeadersInit = {}) =>
  Response.json({ message }, { status, headers: { "Cache-Control": "no-store", ...headers } });

/** A JSON value without its `token` fields: session tokens stay in their httpOnly cookie. */
function withoutTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== "token")
      .map(([key, inner]) => [key, withoutTokens(inner)]),
  );
}

async function tokenFree(response: Response): Promise<Response> {
  if (!response.headers.get("Content-Type")?.includes("application/json")) return response;
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(JSON.stringify(withoutTokens(body)), { status: response.status, headers });
}

/**
 * Sends a request through Better Auth's handler, so that its origin checks and rate limits apply,
 * with the client's address as the server saw it (never as the client claims it). Only the
 * endpoints of `answered` are answered (AUTH_ENDPOINTS, from outside), and no answer carries a
 * session token.
 */
export async function callAuth(
  request: Request,
  context: AppLoadContext | undefined,
  answered: Readonly<Record<string, "GET" | "POST">> = AUTH_ENDPOINTS,
): Promise<Response> {
  const endpoint = endpointOf(request, answered);
  if (!endpoint) return jsonAnswer(404, "Not found");
  const method = answered[endpoint];
  if (request.method !== method) return jsonAnswer(405, "Method not allowed", { Allow: method ?? "" });
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (context?.clientIp) headers.set(CLIENT_IP_HEADER, context.clientIp);
  return tokenFree(await auth().handler(new Request(request, { headers })));
}

/** Calls one of Better Auth's endpoints (e.g. "/sign-in/email") on behalf of a form's request. */
export function callAuthEndpoint(
  endpoint: string,
  request: Request,
  context: AppLoadContext | undefined,
  body: Record<string, unknown> | undefined,
): Promise<Response> {
  const headers = new Headers();
  for (const name of ["cookie", "origin", "user-agent", "referer"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("content-type", "application/json");
  const url = new URL(`${AUTH_BASE_PATH}${endpoint}`, env().PUBLIC_URL);
  return callAuth(
    new Request(url, { method: "POST", headers, body: JSON.stringify(body ?? {}) }),
    context,
    SITE_AUTH_ENDPOINTS,
  );
}
