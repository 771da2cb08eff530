/**
 * Waits for a turn that ended to be taken by the next in line and its work to start
 * (lib/turns.server.ts): the turn is freed in a task of its own (`freedAfterTask`), and the work
 * it is handed to starts in the task after.
 */
export async function handedOver(): Promise<void> {
  for (let task = 0; task < 2; task++) await new Promise<void>((resolve) => setImmediate(resolve));
}
