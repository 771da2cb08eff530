import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { itemPageLists } from "../../app/collections.server.ts";

export const projectRoot = path.resolve(import.meta.dirname, "..", "..");

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
  return spawn(process.execPath, startArguments(), {
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
export async function withDemoSite<T>(
  port: number,
  measure: (base: string, dataDir: string) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "aero-bench-"));
  const child = spawnSite(port, dataDir);
  const base = `http://localhost:${port}`;
  try {
    await waitForAnswer(`${base}/healthz`, performance.now(), 180_000, child);
    return await measure(base, dataDir);
  } finally {
    await stopSite(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * One record's own page of each kind (`/events/<slug>`, `/news/<slug>`, `/projects/<slug>`): the
 * first one its list page links to, as a visitor finds it. A list with no record yet (the demo
 * club has sent no newsletter) has none.
 */
export async function itemPagesOf(base: string): Promise<string[]> {
  const found: string[] = [];
  for (const list of itemPageLists) {
    const html = await (await fetch(`${base}${list}`)).text();
    const first = html.match(new RegExp(`href="(${list}/[a-z0-9]+(?:-[a-z0-9]+)*)"`))?.[1];
    if (first) found.push(first);
  }
  return found;
}

/** The admin account the benchmarks that act as an admin make. */
export const benchAdmin = { email: "bench-admin@example.org", password: "bench-admin-passphrase" };

/**
 * Makes the benchmarks' admin account on the site running on `dataDir`, with the command-line
 * tool (which hands it to the running site), as a club does.
 */
export function createBenchAdmin(dataDir: string): void {
  const created = spawnSync(
    path.join(projectRoot, "node_modules", ".bin", "tsx"),
    ["scripts/cli.ts", "admin:create", "--email", benchAdmin.email, "--password", benchAdmin.password],
    { cwd: projectRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" },
  );
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}`);
}

/**
 * The benchmarks' admin signed in on the site at `base` (made first with createBenchAdmin), as a
 * browser without JavaScript posts the sign-in form: the Cookie header its session sends.
 */
export async function benchAdminCookie(base: string): Promise<string> {
  const signedIn = await fetch(`${base}/admin-kfupm-aero`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: base },
    body: new URLSearchParams(benchAdmin),
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((set) => set.split(";")[0])
    .join("; ");
  if (!cookie.includes("session_token=")) throw new Error(`the sign-in answered ${signedIn.status} without a session`);
  return cookie;
}

/** Resident and peak memory of a process, in MB, from /proc. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? Number.NaN);
  return { rss: Math.round(kb("VmRSS") / 1024), peak: Math.round(kb("VmHWM") / 1024) };
}

/**
 * Samples a process's memory every `everyMs` until stopped: the highest resident memory seen, and
 * VmHWM (the kernel's own peak, which catches what falls between two samples).
 */
export function sampleMemory(pid: number, everyMs = 500) {
  let highest = 0;
  let last = { rss: 0, peak: 0 };
  const take = () => {
    try {
      last = memoryOf(pid);
      highest = Math.max(highest, last.rss);
    } catch {
      // The process has ended.
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    /** Stops sampling; the highest RSS sampled and the last VmHWM read, in MB. */
    stop(): { sampledPeak: number; peak: number } {
      clearInterval(timer);
      take();
      return { sampledPeak: highest, peak: last.peak };
    },
  };
}

/**
 * The node arguments of `npm start` (its script is `node <arguments>`), to run its server without npm in front.
 * With BENCH_CPU_PROF set to a folder, the server also writes a CPU profile there when it stops
 * (`node --cpu-prof`).
 */
export function startArguments(root = projectRoot): string[] {
  const scripts = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).scripts as Record<string, string>;
  const [command, ...args] = (scripts.start ?? "").split(/\s+/);
  if (command !== "node") throw new Error(`npm start is not a node command: ${scripts.start}`);
  const profiles = process.env.BENCH_CPU_PROF;
  return profiles ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(profiles)}`, ...args] : args;
}

export interface ProductionSite {
  /** http://127.0.0.1:<port> */
  base: string;
  dataDir: string;
  /** The server's own process (not a launcher in front of it), whose memory /proc shows. */
  pid: number;
  /** Stops the server and waits until it has exited; the data directory stays. */
  stop(): Promise<void>;
  /** Deletes the data directory. */
  remove(): void;
}

/**
 * Starts `npm start`'s server (production build) on the embedded database with the demo content in
 * a new data directory (or `dataDir`, to start again on what an earlier start left), with `env`
 * added to its environment (DATABASE_URL there runs it on PostgreSQL), and waits until it answers.
 * `root` is the project folder whose site starts: this one, or another checkout to compare with.
 */
export async function startProductionSite(
  port: number,
  env: Record<string, string> = {},
  {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "aero-bench-")),
    root = projectRoot,
  }: { dataDir?: string; root?: string } = {},
): Promise<ProductionSite> {
  const child = spawn(process.execPath, startArguments(root), {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      SEED_DEMO: "true",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  const remove = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    await waitForAnswer(`${base}/healthz`, performance.now(), 300_000, child);
  } catch (error) {
    await stopSite(child);
    remove();
    throw error;
  }
  return { base, dataDir, pid: child.pid ?? 0, stop: () => stopSite(child), remove };
}

/** The value below which p percent of the values lie (50 is the median). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** The machine a figure was measured on, for the results. */
export const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}`;

/** Writes a bench's result to bench-results/<name>.json (and prints it unless `print` is false). */
export function writeBenchResult(name: string, result: unknown, { print = true } = {}): void {
  const text = JSON.stringify(result, null, 2);
  if (print) console.log(text);
  mkdirSync(path.join(projectRoot, "bench-results"), { recursive: true });
  writeFileSync(path.join(projectRoot, "bench-results", `${name}.json`), `${text}\n`);
}
