import "react-router";
import { createRequestHandler } from "@react-router/express";
import express, { type Request } from "express";
import { env } from "~/lib/env.server";
import { readSession, SIGN_IN_PATH } from "~/lib/session.server";
import { localStorageRoot } from "~/lib/storage.server";

export { prepare, shutdown } from "~/features/operations/prepare.server";

/**
 * The part of the server that lives in the app's bundle: storage files, the admin session, and the
 * React Router handler for every page, resource route and form action.
 */
export const app = express();
app.disable("x-powered-by");
// X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default).
app.set("trust proxy", env().TRUST_PROXY);

// A file that is not there falls through to the site's 404 page.
if (env().STORAGE_DRIVER === "local") {
  app.use("/storage", express.static(localStorageRoot(), { index: false, dotfiles: "ignore", maxAge: "30d" }));
}

function fetchHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (typeof value === "string") headers.set(name, value);
    else if (Array.isArray(value)) for (const v of value) headers.append(name, v);
  }
  return headers;
}

// On admin pages (documents and data requests) the session is read once, before the route runs:
// an active admin's session is renewed here, and the route's admin check uses what was found.
app.use((req, res, next) => {
  if (!req.path.startsWith(SIGN_IN_PATH)) return next();
  readSession(fetchHeaders(req)).then(({ user, headers }) => {
    for (const cookie of headers.getSetCookie()) res.append("Set-Cookie", cookie);
    res.locals.sessionUser = user;
    next();
  }, next);
});

// Loaded now rather than on the first request, so that a rebuild while the site runs (another
// `npm start`, a test run) cannot take the running site's modules from under it.
const serverBuild = import("virtual:react-router/server-build");

app.use(
  createRequestHandler({
    build: () => serverBuild,
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string | undefined,
      clientIp: req.ip,
      sessionUser: res.locals.sessionUser,
    }),
  }),
);
