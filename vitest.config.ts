import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

// Tests never touch ./data: the app's data directory is a temporary folder of this run.
const dataDir = path.join(os.tmpdir(), `aero-club-vitest-${process.pid}`);

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
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
          name: "integration",
          include: ["tests/integration/**/*.test.{ts,tsx}"],
          environment: "node",
          globalSetup: ["tests/integration/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
