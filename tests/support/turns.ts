/**
 * Waits for a turn that ended to be given to the next in line and its work to start
 * (lib/turns.server.ts): that happens in the task after the one that ended it. A line that gives
 * way (`givingWay`) is told in that task, and its work starts in the task after: two tasks.
 */
export async function handedOver(tasks = 1): Promise<void> {
  for (let task = 0; task < tasks; task++) await new Promise<void>((resolve) => setImmediate(resolve));
}
