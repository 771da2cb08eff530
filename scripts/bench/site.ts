import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "..", "..");
const tsx = path.join(projectRoot, "node_modules", ".bin", "tsx");

/** Polls `url` until it answers 200; returns the seconds it took. */
export async function waitForAnswer(
  url: string,
  started: number,
  timeoutMs = 180_000,
  child?: ChildProcess,
): Promise<number> {
  for (;;) {
    if (child && child.exitCode !== null) throw new Error("the site stopped before answering");
    try {
      if ((await fetch(url)).status === 200) return (performance.now() - started) / 1000;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - started > timeoutMs) throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts `npm start`'s server on `port` with the given data directory. */
export function spawnSite(port: number, dataDir: string): ChildProcess {
  return spawn(tsx, ["server/main.ts"], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "true" },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

export async function stopSite(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.on("exit", resolve));
}

/** Runs `measure` against the built site with the demo content in a new data directory. */
export async function withDemoSite<T>(port: number, measure: (base: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "aero-bench-"));
  const child = spawnSite(port, dataDir);
  const base = `http://localhost:${port}`;
  try {
    await waitForAnswer(`${base}/healthz`, performance.now(), 180_000, child);
    return await measure(base);
  } finally {
    await stopSite(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
