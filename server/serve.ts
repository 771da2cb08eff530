import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import { chooseEncoding } from "../app/features/public-pages/service/page-cache.server.ts";
import { SIGN_IN_PATH } from "../app/lib/admin-paths.ts";
import { createAdminCommand } from "../app/lib/commands.ts";
import { envOrExit, resolveEnv } from "../app/lib/env.server.ts";
import { s3PublicBase } from "../app/lib/storage-url.ts";
import { loadDotEnv } from "./dotenv.mjs";
import { securityHeaders } from "./headers.ts";
import { precompressedEncodings } from "./precompress.ts";
import { requestGuards } from "./request-guards.ts";

/**
 * The site's server: the production build (`npm start`, through server/start.mjs) or the Vite dev
 * server with hot reload (`npm run dev`). Both serve the same app on PORT.
 */
type AppModule = typeof import("./app.ts");

export interface ServeOptions {
  /** The project folder: where `build/`, `.env` and the sources are. */
  root: string;
  dev: boolean;
  /** Called once the configuration is known to be valid, before the production build is loaded. */
  beforeBuild?: () => void;
}

/**
 * A public form's answer to the page's script (a post to a route's data outside the admin area) is
 * its outcome and a message, a few hundred bytes written at once: it is sent as it is. Compressed,
 * it would save a hundred bytes or so, and cost a stream of its own whose work runs on the thread
 * pool and ends in later tasks; under a rush every post then waited for the server's loop to come
 * round two or three times (docs/decisions/0043). An admin form's answer can carry back a whole
 * text the admin sent, and stays compressed.
 */
const answeredAsWritten = (req: express.Request) =>
  req.method === "POST" && req.path.endsWith(".data") && !req.path.toLowerCase().startsWith(SIGN_IN_PATH);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

export async function serve({ root, dev, beforeBuild }: ServeOptions): Promise<void> {
  process.env.NODE_ENV = dev ? "development" : "production";
  loadDotEnv(root);
  const config = envOrExit(resolveEnv);

  const server = express();
  server.disable("x-powered-by");
  server.set("trust proxy", config.TRUST_PROXY);
  const mediaOrigins = config.STORAGE_DRIVER === "s3" ? [new URL(s3PublicBase(config)).origin] : [];
  server.use(securityHeaders({ dev, publicUrl: config.PUBLIC_URL, mediaOrigins }));
  server.use(requestGuards(config.PUBLIC_URL));
  server.use(compression({ filter: (req, res) => !answeredAsWritten(req) && compression.filter(req, res) }));
  const httpServer = createServer(server);

  let load: () => Promise<AppModule>;
  if (dev) {
    const vite = await import("vite");
    const viteServer = await vite.createServer({
      root,
      server: { middlewareMode: true },
    });
    server.use(viteServer.middlewares);
    load = () => viteServer.ssrLoadModule(path.join(root, "server/app.ts")) as Promise<AppModule>;
    httpServer.on("close", () => void viteServer.close());
  } else {
    beforeBuild?.();
    const client = path.join(root, "build", "client");
    // The build's files are known at start (a page's path is not looked for on disk first), and
    // each text file has its brotli and gzip copies beside it, made by the build.
    const files = new Set(
      readdirSync(client, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${path.relative(client, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`),
    );
    const hashedFile = express.static(client, { immutable: true, maxAge: "1y", index: false });
    const otherFile = express.static(client, { maxAge: "1h", index: false });
    server.use((req, res, next) => {
      if (!files.has(req.path)) return next();
      const encoding = chooseEncoding(req.headers["accept-encoding"]);
      const copy = precompressedEncodings.find((variant) => variant.encoding === encoding);
      if (copy && files.has(`${req.path}${copy.suffix}`)) {
        res.type(path.extname(req.path));
        res.setHeader("Content-Encoding", copy.encoding);
        req.url = `${req.path}${copy.suffix}`;
      }
      if (files.has(`${req.path}.br`)) res.vary("Accept-Encoding");
      return (req.path.startsWith("/assets/") ? hashedFile : otherFile)(req, res, next);
    });
    const built = (await import(pathToFileURL(path.join(root, "build", "server", "index.js")).href)) as AppModule;
    load = async () => built;
  }
  server.use(async (req, res, next) => {
    try {
      (await load()).app(req, res, next);
    } catch (error) {
      next(error);
    }
  });

  const app = await load();
  let prepared: Awaited<ReturnType<AppModule["prepare"]>>;
  try {
    prepared = await app.prepare();
  } catch (error) {
    // The bundle has its own copy of the error class, so it is recognised by name.
    if (error instanceof Error && error.name === "DataDirBusyError") {
      fail(`${error.message} Stop it first, or set DATA_DIR to another folder.`);
    }
    throw error;
  }

  await new Promise<void>((resolve, reject) => {
    httpServer.once("error", (error: NodeJS.ErrnoException) =>
      error.code === "EADDRINUSE"
        ? fail(`Port ${config.PORT} is already in use. Set PORT to another port, e.g. PORT=3001 npm start.`)
        : reject(error),
    );
    httpServer.listen(config.PORT, resolve);
  });

  const where =
    prepared.engine === "pglite" ? `embedded database in ${path.join(config.DATA_DIR, "pglite")}` : "PostgreSQL";
  console.log(`KFUPM Aerospace Club site running at http://localhost:${config.PORT} (${where}).`);
  if (prepared.seed === "seeded") console.log("Demo content added to the new database.");
  if (prepared.admins === 0) {
    console.log(`No admin account yet. Create one with:\n  ${createAdminCommand}`);
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down.`);
    httpServer.close();
    httpServer.closeAllConnections();
    await app.shutdown();
    process.exit(0);
  };
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}

/** Serves the site, or ends the process with one line saying why it could not start. */
export function run(options: ServeOptions): void {
  serve(options).catch((error: unknown) => {
    console.error(`The site could not start: ${error instanceof Error ? error.message : String(error)}`);
    if (process.env.DEBUG) console.error(error);
    process.exit(1);
  });
}
