import { afterAll, vi } from "vitest";

/**
 * Test files run two at a time: each worker gets a data directory of its own (the run's, with the
 * worker's number), so that files that look into it (uploads left in tmp, stored files) see only
 * their own. Set before a test file imports the app, which reads DATA_DIR when first asked.
 */
process.env.AERO_RUN_DATA_DIR ??= process.env.DATA_DIR;
process.env.DATA_DIR = `${process.env.AERO_RUN_DATA_DIR}-worker-${process.env.VITEST_POOL_ID ?? "1"}`;

// The files of a worker share the app's modules (vitest.config.ts): what a file replaced in them
// for its tests is put back before the next file runs.
afterAll(() => {
  vi.restoreAllMocks();
});
