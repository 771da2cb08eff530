import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The absolute path of a file or folder shipped with the project (such as db/migrations), found by
 * walking up from this module, which runs from app/lib in development and from build/server in
 * production, and then from the working directory.
 */
export function shippedFile(...segments: string[]): string {
  const starts = [path.dirname(fileURLToPath(import.meta.url)), process.cwd()];
  for (const start of starts) {
    let dir = start;
    for (;;) {
      const candidate = path.join(dir, ...segments);
      if (existsSync(candidate)) return candidate;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error(`${path.join(...segments)} was not found in the project.`);
}
