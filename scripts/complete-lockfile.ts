import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * The package registry this project is developed against mirrors only some platforms' builds of
 * packages with native binaries (Biome, Rollup, Tailwind's oxide). `npm install` then leaves those
 * optional platform packages out of package-lock.json, and `npm ci` refuses a lock file that lacks
 * them. This adds the missing entries, with the platform fields npm uses to skip them elsewhere, so
 * the lock file is what a full registry would have written. Run it after `npm install`.
 */
interface LockEntry {
  version?: string;
  optionalDependencies?: Record<string, string>;
  dev?: boolean;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const lockPath = path.resolve(import.meta.dirname, "..", "package-lock.json");
const lock = JSON.parse(readFileSync(lockPath, "utf8")) as { packages: Record<string, LockEntry> };

const oses = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "win32", "sunos", "aix", "netbsd"];
const cpus = ["arm64", "x64", "arm", "ia32", "loong64", "ppc64", "riscv64", "s390x", "mips64el", "wasm32"];

/** os, cpu and libc of a platform package, read from its name (e.g. cli-linux-arm64-musl). */
function platformOf(name: string): Pick<LockEntry, "os" | "cpu" | "libc"> | undefined {
  const parts = name.split("/").pop()?.split("-") ?? [];
  const os = parts.find((p) => oses.includes(p));
  const cpu = parts.find((p) => cpus.includes(p));
  if (!cpu) return undefined;
  const libc = parts.some((p) => p.startsWith("musl"))
    ? "musl"
    : parts.some((p) => p.startsWith("gnu"))
      ? "glibc"
      : undefined;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc && os === "linux" ? { libc: [libc] } : {}) };
}

function resolves(fromDir: string, name: string): string | undefined {
  let dir = fromDir;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const index = dir.lastIndexOf("/node_modules/");
    dir = index === -1 ? "" : dir.slice(0, index);
  }
}

let added = 0;
for (const [location, entry] of Object.entries(lock.packages)) {
  const optional = entry.optionalDependencies ?? {};
  const siblings = Object.keys(optional);
  for (const [name, spec] of Object.entries(optional)) {
    if (resolves(location, name)) continue;
    const platform = platformOf(name);
    if (!platform || !/^\d+\.\d+\.\d+/.test(spec)) continue;
    // Where npm put the sibling builds of the same parent is where this one belongs.
    const sibling = siblings.map((s) => resolves(location, s)).find(Boolean);
    const base = sibling ? sibling.slice(0, sibling.lastIndexOf(`node_modules/`)) : "";
    lock.packages[`${base}node_modules/${name}`] = {
      version: spec,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platform,
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} platform package entries to package-lock.json.`);
