import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { findChromium } from "./scripts/chromium.ts";

/**
 * End-to-end tests drive the system Chromium against the built site, started on its own port
 * with a fresh embedded database (demo content, and one admin account) under test-results/.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = path.resolve("test-results", "e2e-data");
export const e2eAdmin = { email: "admin@e2e.example.org", password: "e2e-admin-password" };

export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/artifacts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [["list"]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: findChromium(),
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: {
    command: `rm -rf "${dataDir}" && node_modules/.bin/tsx scripts/cli.ts admin:create --email ${e2eAdmin.email} --password ${e2eAdmin.password} && node_modules/.bin/tsx server/main.ts`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: "true",
      DATABASE_URL: "",
      SMTP_URL: "",
    },
  },
});
