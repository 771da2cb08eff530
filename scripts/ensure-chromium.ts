import { spawnSync } from "node:child_process";
import { findChromium, HEADLESS_SHELL, isDebianLike } from "./chromium.ts";

/**
 * Makes sure the end-to-end tests have a Chromium: on Debian or Ubuntu as root it installs the
 * `chromium-headless-shell` package, which the tests drive (it takes less of the machine than the
 * browser), and `chromium`, the browser itself, which the door scanner's test drives (the shell
 * plays no camera); elsewhere it stops with the command to run unless some Chromium is there.
 */
const packages = ["chromium", "chromium-headless-shell"];
const installCommand = `sudo apt-get update && sudo apt-get install -y ${packages.join(" ")}`;
/** Playwright's own Chromium, for any system (findChromium looks there too). */
const playwrightCommand = "npx playwright install chromium";

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
const canInstall = isDebianLike() && isRoot && !process.env.CHROMIUM_PATH;
const found = findChromium({ shell: true });
const both = found === HEADLESS_SHELL && findChromium() !== undefined;
// The browser alone does, where the shell cannot be installed.
if (found && (both || !canInstall)) process.exit(0);

if (process.env.CHROMIUM_PATH) {
  console.error(
    `CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, but there is no file there. Point it at a Chromium or Chrome executable, or unset it to use the system's Chromium.`,
  );
  process.exit(1);
}

if (!canInstall) {
  console.error(
    isDebianLike()
      ? `The end-to-end tests need Chromium. Install it with:\n  ${installCommand}`
      : `The end-to-end tests need Chromium. Install it with:\n  ${playwrightCommand}\n(or set CHROMIUM_PATH to a Chromium or Chrome executable)`,
  );
  process.exit(1);
}

console.log(`Installing Chromium for the end-to-end tests (apt-get install ${packages.join(" ")})...`);
const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
for (const args of [
  ["update", "-q"],
  ["install", "-y", "-q", "--no-install-recommends", ...packages],
]) {
  const result = spawnSync("apt-get", args, { stdio: "inherit", env });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(" ")} failed. Install Chromium yourself:\n  ${installCommand}`);
    process.exit(1);
  }
}
if (findChromium({ shell: true }) !== HEADLESS_SHELL || !findChromium()) {
  console.error(`Chromium's headless shell was installed but not found at ${HEADLESS_SHELL}; set CHROMIUM_PATH.`);
  process.exit(1);
}
