import "react-router";
import type { Server } from "node:net";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { ensureSiteMedia, type SeedOutcome, seedDemoContent } from "~/features/demo/seed.server";
import { controlSocketPath, serveControl } from "~/lib/control.server";
import { closeDatabase, database, type Engine } from "~/lib/db/client.server";
import { migrateDatabase } from "~/lib/db/migrate.server";
import { env } from "~/lib/env.server";
import { localStorageRoot, storage } from "~/lib/storage.server";
import { adminCount, tasks } from "~/lib/tasks.server";

/**
 * The part of the server that lives in the app's bundle: storage files, and the React Router
 * handler for every page, resource route and form action.
 */
export const app = express();
app.disable("x-powered-by");

if (env().STORAGE_DRIVER === "local") {
  app.use(
    "/storage",
    express.static(localStorageRoot(), { index: false, dotfiles: "deny", maxAge: "30d", fallthrough: false }),
  );
}

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    getLoadContext: (_req, res) => ({ cspNonce: res.locals.cspNonce as string | undefined }),
  }),
);

export interface Prepared {
  engine: Engine;
  seed: SeedOutcome | "disabled";
  admins: number;
}

let control: Server | undefined;

/** Brings the database up to date and fills it with demo content when it is new. */
export async function prepare(): Promise<Prepared> {
  const config = env();
  const handle = database();
  await migrateDatabase(handle);
  await ensureSiteMedia(storage());
  const seed = config.SEED_DEMO ? await seedDemoContent(handle.db, storage()) : "disabled";
  if (handle.engine === "pglite") {
    control = await serveControl(controlSocketPath(config.DATA_DIR), async ({ task, args }) => {
      const run = tasks[task];
      if (!run) throw new Error(`Unknown task ${task}.`);
      return run(args);
    });
  }
  return { engine: handle.engine, seed, admins: await adminCount() };
}

export async function shutdown(): Promise<void> {
  await new Promise<void>((resolve) => (control ? control.close(() => resolve()) : resolve()));
  await closeDatabase();
}
