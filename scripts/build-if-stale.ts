import path from "node:path";
import { ensureBuild } from "../server/build.mjs";

/** Builds the site unless the build is current (what `npm start` does first). */
ensureBuild(path.resolve(import.meta.dirname, ".."));
