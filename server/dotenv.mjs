import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Reads `.env` from the project folder, if there is one; variables already set take precedence.
 * @param {string} root
 */
export function loadDotEnv(root) {
  const file = path.join(root, ".env");
  if (existsSync(file)) process.loadEnvFile(file);
}
