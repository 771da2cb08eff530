import { defineConfig, devices } from "@playwright/test";
import { servers } from "./e2e/support/servers.ts";
import { chromiumArgs, findChromium } from "./scripts/chromium.ts";

/**
 * End-to-end tests drive the system Chromium against the built site (`npm run test:e2e` builds it
 * first when stale). e2e/support/sites.ts starts the mail servers and the sites of
 * e2e/support/servers.ts, each on a fresh embedded database, all at once.
 */
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results/artifacts",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Five sites and two browsers share the machine; a sign-in (slow password hashing on purpose)
  // can take more than the default 5 s to land.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    baseURL: servers.demo.url,
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
          args: chromiumArgs,
        },
      },
    },
  ],
  webServer: {
    command: "node_modules/.bin/tsx e2e/support/sites.ts",
    // Printed once every site answers; the script ends, saying why, if a site or a step fails first.
    wait: { stdout: /e2e sites ready/ },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
