import { defineConfig, devices } from "@playwright/test";
import {
  dataDirOf,
  e2eAdmin,
  e2eForgetful,
  e2eMember,
  e2eTreasurer,
  servers,
  smtpPorts,
} from "./e2e/support/servers.ts";
import { chromiumArgs, findChromium } from "./scripts/chromium.ts";

/**
 * End-to-end tests drive the system Chromium against the built site (`npm run test:e2e` builds it
 * first when stale). Each site of e2e/support/servers.ts starts on a fresh embedded database.
 */
const tsx = "node_modules/.bin/tsx";

function site(name: keyof typeof servers, setup: string, env: Record<string, string>, node = "node") {
  const dataDir = dataDirOf(name);
  return {
    command: `rm -rf "${dataDir}" && ${setup.replaceAll("$DATA_DIR", `"${dataDir}"`)}${setup ? " && " : ""}${node} server/start.mjs`,
    url: `${servers[name].url}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      PORT: String(servers[name].port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SMTP_URL: "",
      CONTACT_TO: "",
      PUBLIC_URL: "",
      // The admin tests sign in each from an address of its own, sent in X-Forwarded-For; the
      // public tests post many forms from one address.
      TRUST_PROXY: "loopback",
      FORM_RATE_LIMIT: "1000",
      // The club's own time zone (the default), whatever the machine's.
      TZ: "",
      ...env,
    },
  };
}

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
  webServer: [
    {
      command: `${tsx} e2e/support/mail-server.ts`,
      port: smtpPorts.refusing,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
    },
    site(
      "demo",
      [
        `${tsx} scripts/cli.ts admin:create --email ${e2eAdmin.email} --password ${e2eAdmin.password}`,
        `${tsx} scripts/cli.ts admin:create --email ${e2eMember.email} --password ${e2eMember.password}`,
        `${tsx} scripts/cli.ts admin:revoke --email ${e2eMember.email}`,
        `${tsx} scripts/cli.ts admin:create --email ${e2eForgetful.email} --password ${e2eForgetful.password}`,
      ].join(" && "),
      {
        SEED_DEMO: "true",
        SMTP_URL: `smtp://127.0.0.1:${smtpPorts.delivering}`,
        MAIL_FROM: "Club Website <website@e2e.example.org>",
        CONTACT_TO: "club@e2e.example.org",
      },
      // A request may ask to be answered later than now, to open a link after it expired.
      "node --import ./e2e/support/server-clock.mjs",
    ),
    site(
      "empty",
      [
        `${tsx} scripts/cli.ts admin:create --email ${e2eAdmin.email} --password ${e2eAdmin.password}`,
        `${tsx} scripts/cli.ts admin:create --email ${e2eTreasurer.email} --password ${e2eTreasurer.password}`,
      ].join(" && "),
      {
        SEED_DEMO: "false",
        SMTP_URL: `smtp://127.0.0.1:${smtpPorts.refusing}`,
        CONTACT_TO: "club@e2e.example.org",
      },
    ),
    site("broken", `${tsx} e2e/support/break-database.ts $DATA_DIR`, { SEED_DEMO: "false" }),
    site("editing", `${tsx} scripts/cli.ts admin:create --email ${e2eAdmin.email} --password ${e2eAdmin.password}`, {
      SEED_DEMO: "true",
    }),
  ],
});
