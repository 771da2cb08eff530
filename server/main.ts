import path from "node:path";
import { ensureBuild } from "./build.mjs";
import { run } from "./serve.ts";

/**
 * The site from its TypeScript sources (through tsx): `npm run dev` (Vite dev server), or the
 * production build, built first when missing or stale. `npm start` runs server/start.mjs, which
 * serves the same build from plain JavaScript.
 */
const root = path.resolve(import.meta.dirname, "..");
run({ root, dev: process.argv.includes("--dev"), beforeBuild: () => ensureBuild(root) });
