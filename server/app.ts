import "react-router";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { env } from "~/lib/env.server";
import { localStorageRoot } from "~/lib/storage.server";

export { prepare, shutdown } from "~/lib/prepare.server";

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
