import type { AppLoadContext } from "react-router";
import { knownDeviceOptions } from "~/features/admin-accounts/service/auth.server";
import { callAuthEndpoint } from "~/features/admin-accounts/service/auth-request.server";
import { rememberDevice } from "~/features/admin-accounts/service/known-device.server";
import { adminMessages, type ToastMessage } from "~/lib/admin-messages";
import { env } from "~/lib/env.server";

export type SignInResult =
  | { ok: true; cookies: string[] }
  /** The password was right and the account signs in with a code too: the code's page comes next. */
  | { ok: "two-step"; cookies: string[] }
  | { ok: false; status: number; toast: ToastMessage; code?: string };

/** Calls Better Auth's `endpoint`; a call that throws is answered as 'Error' / 'An unexpected error occurred'. */
async function callSignIn(
  endpoint: string,
  request: Request,
  context: AppLoadContext | undefined,
  body: Record<string, unknown>,
): Promise<Response | SignInResult> {
  try {
    return await callAuthEndpoint(endpoint, request, context, body);
  } catch (error) {
    console.error(`[auth] sign-in failed unexpectedly: ${(error as Error).message}`);
    return { ok: false, status: 500, toast: adminMessages.auth.unexpected };
  }
}

/** A refusal as the page shows it: 'Authentication Error' with the service's message. */
async function refusal(response: Response): Promise<SignInResult> {
  if (response.status >= 500) {
    console.error(`[auth] sign-in answered ${response.status}`);
    return { ok: false, status: 500, toast: adminMessages.auth.unexpected };
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string };
  let message = body.message || response.statusText || "Sign-in was refused.";
  const retryAfter = response.headers.get("X-Retry-After");
  if (response.status === 429 && retryAfter) message = `${message} Try again in ${retryAfter} seconds.`;
  return {
    ok: false,
    status: response.status,
    toast: adminMessages.auth.error(message),
    ...(body.code ? { code: body.code } : {}),
  };
}

/** A sign-in made: its cookies, and this browser remembered for the account, so that others' failed guesses do not lock it out. */
async function signedIn(request: Request, response: Response, email: string): Promise<SignInResult> {
  const { AUTH_SECRET, PUBLIC_URL } = env();
  const device = await rememberDevice(
    request.headers.get("cookie"),
    email,
    knownDeviceOptions({ secret: AUTH_SECRET, baseURL: PUBLIC_URL }),
  );
  return { ok: true, cookies: [...response.headers.getSetCookie(), device] };
}

/**
 * Signs in through Better Auth's handler (its origin check and rate limit apply). A refusal comes
 * back as 'Authentication Error' with the service's message; anything unexpected as 'Error'. An
 * account with two-step sign-in gets, instead of a session, the cookie its code's page needs.
 */
export async function signIn(
  request: Request,
  context: AppLoadContext | undefined,
  credentials: { email: string; password: string },
): Promise<SignInResult> {
  const response = await callSignIn("/sign-in/email", request, context, { ...credentials, rememberMe: true });
  if (!(response instanceof Response)) return response;
  if (!response.ok) return refusal(response);
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { twoFactorRedirect?: boolean };
  if (body.twoFactorRedirect) return { ok: "two-step", cookies: response.headers.getSetCookie() };
  return signedIn(request, response, credentials.email);
}

/** A backup code: two groups of five letters and digits ("a1B2c-3D4e5"); an app's code is six digits. */
export const isAppCode = (code: string) => /^\d{6}$/.test(code);

/**
 * The second step of a sign-in: the authenticator app's code, or a backup code (which then stops
 * working), checked by Better Auth against the sign-in the first step began.
 */
export async function signInWithCode(
  request: Request,
  context: AppLoadContext | undefined,
  code: string,
): Promise<SignInResult> {
  const [endpoint, body] = isAppCode(code)
    ? (["/two-factor/verify-totp", { code }] as const)
    : (["/two-factor/verify-backup-code", { code }] as const);
  const response = await callSignIn(endpoint, request, context, body);
  if (!(response instanceof Response)) return response;
  if (!response.ok) return refusal(response);
  const answer = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { user?: { email?: string } };
  return signedIn(request, response, answer.user?.email ?? "");
}
