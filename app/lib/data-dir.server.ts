import { chmodSync, lstatSync, mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { isMainThread } from "node:worker_threads";

/** Permission bits that let other users read, write or enter. */
const OTHERS = 0o077;

/**
 * Keeps DATA_DIR (database, uploads, secret) to its owner: the folder is created or put back to
 * 0700, anything inside that others could read or write is tightened, and files the process
 * creates from now on are private too. Returns how many entries had been widened.
 */
export function makeDataDirPrivate(dataDir: string): number {
  // Workers share the process's umask and may not change it; the main thread sets it.
  if (isMainThread) process.umask(OTHERS);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  let tightened = 0;
  const tighten = (entry: string) => {
    const stat = lstatSync(entry);
    if (stat.isSymbolicLink()) return;
    if ((stat.mode & OTHERS) !== 0) {
      chmodSync(entry, stat.mode & 0o7700 & ~OTHERS);
      tightened += 1;
    }
    if (stat.isDirectory()) for (const name of readdirSync(entry)) tighten(path.join(entry, name));
  };
  tighten(dataDir);
  return tightened;
}
