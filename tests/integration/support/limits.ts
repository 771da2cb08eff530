/**
 * The integration tests' time limits, each for what is waited for (vitest.config.ts sets the first
 * two as the defaults):
 * - a test's own work in this process (loaders, actions, queries, requests to a started site);
 * - a hook that makes a test database (a copy of the template, or a new one migrated on the server);
 * - a process a test starts, for what it is started for (a command to end, the site to serve or to
 *   stop): most of that is what making a database is, Node loading the app and opening, creating or
 *   migrating its database, so it has that limit.
 *
 * A test or hook that waits for processes one after another has their limits besides its own
 * (`waitingFor`): its limit grows with what it waits for, not with a guess of how busy the machine is.
 * A process that passes its limit is killed and fails the test with what it wrote.
 */
export const TEST_LIMIT_MS = 30_000;
export const DATABASE_LIMIT_MS = 60_000;
export const PROCESS_LIMIT_MS = DATABASE_LIMIT_MS;

/** The limit of a test or hook that waits for `processes` processes in turn, and does its own work. */
export function waitingFor(processes: number): number {
  return processes * PROCESS_LIMIT_MS + TEST_LIMIT_MS;
}
