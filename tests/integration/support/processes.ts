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
