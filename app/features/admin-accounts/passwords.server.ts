import type { AppLoadContext } from "react-router";
import { auth, forgetResetLinks, resetLinkEmail } from "~/features/admin-accounts/service/auth.server";
import { callAuthEndpoint } from "~/features/admin-accounts/service/auth-request.server";
import { adminMessages, type ToastMessage } from "~/lib/admin-messages";
import { db } from "~/lib/db/client.server";
import { passwordProblem } from "~/lib/password-policy.server";
import { passwordMessages } from "~/lib/passwords";

/** What Better Auth answered, read once: its status, error code and message, and the cookies it set. */
interface AuthAnswer {
  ok: boolean;
  status: number;
  code: string | undefined;
  message: string | undefined;
  retryAfter: string | null;
  cookies: string[];
}

async function answerOf(response: Response): Promise<AuthAnswer> {
  const body = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  return {
    ok: response.ok,
    status: response.status,
    code: typeof body.code === "string" ? body.code : undefined,
    message: typeof body.message === "string" ? body.message : undefined,
    retryAfter: response.headers.get("X-Retry-After"),
    cookies: response.headers.getSetCookie(),
  };
}

async function call(
  endpoint: string,
  request: Request,
  context: AppLoadContext | undefined,
  body: Record<string, unknown>,
): Promise<AuthAnswer> {
  try {
    return await answerOf(await callAuthEndpoint(endpoint, request, context, body));
  } catch (error) {
    console.error(`[auth] ${endpoint} failed unexpectedly: ${(error as Error).message}`);
    return { ok: false, status: 500, code: undefined, message: undefined, retryAfter: null, cookies: [] };
  }
}

/** The toast of a refusal that is not about a field: too many requests, or a failure. */
function refusalToast(answer: AuthAnswer): ToastMessage {
  if (answer.status === 429) {
    const wait = answer.retryAfter ? ` Try again in ${answer.retryAfter} seconds.` : "";
    return adminMessages.auth.error(`Too many requests. Please wait a moment.${wait}`);
  }
  if (answer.status >= 500) console.error(`[auth] answered ${answer.status}: ${answer.message ?? ""}`);
  return adminMessages.auth.unexpected;
}

export type PasswordOutcome =
  /** Done: the cookies Better Auth set, and the account's address when the form did not name it. */
  | { outcome: "done"; cookies: string[]; email?: string }
  /** A refusal shown next to a field. */
  | { outcome: "field"; field: string; message: string }
  /** The reset link cannot be used (any more). */
  | { outcome: "invalid-link" }
  | { outcome: "refused"; status: number; toast: ToastMessage };

/**
 * 'Forgot password?': Better Auth makes a single-use link and the site queues it in the outbox,
 * when the address has an account. The answer is the same whether or not it has one.
 */
export async function requestPasswordReset(
  request: Request,
  context: AppLoadContext | undefined,
  email: string,
): Promise<PasswordOutcome> {
  const answer = await call("/request-password-reset", request, context, { email });
  if (answer.ok) return { outcome: "done", cookies: [] };
  if (answer.status === 400) return { outcome: "field", field: "email", message: "Please enter a valid email address" };
  return { outcome: "refused", status: answer.status, toast: refusalToast(answer) };
}

/** The account a reset link is for, or null when it cannot be used: expired, used or altered. */
export async function resetLinkAccount(token: string | null): Promise<{ email: string } | null> {
  const email = await resetLinkEmail((await auth().$context).internalAdapter, token);
  return email ? { email } : null;
}

/** A password the site's rules refuse for the account of `email`, as the field's message. */
async function refusedPassword(password: string, email: string): Promise<PasswordOutcome | null> {
  const problem = await passwordProblem(password, email);
  return problem ? { outcome: "field", field: "newPassword", message: problem } : null;
}

/**
 * Sets the password of a reset link's account through Better Auth, which uses the link up and
 * ends every session of the account.
 */
export async function resetPassword(
  request: Request,
  context: AppLoadContext | undefined,
  input: { token: string; newPassword: string },
): Promise<PasswordOutcome> {
  const account = await resetLinkAccount(input.token);
  if (!account) return { outcome: "invalid-link" };
  const refused = await refusedPassword(input.newPassword, account.email);
  if (refused) return refused;
  const answer = await call("/reset-password", request, context, input);
  if (answer.ok) return { outcome: "done", cookies: [], email: account.email };
  if (answer.code === "INVALID_TOKEN") return { outcome: "invalid-link" };
  if (answer.status === 400)
    return {
      outcome: "field",
      field: "newPassword",
      message: answer.message || passwordMessages.refused,
    };
  return { outcome: "refused", status: answer.status, toast: refusalToast(answer) };
}

/**
 * 'Change password' for the signed-in admin: the current password must be right; every other
 * session of the account ends, and this browser gets a new one.
 */
export async function changePassword(
  request: Request,
  context: AppLoadContext | undefined,
  account: { id: string; email: string },
  input: { currentPassword: string; newPassword: string },
): Promise<PasswordOutcome> {
  const refused = await refusedPassword(input.newPassword, account.email);
  if (refused) return refused;
  const answer = await call("/change-password", request, context, { ...input, revokeOtherSessions: true });
  if (answer.ok) {
    // A reset link sent before the change no longer sets the password.
    await forgetResetLinks(db(), account.id);
    return { outcome: "done", cookies: answer.cookies };
  }
  if (answer.code === "INVALID_PASSWORD") {
    return { outcome: "field", field: "currentPassword", message: "The current password is not right" };
  }
  if (answer.status === 400)
    return {
      outcome: "field",
      field: "newPassword",
      message: answer.message || passwordMessages.refused,
    };
  return { outcome: "refused", status: answer.status, toast: refusalToast(answer) };
}
