import type { AppLoadContext } from "react-router";
import { callAuthEndpoint } from "~/features/admin-accounts/service/auth-request.server";
import { adminMessages, type ToastMessage } from "~/lib/admin-messages";

/**
 * Two-step sign-in for the signed-in admin, through Better Auth's two-factor plugin (its origin
 * check and rate limit apply): turning it on (a new secret and 10 backup codes, on once the app's
 * first code is entered), new backup codes, and turning it off.
 */

export type TwoStepOutcome =
  | { outcome: "setup"; totpURI: string; backupCodes: string[] }
  | { outcome: "codes"; backupCodes: string[] }
  | { outcome: "done"; cookies: string[] }
  | { outcome: "field"; field: "password" | "code"; message: string }
  | { outcome: "refused"; status: number; toast: ToastMessage };

/** What Better Auth answered, read as an outcome; `done` makes a success's outcome from its body. */
async function answered(
  endpoint: string,
  request: Request,
  context: AppLoadContext | undefined,
  body: Record<string, unknown>,
  done: (answer: Record<string, unknown>, response: Response) => TwoStepOutcome,
): Promise<TwoStepOutcome> {
  let response: Response;
  try {
    response = await callAuthEndpoint(endpoint, request, context, body);
  } catch (error) {
    console.error(`[auth] ${endpoint} failed unexpectedly: ${(error as Error).message}`);
    return { outcome: "refused", status: 500, toast: adminMessages.auth.unexpected };
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return done(answer, response);
  if (answer.code === "INVALID_PASSWORD")
    return { outcome: "field", field: "password", message: "Password is incorrect" };
  if (answer.code === "INVALID_CODE") {
    return { outcome: "field", field: "code", message: "That code is not right. Type the one your app shows now." };
  }
  if (response.status >= 500) {
    console.error(`[auth] ${endpoint} answered ${response.status}`);
    return { outcome: "refused", status: 500, toast: adminMessages.auth.unexpected };
  }
  const message = typeof answer.message === "string" ? answer.message : "The request was refused.";
  return { outcome: "refused", status: response.status, toast: adminMessages.auth.error(message) };
}

const codesOf = (answer: Record<string, unknown>) =>
  Array.isArray(answer.backupCodes)
    ? answer.backupCodes.filter((code): code is string => typeof code === "string")
    : [];

/** A new secret and backup codes; two-step sign-in is on once `confirmTwoStep` gets the app's first code. */
export function beginTwoStep(request: Request, context: AppLoadContext | undefined, password: string) {
  return answered("/two-factor/enable", request, context, { password }, (answer) => ({
    outcome: "setup",
    totpURI: String(answer.totpURI ?? ""),
    backupCodes: codesOf(answer),
  }));
}

/** The app's first code: two-step sign-in is on (the session is renewed: its cookie goes back). */
export function confirmTwoStep(request: Request, context: AppLoadContext | undefined, code: string) {
  return answered("/two-factor/verify-totp", request, context, { code }, (_answer, response) => ({
    outcome: "done",
    cookies: response.headers.getSetCookie(),
  }));
}

/** Ten new backup codes; the old ones stop working. */
export function renewBackupCodes(request: Request, context: AppLoadContext | undefined, password: string) {
  return answered("/two-factor/generate-backup-codes", request, context, { password }, (answer) => ({
    outcome: "codes",
    backupCodes: codesOf(answer),
  }));
}

/** Turns two-step sign-in off (the session is renewed: its cookie goes back). */
export function endTwoStep(request: Request, context: AppLoadContext | undefined, password: string) {
  return answered("/two-factor/disable", request, context, { password }, (_answer, response) => ({
    outcome: "done",
    cookies: response.headers.getSetCookie(),
  }));
}

/** What each of the account page's two-step forms asks for, does, logs and says once done. */
const steps = {
  "two-step-on": { asks: "password", run: beginTwoStep, activity: null, toast: null },
  "two-step-confirm": {
    asks: "code",
    run: confirmTwoStep,
    activity: "turned on two-step sign-in",
    toast: adminMessages.account.twoStepOn,
  },
  "two-step-codes": {
    asks: "password",
    run: renewBackupCodes,
    activity: "made new backup codes",
    toast: adminMessages.account.backupCodesRenewed,
  },
  "two-step-off": {
    asks: "password",
    run: endTwoStep,
    activity: "turned off two-step sign-in",
    toast: adminMessages.account.twoStepOff,
  },
} as const satisfies Record<
  string,
  {
    asks: "password" | "code";
    run: (request: Request, context: AppLoadContext | undefined, value: string) => Promise<TwoStepOutcome>;
    activity: string | null;
    toast: ToastMessage | null;
  }
>;

export type TwoStepIntent = keyof typeof steps;

/** The two-step form an `intent` names, or undefined. */
export function twoStepStep(intent: string) {
  return Object.hasOwn(steps, intent) ? steps[intent as TwoStepIntent] : undefined;
}
