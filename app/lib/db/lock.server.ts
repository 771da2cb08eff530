import { readFileSync, unlinkSync, writeFileSync } from "node:fs";

/** PGlite lets one process at a time use a data directory; this lock enforces that. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The embedded database in ${dataDir} is in use by another process (pid ${pid}).`);
    this.name = "DataDirBusyError";
  }
}

export interface DataDirLock {
  release(): void;
}

export function lockFileOf(dataDir: string): string {
  return `${dataDir.replace(/\/+$/, "")}.lock`;
}

function isLiveNodeProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  try {
    // A pid recorded before a reboot may now belong to an unrelated program.
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("node");
  } catch {
    return true;
  }
}

/** The pid of the live process holding the data directory, if any. */
export function dataDirHolder(dataDir: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockFileOf(dataDir), "utf8"), 10);
    return Number.isInteger(pid) && pid !== process.pid && isLiveNodeProcess(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  const file = lockFileOf(dataDir);
  for (;;) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = dataDirHolder(dataDir);
      if (holder !== undefined) throw new DataDirBusyError(dataDir, holder);
      // Left behind by a process that no longer runs.
      try {
        unlinkSync(file);
      } catch (unlinkError) {
        if ((unlinkError as NodeJS.ErrnoException).code !== "ENOENT") throw unlinkError;
      }
    }
  }
  const release = () => {
    try {
      if (readFileSync(file, "utf8") === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone.
    }
    process.off("exit", release);
  };
  process.on("exit", release);
  return { release };
}
