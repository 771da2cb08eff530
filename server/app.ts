import "react-router";
import { createRequestHandler } from "@react-router/express";
import express, { type Request, type Response } from "express";
import { createRequestHandler as createFetchHandler, type ServerBuild } from "react-router";
import { itemPageLists, store } from "~/collections.server";
import { readSession, SIGN_IN_PATH } from "~/features/admin-accounts/service/session.server";
import { galleryFilterOf } from "~/features/gallery/vocabulary";
import {
  type PageVersions,
  pageVersions,
  remembersVersions,
  withRequestVersions,
} from "~/features/public-pages/service/content-version.server";
import {
  cacheKey,
  chooseEncoding,
  type KeptPage,
  keepPage,
  keepsWholeQuery,
  keptPageAudience,
  keptPageCookie,
  keptUrl,
  PageCache,
  policyForKeptPage,
  type QueryReading,
} from "~/features/public-pages/service/page-cache.server";
import { watchReads } from "~/features/public-pages/service/render-reads.server";
import { clientKey } from "~/lib/client-key.server";
import { db } from "~/lib/db/client.server";
import { env } from "~/lib/env.server";
import { localStorageRoot } from "~/lib/storage.server";
import { visitorArrived } from "~/lib/turns.server";
import { prepare as prepareSite } from "~/operations/prepare.server";
import { byTurns, refusedAsBusy, requestTurns, type TurnRules, turnsFor } from "./turns.ts";

export { shutdown } from "~/operations/prepare.server";

/** Readies the site, with the hourly removal of uploads never saved with a record (after a day). */
export const prepare = () => prepareSite({ hourly: [(database) => store.removeAbandonedFiles(database)] });
// The server program comes with the build, so that `npm start` runs it as plain JavaScript.
export { run } from "./serve.ts";

/**
 * The part of the server that lives in the app's bundle: storage files, the admin session, and the
 * React Router handler for every page, resource route and form action.
 */
export const app = express();
app.disable("x-powered-by");
// X-Forwarded-For is believed only from the proxies TRUST_PROXY names (none by default).
app.set("trust proxy", env().TRUST_PROXY);

// Work that can wait (a mailing) goes on in the moments no request comes in. The client's address
// is worked out once for the request: Express's `req.ip` reads X-Forwarded-For again each time.
app.use((req, _res, next) => {
  visitorArrived();
  Object.defineProperty(req, "ip", { value: req.ip, configurable: true, enumerable: true });
  next();
});

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
  if (!req.path.toLowerCase().startsWith(SIGN_IN_PATH)) return next();
  readSession(fetchHeaders(req)).then(({ user, headers }) => {
    for (const cookie of headers.getSetCookie()) res.append("Set-Cookie", cookie);
    res.locals.sessionUser = user;
    next();
  }, next);
});

// Loaded now rather than on the first request, so that a rebuild while the site runs (another
// `npm start`, a test run) cannot take the running site's modules from under it.
const serverBuild = import("virtual:react-router/server-build") as Promise<ServerBuild>;

/**
 * A React Router handler made once the build is read: given the build itself rather than a function
 * that returns it, React Router makes its route table once, not again for every request.
 */
function withBuild<Handler extends (...args: never[]) => unknown>(make: (build: ServerBuild) => Handler) {
  let made: Handler | undefined;
  const ready = serverBuild.then((build) => {
    made = make(build);
    return made;
  });
  return { now: () => made, ready };
}

// A turn ends with its response, or after a few seconds for a client that reads its answer slowly.
const { posts, renders, lookups } = requestTurns();

/**
 * What waits is small, and not for long: a request whose line has stood still for 5 s, or that
 * finds 500 already in it, is answered at once with 503 and Retry-After, before its body is read,
 * rather than held in memory (server/turns.ts).
 */
const turnRules: TurnRules = { waitLimitMs: 5_000, maxWaiting: 500, retryAfterSeconds: 10, turnMs: 5_000 };

/** Whose turn a render is: the client (an IPv6 one by its /64), so that each gets a share (two of the four). */
const clientOf = (req: Request) => clientKey(req.ip) ?? "";

const turnsOf = (req: Request) => turnsFor(req, { posts, renders });

const loadContext = (req: Request, res: Response) => ({
  cspNonce: res.locals.cspNonce as string | undefined,
  clientIp: req.ip,
  sessionUser: res.locals.sessionUser,
});

// Public pages come from the page cache, for visitors and for signed-in admins alike when the
// page's render did not ask for the session (production only: the development server rebuilds
// modules under it).
if (process.env.NODE_ENV === "production") {
  const pages = new PageCache();
  const renderer = withBuild((build) => createFetchHandler(build, "production"));
  const render: ReturnType<typeof createFetchHandler> = async (request, context) =>
    (renderer.now() ?? (await renderer.ready))(request, context);
  const notKept = new Set(["content-length", "content-encoding", "date", "etag", "set-cookie"]);

  // Rendered for the site's own address (never the Host a client sends), in full, for keeping,
  // with no cookie but the theme choice: a page others are served is rendered as for a visitor.
  const renderToKeep = async (
    req: Request,
    res: Response,
    url: string,
    versions: PageVersions,
  ): Promise<KeptPage | null> => {
    const headers = fetchHeaders(req);
    const cookie = keptPageCookie(req.headers.cookie);
    if (cookie === null) headers.delete("cookie");
    else headers.set("cookie", cookie);
    const request = new Request(new URL(url, env().PUBLIC_URL), { headers });
    const {
      value: rendered,
      failedRead,
      showsAttendance,
      readsSession,
    } = await watchReads(async () => {
      // The render's reads kept per version use the versions the page is kept at.
      const response = await withRequestVersions(
        () => render(request, { ...loadContext(req, res), renderWhole: true }),
        versions,
      );
      return { response, body: Buffer.from(await response.arrayBuffer()) };
    });
    const { response, body } = rendered;
    // A page that could not read what it shows is served as it is, and not kept.
    if (failedRead || response.status !== 200 || response.headers.has("set-cookie")) return null;
    const keptHeaders = [...response.headers].filter(([name]) => !notKept.has(name));
    return keepPage(
      { status: response.status, headers: keptHeaders, body },
      res.locals.cspNonce as string | undefined,
      {
        version: versions.content,
        ...(showsAttendance ? { attendance: versions.attendance } : {}),
        readsSession,
      },
    );
  };

  const send = (req: Request, res: Response, page: KeptPage, outcome: "hit" | "miss") => {
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string") res.setHeader("Content-Security-Policy", policyForKeptPage(policy, page));
    for (const [name, value] of page.headers) res.setHeader(name, value);
    res.setHeader("Vary", "Accept-Encoding, Accept-Language, Cookie");
    res.setHeader("Cache-Control", "no-cache");
    res.setHeader("ETag", page.etag);
    res.setHeader("X-Page-Cache", outcome);
    const asked = (req.headers["if-none-match"] ?? "").split(",").map((tag) => tag.trim().replace(/^W\//, ""));
    if (asked.includes(page.etag)) {
      res.status(304).end();
      return;
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.setHeader("Content-Length", body.length);
    res.status(page.status);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  // How a kept page's address reads its query: the gallery's filter as the page reads it, and the
  // routes of this build for a data request.
  let reading: QueryReading | undefined;
  void serverBuild.then((build) => {
    reading = {
      values: { "/gallery": { category: galleryFilterOf } },
      routeIds: new Set(Object.keys(build.routes)),
      itemPages: itemPageLists,
    };
  });

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // Until the build is read (the first moments of a start), pages are rendered as usual.
    const url = reading ? keptUrl(req.originalUrl, reading) : null;
    const audience = keptPageAudience(req.headers.cookie);
    if (url === null || audience === null) return next();
    // A signed-in admin gets the kept page only for the address as asked, and sees seats as they stand.
    const signedIn = audience === "signed-in";
    if (signedIn && !keepsWholeQuery(req.originalUrl, url)) return next();
    const key = cacheKey({ url, cookie: req.headers.cookie, acceptLanguage: req.headers["accept-language"] });
    // Served to this request: for a session, only a page whose render did not ask for one.
    const serves = (page: KeptPage) => !(signedIn && page.readsSession);
    if (refusedAsBusy(req, res, lookups, turnRules)) return;
    lookups
      .run(() => pageVersions(db(), { remember: remembersVersions(db()) }), clientOf(req))
      .then(
        async (versions) => {
          const kept = pages.get(key, versions.content, versions.attendance, { seatsAsTheyStand: signedIn });
          if (kept) return serves(kept) ? send(req, res, kept, "hit") : next();
          if (refusedAsBusy(req, res, renders, turnRules)) return;
          const filled = await pages.fill(
            key,
            () => renders.run(() => renderToKeep(req, res, url, versions), clientOf(req)),
            `${versions.content}/${versions.attendance}`,
          );
          if (filled && serves(filled)) return send(req, res, filled, "miss");
          next();
        },
        // Without the database the page is rendered as usual, with its own answer for the failure.
        () => next(),
      )
      .catch(next);
  });
}

const pageHandler = withBuild((build) => createRequestHandler({ build, getLoadContext: loadContext }));
app.use(byTurns(turnsOf, clientOf, turnRules), (req, res, next) => {
  const handler = pageHandler.now();
  // The versions the render's kept reads compare are read once for the request.
  if (handler) return withRequestVersions(() => handler(req, res, next));
  pageHandler.ready.then((ready) => withRequestVersions(() => ready(req, res, next)), next);
});
