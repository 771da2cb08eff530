import { spawn } from "node:child_process";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "..", "..", "..");
const tsx = path.join(projectRoot, "node_modules", ".bin", "tsx");

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a TypeScript entry point of the project (as `npm run` would) and collects its output. */
export function runScript(script: string, args: string[], env: Record<string, string>): Promise<Finished> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, [script, ...args], {
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
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

export interface Running {
  /** Everything the process wrote so far, stdout and stderr together. */
  output(): string;
  /** Resolves once the output matches, rejects if the process ends first. */
  waitFor(pattern: RegExp): Promise<void>;
  /** Stops the process (SIGTERM) and resolves with its exit code. */
  stop(): Promise<number | null>;
}

/** Starts a long-running entry point of the project, such as the site itself. */
export function startScript(script: string, env: Record<string, string>): Running {
  const child = spawn(tsx, [script], {
    cwd: projectRoot,
    env: { ...process.env, NODE_ENV: "production", DATABASE_URL: "", ...env },
  });
  let output = "";
  const listeners = new Set<() => void>();
  const onChunk = (chunk: Buffer) => {
    output += chunk;
    for (const listener of listeners) listener();
  };
  child.stdout.on("data", onChunk);
  child.stderr.on("data", onChunk);
  const exited = new Promise<number | null>((resolve) => child.on("close", resolve));
  return {
    output: () => output,
    waitFor: (pattern) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!pattern.test(output)) return;
          listeners.delete(check);
          resolve();
        };
        listeners.add(check);
        check();
        void exited.then((code) => reject(new Error(`exited with ${code} before ${pattern}:\n${output}`)));
      }),
    stop: () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
