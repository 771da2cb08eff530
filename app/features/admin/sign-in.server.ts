import type { AppLoadContext } from "react-router";
import { knownDeviceOptions } from "~/lib/auth.server";
import { callAuthEndpoint } from "~/lib/auth-request.server";
import { env } from "~/lib/env.server";
import { rememberDevice } from "~/lib/known-device.server";
import { messages, type ToastMessage } from "~/lib/messages";

export type SignInResult = { ok: true; cookies: string[] } | { ok: false; status: number; toast: ToastMessage };

/**
 * Signs in through Better Auth's handler (its origin check and rate limit apply). A refusal comes
 * back as 'Authentication Error' with the service's message; anything unexpected as 'Error'.
 */
export async function signIn(
  request: Request,
  context: AppLoadContext | undefined,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  let response: Response;
  try {
    response = await callAuthEndpoint("/sign-in/email", request, context, { ...credentials, rememberMe: true });
  } catch (error) {
    console.error(`[auth] sign-in failed unexpectedly: ${(error as Error).message}`);
    return { ok: false, status: 500, toast: messages.auth.unexpected };
  }
  if (response.ok) {
    // This browser is remembered for the account: others' failed guesses do not lock it out.
    const { AUTH_SECRET, PUBLIC_URL } = env();
    const device = await rememberDevice(
      request.headers.get("cookie"),
      credentials.email,
      knownDeviceOptions({ secret: AUTH_SECRET, baseURL: PUBLIC_URL }),
    );
    return { ok: true, cookies: [...response.headers.getSetCookie(), device] };
  }
  if (response.status >= 500) {
    console.error(`[auth] sign-in answered ${response.status}`);
    return { ok: false, status: 500, toast: messages.auth.unexpected };
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string };
  let message = body.message || response.statusText || "Sign-in was refused.";
  const retryAfter = response.headers.get("X-Retry-After");
  if (response.status === 429 && retryAfter) message = `${message} Try again in ${retryAfter} seconds.`;
  return { ok: false, status: response.status, toast: messages.auth.error(message) };
}
