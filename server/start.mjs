import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./build.mjs";
import { loadDotEnv } from "./dotenv.mjs";

// `npm start`: builds the site when the build is missing or stale, then runs the built server in
// this process. Plain JavaScript, so that no TypeScript loader stays in the server's memory.
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
