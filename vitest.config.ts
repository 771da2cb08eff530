import os from "node:os";
import path from "node:path";
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from "vitest/config";
import { DATABASE_LIMIT_MS, TEST_LIMIT_MS } from "./tests/integration/support/limits";

// Tests never touch ./data: the app's data directory is a temporary folder of this run.
const dataDir = path.join(os.tmpdir(), `aero-club-vitest-${process.pid}`);

/** Integration files that set the configuration the app reads once: each runs in a process of its own. */
const setsEnvironment = ["tests/integration/contact-smtp-config.test.ts", "tests/integration/prepare.test.ts"];

const integration: TestProjectInlineConfiguration["test"] = {
  include: ["tests/integration/**/*.test.{ts,tsx}"],
  environment: "node",
  globalSetup: ["tests/integration/global-setup.ts"],
  setupFiles: ["tests/integration/support/worker-data-dir.ts"],
  // What a test or a hook waits for (tests/integration/support/limits.ts).
  testTimeout: TEST_LIMIT_MS,
  hookTimeout: DATABASE_LIMIT_MS,
};

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // Two files at a time, also on two cores (Vitest's default is one fewer than the cores): most
    // of an integration file's time is spent waiting for the sites, commands and databases it
    // starts, so a second file uses what the first leaves.
    maxWorkers: 2,
    env: {
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      AUTH_SECRET: "test-secret-that-is-long-enough-for-better-auth",
      PUBLIC_URL: "http://localhost:3000",
      SEED_DEMO: "false",
      // The site's time zone is the club's own (the default), whatever the machine's.
      TZ: "",
    },
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], environment: "node" },
      },
      {
        extends: true,
        test: {
          ...integration,
          name: "integration",
          exclude: [...configDefaults.exclude, ...setsEnvironment],
          // The files of a worker share their modules: each file would otherwise spend seconds
          // loading the app again. Each file puts back what it replaces in them, and the setup file
          // restores every spy after it (docs/testing.md).
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...integration, name: "integration-alone", include: setsEnvironment },
      },
    ],
  },
});
