import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What a render read, told by the queries as they run: whether a read failed (a page showing a
 * failure is not kept) and whether it shows events' seats (such a page is rendered again after
 * registrations).
 */

const readFailures = new AsyncLocalStorage<{ failed: boolean; attendance: boolean }>();

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
 * Runs a render for keeping, and says whether any of its reads failed (see noteFailedRead) and
 * whether it shows seats (see noteShowsAttendance).
 */
export async function watchReads<T>(
  render: () => Promise<T>,
): Promise<{ value: T; failedRead: boolean; showsAttendance: boolean }> {
  const watched = { failed: false, attendance: false };
  const value = await readFailures.run(watched, render);
  return { value, failedRead: watched.failed, showsAttendance: watched.attendance };
}
