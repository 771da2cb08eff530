import { sameSitePath } from "./club";

/** Where the admin area lives (the route table's segment): its sign-in page is its root. */
export const ADMIN_SEGMENT = "admin-kfupm-aero";
export const SIGN_IN_PATH = `/${ADMIN_SEGMENT}`;
export const DASHBOARD_PATH = `${SIGN_IN_PATH}/dashboard`;
export const SIGN_OUT_PATH = `${SIGN_IN_PATH}/sign-out`;
export const UPLOAD_PATH = `${SIGN_IN_PATH}/upload`;
/** Where the admin forms' Markdown preview is made: exactly as the public pages make it. */
export const MARKDOWN_PREVIEW_PATH = `${SIGN_IN_PATH}/markdown-preview`;
export const FORGOT_PASSWORD_PATH = `${SIGN_IN_PATH}/forgot-password`;
export const RESET_PASSWORD_PATH = `${SIGN_IN_PATH}/reset-password`;
export const ACCOUNT_PATH = `${SIGN_IN_PATH}/account`;
export const ACCEPT_INVITATION_PATH = `${SIGN_IN_PATH}/accept-invitation`;

/**
 * The spec's paths of the dashboard's quick buttons (`/admin/<page>`): they lead to the same page
 * of the admin area.
 */
export const QUICK_LINK_SEGMENT = "admin";

export function quickLinkPath(page: { key: string }): string {
  return `/${QUICK_LINK_SEGMENT}/${page.key}`;
}

/** The sign-in page's query: where to go back to, and whether a session just ended. */
export const RETURN_PARAM = "returnTo";
export const ENDED_PARAM = "session";

/**
 * A page of the admin area to go back to after signing in, or null: only a path under the admin
 * area (never the sign-in page itself, or a sign-out) is a way back.
 */
export function adminReturnPath(to: unknown): string | null {
  const path = sameSitePath(to);
  if (!path?.startsWith(`${SIGN_IN_PATH}/`)) return null;
  const { pathname } = new URL(path, "http://site.invalid");
  return pathname === SIGN_OUT_PATH ? null : path;
}

/**
 * Why the sign-in page is shown again: the session ended, with or without a form post lost, or the
 * admin removed their own admin role.
 */
export type SessionEnd = "ended" | "unsaved" | "revoked";

export function sessionEndOf(value: string | null): SessionEnd | null {
  return value === "ended" || value === "unsaved" || value === "revoked" ? value : null;
}

/** The sign-in page, with the way back to `returnTo` and, when a session ended, a word on it. */
export function signInPathFor(returnTo: string | null, ended: SessionEnd | null): string {
  const query = new URLSearchParams();
  const back = adminReturnPath(returnTo);
  if (back && back !== DASHBOARD_PATH) query.set(RETURN_PARAM, back);
  if (ended) query.set(ENDED_PARAM, ended);
  const search = query.toString();
  return search ? `${SIGN_IN_PATH}?${search}` : SIGN_IN_PATH;
}

/** The admin page of a collection or an inbox section, by its key. */
export function adminPagePath(page: { key: string }): string {
  return `${SIGN_IN_PATH}/${page.key}`;
}

/** The absolute address of a page a link opens with its token (a reset link, an invitation). */
export function linkWithToken(path: string, baseURL: string, token: string): string {
  const url = new URL(path, baseURL);
  url.searchParams.set("token", token);
  return url.toString();
}

/** The account page's query when the club requires two-step sign-in and the admin has not turned it on. */
export const TWO_STEP_REQUIRED_PARAM = "two-step-required";

/** The page that asks for the code of a sign-in with two steps. */
export const TWO_STEP_PATH = `${SIGN_IN_PATH}/two-step`;

/** An event's attendee list, and the check-in page made for a phone at the door. */
export const attendeesPath = (eventId: string) => `${SIGN_IN_PATH}/events/${eventId}/attendees`;
export const attendeesCsvPath = (eventId: string) => `${attendeesPath(eventId)}.csv`;
export const checkInPath = (eventId: string) => `${SIGN_IN_PATH}/events/${eventId}/check-in`;

/** Whether `pathname` is a check-in page (or its data): the one page that may use the camera. */
export function isCheckInPath(pathname: string): boolean {
  return new RegExp(`^${SIGN_IN_PATH}/events/[^/]+/check-in(\\.data)?$`, "i").test(pathname);
}

/** Where a newsletter issue is previewed, tried and sent. */
export const issueSendingPath = (issueId: string) => `${SIGN_IN_PATH}/newsletter/${issueId}`;
