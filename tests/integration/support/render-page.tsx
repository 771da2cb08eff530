import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  Outlet,
  type RouteObject,
  StaticRouterProvider,
  UNSAFE_withComponentProps,
} from "react-router";
// Loaded as in the server's bundle: the registry, and with it the storage buckets it declares.
import "~/collections.server";
import { loader as rootLoader } from "~/root";
import * as about from "~/routes/public/about";
import * as article from "~/routes/public/article";
import * as contact from "~/routes/public/contact";
import * as event from "~/routes/public/event";
import * as events from "~/routes/public/events";
import * as gallery from "~/routes/public/gallery";
import * as home from "~/routes/public/home";
import PublicLayout from "~/routes/public/layout";
import * as membership from "~/routes/public/membership";
import * as news from "~/routes/public/news";
import * as project from "~/routes/public/project";
import * as projects from "~/routes/public/projects";

interface PageModule {
  loader?: (args: never) => unknown;
  default: (props: never) => React.ReactNode;
  ErrorBoundary?: () => React.ReactNode;
}

const page = (path: string | undefined, module: PageModule): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  ...(module.loader ? { loader: module.loader as RouteObject["loader"] } : {}),
  Component: UNSAFE_withComponentProps(module.default as never) as never,
  ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}),
});

/** The pages of one language, under the public layout. */
const publicPages = (): RouteObject[] => [
  page(undefined, home as PageModule),
  page("events", events as PageModule),
  page("events/:slug", event as PageModule),
  page("news/:slug", article as PageModule),
  page("projects/:slug", project as PageModule),
  page("projects", projects as PageModule),
  page("news", news as PageModule),
  page("gallery", gallery as PageModule),
  page("about", about as PageModule),
  page("contact", contact as PageModule),
  page("membership", membership as PageModule),
];

/**
 * The public pages with their real loaders and components, under the root loader and the public
 * layout, rendered on the server as React Router renders them (the document shell aside): in
 * English at the root, and in Arabic under /ar.
 */
const routes: RouteObject[] = [
  {
    id: "root",
    path: "/",
    loader: rootLoader as RouteObject["loader"],
    Component: Outlet,
    children: [
      { path: "ar", Component: PublicLayout, children: publicPages() },
      { Component: PublicLayout, children: publicPages() },
    ],
  },
];

const handler = createStaticHandler(routes);

/** The HTML of a public page, with its status. */
export async function renderPage(path: string): Promise<{ status: number; html: string }> {
  const context = await handler.query(new Request(`http://localhost:3000${path}`));
  if (context instanceof Response) return { status: context.status, html: await context.text() };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  return { status: context.statusCode, html };
}
