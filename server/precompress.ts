import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import type { Plugin } from "vite";

/** Files worth compressing: text the browser fetches (pictures and fonts are compressed already). */
const compressible = /\.(js|mjs|css|svg|json|webmanifest|xml|txt|html|map)$/;

/** The encodings kept beside a file, as `<file>.br` and `<file>.gz`. */
export const precompressedEncodings = [
  { encoding: "br", suffix: ".br" },
  { encoding: "gzip", suffix: ".gz" },
] as const;

/**
 * Writes a brotli (best quality) and a gzip copy beside `file`, so that the server sends the
 * smallest form of a build file without compressing it for every request.
 */
export function precompressFile(file: string): void {
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: zlib.Z_BEST_COMPRESSION }));
}

/**
 * Precompresses every compressible file of `dir` above 1 KB (smaller ones gain nothing), leaving
 * out hidden folders (the bundler's own `.vite`, which the server does not serve).
 */
export function precompressDirectory(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const folders = path.relative(dir, entry.parentPath).split(path.sep);
    if (folders.some((folder) => folder.startsWith("."))) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (statSync(file).size < 1024) continue;
    precompressFile(file);
  }
}

/** Vite plugin: precompresses the browser build once it is written. */
export function precompressedBuild(): Plugin {
  let outDir: string | undefined;
  return {
    name: "precompressed-build",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      outDir = options.dir;
    },
    // After the bundle and the public folder's files are all in place.
    closeBundle() {
      if (outDir) precompressDirectory(outDir);
    },
  };
}
