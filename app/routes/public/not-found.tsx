import { data } from "react-router";
import { NotFound } from "~/components/not-found";
import type { Route } from "./+types/not-found";

export function meta() {
  return [{ title: "Page not found | KFUPM Aerospace Club" }, { name: "robots", content: "noindex" }];
}

/** Any path no route matches: logged, and answered with 404. */
export async function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  console.warn(`[404] ${request.method} ${pathname}`);
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
