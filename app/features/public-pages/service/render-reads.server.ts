import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a render read, told by the queries as they run: whether a read failed (a page showing a
 * failure is not kept), whether it shows events' seats (such a page is rendered again after
 * registrations) and whether it asked who is signed in (such a page is never served from the page
 * cache to a request with a session).
 */

const readFailures = new AsyncLocalStorage<{ failed: boolean; attendance: boolean; session: boolean }>();

/** Tells a render being kept that one of its reads failed: a page showing a failure is not kept. */
export function noteFailedRead(): void {
  const render = readFailures.getStore();
  if (render) render.failed = true;
}

/** Tells a render being kept that it shows events' seats: it is rendered again after registrations. */
export function noteShowsAttendance(): void {
  const render = readFailures.getStore();
  if (render) render.attendance = true;
}

/**
 * Tells a render being kept that it asked for the request's session (whether anyone is signed in
 * or not): what it shows may depend on who asks.
 */
export function noteSessionRead(): void {
  const render = readFailures.getStore();
  if (render) render.session = true;
}

/**
 * Runs a render for keeping, and says whether any of its reads failed (see noteFailedRead),
 * whether it shows seats (see noteShowsAttendance) and whether it asked for the session (see
 * noteSessionRead).
 */
export async function watchReads<T>(
  render: () => Promise<T>,
): Promise<{ value: T; failedRead: boolean; showsAttendance: boolean; readsSession: boolean }> {
  const watched = { failed: false, attendance: false, session: false };
  const value = await readFailures.run(watched, render);
  return {
    value,
    failedRead: watched.failed,
    showsAttendance: watched.attendance,
    readsSession: watched.session,
  };
}
