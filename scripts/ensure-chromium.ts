import { spawnSync } from "node:child_process";
import { findChromium, isDebianLike } from "./chromium.ts";

/**
 * Makes sure the end-to-end tests have a Chromium: on Debian or Ubuntu as root it installs the
 * `chromium` package; elsewhere it stops with the command to run.
 */
const installCommand = "sudo apt-get update && sudo apt-get install -y chromium";
/** Playwright's own Chromium, for any system (findChromium looks there too). */
const playwrightCommand = "npx playwright install chromium";

if (findChromium()) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(
    `CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but there is no file there. Point it at a Chromium or Chrome executable, or unset it to use the system's Chromium.`,
  );
  process.exit(1);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (!isDebianLike() || !isRoot) {
  console.error(
    isDebianLike()
      ? `The end-to-end tests need Chromium. Install it with:\n  ${installCommand}`
      : `The end-to-end tests need Chromium. Install it with:\n  ${playwrightCommand}\n(or set CHROMIUM_PATH to a Chromium or Chrome executable)`,
  );
  process.exit(1);
}

console.log("Installing Chromium for the end-to-end tests (apt-get install chromium)...");
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [
  ["update", "-q"],
  ["install", "-y", "-q", "--no-install-recommends", "chromium"],
]) {
  const result = spawnSync("apt-get", args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(" ")} failed. Install Chromium yourself:\n  ${installCommand}`);
    process.exit(1);
  }
}
if (!findChromium()) {
  console.error("Chromium was installed but not found at /usr/bin/chromium; set CHROMIUM_PATH.");
  process.exit(1);
}
