import type { AppLoadContext } from "react-router";
import { auth, CLIENT_IP_HEADER } from "./auth.server";
import { env } from "./env.server";

/**
 * Sends a request through Better Auth's handler, so that its origin checks and rate limits apply,
 * with the client's address as the server saw it (never as the client claims it).
 */
export function callAuth(request: Request, context: AppLoadContext | undefined): Promise<Response> {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (context?.clientIp) headers.set(CLIENT_IP_HEADER, context.clientIp);
  return auth().handler(new Request(request, { headers }));
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
  const url = new URL(`/api/auth${endpoint}`, env().PUBLIC_URL);
  return callAuth(new Request(url, { method: "POST", headers, body: JSON.stringify(body ?? {}) }), context);
}
