import { NotFound } from "~/components/not-found";
import { notFound } from "~/lib/http.server";
import type { Route } from "./+types/not-found";

export function meta() {
  return [{ title: "Page not found | KFUPM Aerospace Club" }, { name: "robots", content: "noindex" }];
}

/** Any path no route matches: logged, and answered with 404. */
export function loader({ request }: Route.LoaderArgs) {
  return notFound(request);
}

export default function NotFoundRoute() {
  return <NotFound />;
}
