import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * How the tests start Chromium: headless as root, and without the connections it makes to Google's
 * services, which this machine's closed network refuses.
 */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Where Debian's headless shell of Chromium (package chromium-headless-shell) is. */
export const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";

/**
 * The Chromium to drive: CHROMIUM_PATH, the system package, or a browser Playwright installed.
 * With `shell`, Debian's headless shell first: it renders pages as the browser does, without the
 * browser's own interface, in a good deal less of the machine (what the end-to-end tests want).
 * Undefined when none is on this machine.
 */
export function findChromium({ shell = false } = {}): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : undefined;
  const system = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
  for (const candidate of shell ? [HEADLESS_SHELL, ...system] : system) {
    if (existsSync(candidate)) return candidate;
  }
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require("playwright-core") as typeof import("playwright-core");
    const installed = chromium.executablePath();
    if (installed && existsSync(installed)) return installed;
  } catch {
    // playwright-core has no browser of its own here.
  }
  return undefined;
}

export function isDebianLike(): boolean {
  try {
    const release = readFileSync("/etc/os-release", "utf8");
    return /^(ID|ID_LIKE)=.*\b(debian|ubuntu)\b/m.test(release);
  } catch {
    return false;
  }
}
