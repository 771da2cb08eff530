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
  // No limit on a test as a whole: a test walking a long flow takes as long as its steps do, on a
  // fast machine or a busy one. Each step has the limit of what it waits for: a page to load
  // (navigationTimeout), or an element or a state to be there, for an action (actionTimeout) or an
  // assertion (expect). A step that waits longer fails, naming what it waited for.
  timeout: 0,
  // Five sites and two browsers share two cores; on a slow or busy machine a save, or a sign-in
  // (slow password hashing on purpose), has been seen to take more than 10 s to land. The limit
  // only says how long a step that will not happen is waited for.
  expect: { timeout: 30_000 },
  reporter: [["list"]],
  use: {
    baseURL: servers.demo.url,
    // An action waits for its element as an assertion does (Playwright sets no limit of its own).
    actionTimeout: 30_000,
    // A page and what it loads before its load event; the limit a page load had as part of a test.
    navigationTimeout: 30_000,
    // The browser takes most of the machine in a run, so it does only what the tests read:
    // - reduced motion: otherwise the home page's video plays, decoded and drawn, in every test that
    //   opens it; the hero's tests and the navigation's (the drawer's slide, smooth scrolling) ask
    //   for motion, as most visitors browse;
    // - no trace: recording one for every test (a screenshot of each frame, the page's DOM at each
    //   step) took about a third of the run's time. A failure keeps its screenshot and the page's
    //   accessibility tree (error-context.md); for a trace, run again with --trace=on.
    reducedMotion: "reduce",
    trace: "off",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: findChromium({ shell: true }),
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
