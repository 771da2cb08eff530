import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { type AddressInfo, createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll } from "vitest";
import { fillDataDirFromTemplate } from "./database";
import { PROCESS_LIMIT_MS } from "./limits";

export const projectRoot = path.resolve(import.meta.dirname, "..", "..", "..");
const tsx = path.join(projectRoot, "node_modules", ".bin", "tsx");

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The command that runs an entry point of the project as its npm script does: a TypeScript one
 * (scripts/cli.ts) through tsx, a plain JavaScript one (server/start.mjs) on Node itself, as
 * `npm start` runs it, without a loader that would only slow its start.
 */
function runnerOf(script: string, args: string[]): [string, string[]] {
  return script.endsWith(".ts") ? [tsx, [script, ...args]] : [process.execPath, [script, ...args]];
}

/**
 * Runs an entry point of the project (as `npm run` would) and collects its output. One that has not
 * ended within its limit (support/limits.ts) is killed, and the promise rejects with what it wrote.
 */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(...runnerOf(script, args), {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk;
    });
    const limit = setTimeout(() => {
      child.kill("SIGKILL");
      reject(
        new Error(
          `${[script, ...args].join(" ")} did not end within ${PROCESS_LIMIT_MS / 1000} s:\n${stdout}${stderr}`,
        ),
      );
    }, PROCESS_LIMIT_MS);
    child.on("error", reject);
    child.on("close", (code) => {
      clearTimeout(limit);
      resolve({ code, stdout, stderr });
    });
  });
}

export interface Running {
  /** The process's id. */
  pid: number | undefined;
  /** Everything the process wrote so far, stdout and stderr together. */
  output(): string;
  /** Resolves once the output matches; rejects if the process ends first, or after its limit. */
  waitFor(pattern: RegExp): Promise<void>;
  /** Stops the process (SIGTERM) and resolves with its exit code; rejects after its limit. */
  stop(): Promise<number | null>;
}

/** Starts a long-running entry point of the project, such as the site itself. */
export function startScript(script: string, env: Record<string, string>): Running {
  const child = spawn(...runnerOf(script, []), {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", ...env },
  });
  return watch(child);
}

function watch(child: ChildProcessWithoutNullStreams): Running {
  let output = "";
  const listeners = new Set<() => void>();
  const onChunk = (chunk: Buffer) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout.on("data", onChunk);
  child.stderr.on("data", onChunk);
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  /** `waited`, or a rejection saying what was not seen within the process's limit. */
  const withinLimit = <T>(waited: Promise<T>, what: string): Promise<T> => {
    let limit: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      limit = setTimeout(
        () => reject(new Error(`${what} not within ${PROCESS_LIMIT_MS / 1000} s:\n${output}`)),
        PROCESS_LIMIT_MS,
      );
    });
    return Promise.race([waited, late]).finally(() => clearTimeout(limit));
  };
  return {
    pid: child.pid,
    output: () => output,
    waitFor: (pattern) => {
      let check = () => {};
      const seen = new Promise<void>((resolve, reject) => {
        check = () => {
          if (!pattern.test(output)) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        check();
        void exited.then((code) => reject(new Error(`exited with ${code} before ${pattern}:\n${output}`)));
      });
      return withinLimit(seen, `${pattern}`).finally(() => listeners.delete(check));
    },
    stop: () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return withinLimit(exited, "the end after SIGTERM");
    },
  };
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface Site extends Running {
  /** Where it answers, also its PUBLIC_URL (the Origin its forms expect) unless one is given. */
  url: string;
  /** Ends the process at once (SIGKILL), as a crash or the out-of-memory killer would, and waits for it to end. */
  kill(): Promise<void>;
}

/**
 * Starts the site (`npm start`) on a free port and resolves once it serves. It runs as one node
 * process, without npm in between, so that `kill` ends the process that holds the
 * database rather than a parent that would leave it running. Its PUBLIC_URL is the address it
 * answers at, unless `env` gives one (several sites behind one address).
 */
export async function startSite(env: Record<string, string>): Promise<Site> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/start.mjs"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATABASE_URL: "",
      ...env,
      PORT: String(port),
      PUBLIC_URL: env.PUBLIC_URL ?? url,
    },
  });
  const exited = new Promise<void>((resolve) => child.on("close", () => resolve()));
  const site: Site = {
    ...watch(child),
    url,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      return exited;
    },
  };
  try {
    await site.waitFor(/site running at/);
  } catch (error) {
    await site.kill();
    throw error;
  }
  return site;
}

/**
 * A production site on its own embedded database with the demo content, for one test file: `start`
 * starts it (once per file), and the site is stopped and its data folder removed after the file.
 */
export function demoSiteForFile(prefix: string): { dataDir: string; start: () => Promise<Site> } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), prefix));
  let site: Site | undefined;
  afterAll(async () => {
    await site?.kill();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    dataDir,
    start: async () => {
      await fillDataDirFromTemplate(dataDir);
      site = await startSite({ DATA_DIR: dataDir, SEED_DEMO: "true" });
      return site;
    },
  };
}
