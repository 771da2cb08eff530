import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./build.mjs";
import { loadDotEnv } from "./dotenv.mjs";

// `npm start`: builds the site when the build is missing or stale, then runs the built server in
// this process. Plain JavaScript, so that no TypeScript loader stays in the server's memory.

// On Linux, glibc's malloc gives threads that allocate at once arenas of their own, up to eight per
// core, and keeps what each holds: two are enough for a server whose JavaScript runs on one thread,
// and keep some 20-30 MB less after a rush (decision 0035). glibc reads the setting as a process
// starts, so the start runs itself again in place with it, where Node can (22.15 and later); else
// it can be set in the environment the site starts with.
if (
  process.platform === "linux" &&
  process.env.MALLOC_ARENA_MAX === undefined &&
  typeof process.execve === "function"
) {
  try {
    process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
      ...process.env,
      MALLOC_ARENA_MAX: "2",
    });
  } catch {
    // Not allowed here: the site starts as it is.
  }
}

const root = path.resolve(import.meta.dirname, "..");
// Set before the build is loaded: React and the app read them as their modules load.
process.env.NODE_ENV = "production";
loadDotEnv(root);
ensureBuild(root);
let built;
try {
  built = await import(pathToFileURL(path.join(root, "build", "server", "index.js")).href);
} catch (error) {
  // The app reads its settings as it loads: a bad one is told in one line, as the server tells it.
  if (error instanceof Error && error.name === "EnvError") {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
built.run({ root, dev: false });
