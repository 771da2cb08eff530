import { type AppLoadContext, redirect } from "react-router";
import { isAdmin } from "~/features/admin-accounts/service/admin-role.server";
import { auth } from "~/features/admin-accounts/service/auth.server";
import { noteSessionRead } from "~/features/public-pages/service/render-reads.server";
import { currentSettings } from "~/features/settings/service/site-settings.server";
import { ACCOUNT_PATH, SIGN_IN_PATH, signInPathFor, TWO_STEP_REQUIRED_PARAM } from "~/lib/admin-paths";
import { db } from "~/lib/db/client.server";
import { hasAuthCookie } from "~/lib/sign-in-cookies";

export { DASHBOARD_PATH, SIGN_IN_PATH } from "~/lib/admin-paths";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  /** Whether the account signs in with an authenticator app's code too. */
  twoFactorEnabled: boolean;
}

/**
 * The signed-in user of a request, and the headers (a renewed session cookie) to send back.
 * A session that cannot be read counts as none.
 */
export async function readSession(headers: Headers): Promise<{ user: SessionUser | null; headers: Headers }> {
  noteSessionRead();
  try {
    const { headers: responseHeaders, response } = await auth().api.getSession({ headers, returnHeaders: true });
    const found = response?.user;
    const user = found
      ? { id: found.id, email: found.email, name: found.name, twoFactorEnabled: found.twoFactorEnabled === true }
      : null;
    return { user, headers: responseHeaders };
  } catch (error) {
    console.error(`[auth] session lookup failed: ${(error as Error).message}`);
    return { user: null, headers: new Headers() };
  }
}

/** The user the server already found for this request (admin pages), or a fresh lookup. */
export async function sessionUser(request: Request, context: AppLoadContext | undefined): Promise<SessionUser | null> {
  noteSessionRead();
  if (context && "sessionUser" in context && context.sessionUser !== undefined) return context.sessionUser;
  return (await readSession(request.headers)).user;
}

/**
 * Where a request without a session goes: the sign-in page, which brings the admin back to the page
 * they were on (for a form post, the page that posted it) and says that the session ended when
 * the request carried one, or a form would have been saved.
 */
function signInPathOf(request: Request): string {
  const url = new URL(request.url);
  const posted = request.method !== "GET" && request.method !== "HEAD";
  // A page's data request (`/events.data?index`) comes back to the page.
  for (const internal of ["index", "_routes"]) url.searchParams.delete(internal);
  let page = `${url.pathname.replace(/\.data$/, "")}${url.search}`;
  const referrer = request.headers.get("Referer");
  if (posted && referrer) {
    try {
      const from = new URL(referrer);
      if (from.origin === url.origin) page = `${from.pathname}${from.search}`;
    } catch {
      // An unreadable Referer leaves the posted address as the way back.
    }
  }
  const hadSession = hasAuthCookie(request.headers.get("Cookie"), "session_token");
  return signInPathFor(page, posted ? "unsaved" : hadSession ? "ended" : null);
}

/**
 * The one check of everything only an admin may have: a signed-in user with an admin_users row,
 * and, where the club requires two-step sign-in, with it on (except on the account page, where it
 * is turned on). The admin, or why the request is not one.
 */
async function adminCheck(
  request: Request,
  context: AppLoadContext | undefined,
): Promise<SessionUser | "no-session" | "not-admin" | "two-step-required"> {
  const user = await sessionUser(request, context);
  if (!user) return "no-session";
  if (!(await isAdmin(db(), user.id))) return "not-admin";
  if (!user.twoFactorEnabled && new URL(request.url).pathname.replace(/\.data$/, "") !== ACCOUNT_PATH) {
    if ((await currentSettings()).requireTwoFactor) return "two-step-required";
  }
  return user;
}

/**
 * Every admin loader and action starts here. A visitor is sent to the sign-in page, a user
 * without the admin role to the sign-in page's 'Access Denied', and an admin the club requires
 * two-step sign-in of, without it, to the account page (where it is turned on); no admin data is
 * read for any of them.
 */
export async function requireAdmin(request: Request, context?: AppLoadContext): Promise<SessionUser> {
  const found = await adminCheck(request, context);
  switch (found) {
    case "no-session":
      throw redirect(signInPathOf(request));
    case "not-admin":
      throw redirect(SIGN_IN_PATH);
    case "two-step-required":
      throw redirect(`${ACCOUNT_PATH}?${TWO_STEP_REQUIRED_PARAM}`);
    default:
      return found;
  }
}

/**
 * Whether the request comes from an admin, by the same check as the admin area's (for what admins
 * may see on public pages: a draft's preview).
 */
export async function isAdminRequest(request: Request, context?: AppLoadContext): Promise<boolean> {
  return typeof (await adminCheck(request, context)) === "object";
}
