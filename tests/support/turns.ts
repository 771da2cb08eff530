/** Waits for the task in which a turn that ended is handed to the next in line (lib/turns.server.ts). */
export const handedOver = () => new Promise<void>((resolve) => setImmediate(resolve));
