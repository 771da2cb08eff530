import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

// Plain JavaScript, so that `npm start` can check the build without a TypeScript loader in the
// server's process; server/build.d.mts gives its types.

/** What the build is made from: a change to any of these makes the build stale. */
const inputs = [
  "app",
  "public",
  "server",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package-lock.json",
];

/**
 * @param {string} root
 * @param {string} relative
 * @param {string[]} out
 */
function listFiles(root, relative, out) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort()) listFiles(root, path.join(relative, entry), out);
  } else {
    out.push(relative);
  }
}

/**
 * @param {string} root
 * @returns {string}
 */
export function sourceHash(root) {
  /** @type {string[]} */
  const files = [];
  for (const input of inputs) listFiles(root, input, files);
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(file);
    hash.update("\0");
    hash.update(readFileSync(path.join(root, file)));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** @param {string} root */
const stampFile = (root) => path.join(root, "build", ".source-hash");

/**
 * @param {string} root
 * @returns {string | undefined}
 */
function readStamp(root) {
  try {
    return readFileSync(stampFile(root), "utf8").trim();
  } catch {
    return undefined;
  }
}

/**
 * Builds the site when the build is missing or older than its sources.
 * @param {string} root
 */
export function ensureBuild(root) {
  const hash = sourceHash(root);
  if (existsSync(path.join(root, "build", "server", "index.js")) && readStamp(root) === hash) return;
  console.log("Building the site (the build is missing or out of date)...");
  const started = Date.now();
  const devPackage = createRequire(path.join(root, "package.json")).resolve("@react-router/dev/package.json");
  const cli = path.join(path.dirname(devPackage), "bin.js");
  const result = spawnSync(process.execPath, [cli, "build"], {
    cwd: root,
    stdio: ["ignore", "ignore", "pipe"],
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
  });
  // React Router's Vite plugin warns about an option it sets itself; that line helps nobody here.
  const errors = result.stderr
    .split("\n")
    .filter((line) => line.trim() !== "" && !line.includes("`envFile` option is deprecated"));
  if (errors.length > 0) console.error(errors.join("\n"));
  if (result.status !== 0) {
    console.error("The build failed; see the errors above.");
    process.exit(1);
  }
  writeFileSync(stampFile(root), hash);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}
